/**
 * Person names compared as screening compares them: case, diacritics and punctuation left out
 * (an apostrophe joins, `O'Brien` is `obrien`; any other mark separates), every script kept as it
 * is (Cyrillic is not transliterated: a list in Latin letters matches Latin names), and token
 * order ignored (`IVANOV Ivan` is `Ivan Ivanov`).
 */

/** The distinct tokens of a name, normalised and sorted. */
export function nameTokens(name: string): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019\u02bc`]/g, '');
  return [...new Set(plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].sort();
}

/**
 * How well two names' tokens match: 1 when they are the same set; the share of the longer one
 * when every token of the shorter (two at least) is in it (a patronymic or a middle name on one
 * side only); 0 otherwise.
 */
export function nameScore(a: readonly string[], b: readonly string[]): number {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length === 0) return 0;
  const inLonger = new Set(longer);
  if (!shorter.every((token) => inLonger.has(token))) return 0;
  if (shorter.length === longer.length) return 1;
  return shorter.length >= 2 ? Math.round((shorter.length / longer.length) * 1000) / 1000 : 0;
}

/**
 * Whether two dates of birth agree: the same day, or an entry that gives only a year or a month
 * (`1970`, `1970-05`) and the other date within it. A missing date agrees with anything.
 */
export function birthDatesAgree(entry: string | null, person: string | null): boolean {
  if (!entry || !person) return true;
  return entry.length <= person.length ? person.startsWith(entry) : entry.startsWith(person);
}

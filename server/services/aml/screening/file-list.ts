import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { birthDatesAgree, nameScore, nameTokens } from './names';
import type { ScreeningHit, ScreeningList, ScreeningListKind } from './port';

/**
 * One line of the list file: `{"name": "...", "birth_date": "YYYY-MM-DD", "list": "sanctions" |
 * "pep", "source": "..."}`; the date may be a year or a month, or absent.
 */
const entrySchema = z.object({
  name: z.string().trim().min(1),
  birth_date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .nullish(),
  list: z.enum(['sanctions', 'pep']),
  source: z.string().trim().min(1).default('file'),
});

type Entry = {
  list: ScreeningListKind;
  name: string;
  birthDate: string | null;
  source: string;
  tokens: string[];
};

/** The entries by each of their name tokens, so a name is compared with its candidates only. */
export type ScreeningIndex = { byToken: Map<string, Entry[]>; entries: number; skipped: number };

/** Reads the list into an index; a bad line is skipped (and counted), a missing file is empty. */
export async function readScreeningFile(path: string): Promise<ScreeningIndex> {
  const index: ScreeningIndex = { byToken: new Map(), entries: 0, skipped: 0 };
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return index;
    throw error;
  }
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    let parsed: z.output<typeof entrySchema>;
    try {
      parsed = entrySchema.parse(JSON.parse(line));
    } catch {
      index.skipped += 1;
      continue;
    }
    const tokens = nameTokens(parsed.name);
    if (tokens.length === 0) {
      index.skipped += 1;
      continue;
    }
    const entry: Entry = {
      list: parsed.list,
      name: parsed.name,
      birthDate: parsed.birth_date ?? null,
      source: parsed.source,
      tokens,
    };
    index.entries += 1;
    for (const token of tokens) {
      const bucket = index.byToken.get(token);
      if (bucket) bucket.push(entry);
      else index.byToken.set(token, [entry]);
    }
  }
  return index;
}

/** The entries a person matches: by name (`nameScore`), with dates of birth that agree. */
export function matchIndex(
  index: ScreeningIndex,
  person: { name: string; birthDate: string | null },
): ScreeningHit[] {
  const tokens = nameTokens(person.name);
  const candidates = new Set(tokens.flatMap((token) => index.byToken.get(token) ?? []));
  const hits: ScreeningHit[] = [];
  for (const entry of candidates) {
    const score = nameScore(tokens, entry.tokens);
    if (score === 0 || !birthDatesAgree(entry.birthDate, person.birthDate)) continue;
    hits.push({
      list: entry.list,
      name: entry.name,
      birth_date: entry.birthDate,
      source: entry.source,
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * The sanctions and PEP lists as a file on disk (JSON lines), read again whenever the file
 * changes (its mtime or size): the development stand-in, and the adapter of a list an operator exports
 * (from OpenSanctions, a regulator's consolidated list) and drops in place.
 */
export function fileScreeningList(path: string): ScreeningList {
  let cached: { version: string; index: ScreeningIndex } | null = null;
  const load = async () => {
    // The size too: a file rewritten within the mtime's resolution is still read again.
    const version = await stat(path).then(
      (info) => `${info.mtimeMs}:${info.size}`,
      () => 'missing',
    );
    if (!cached || cached.version !== version) {
      cached = { version, index: await readScreeningFile(path) };
    }
    return cached.index;
  };
  return {
    name: 'file',
    async match(person) {
      return matchIndex(await load(), person);
    },
  };
}

/**
 * A market is identified by its type and its specifiers (UOF FAQ Q2): `18` + `total=2.5`. The
 * key is canonical so that `total=2.50`, `total=2.5` and a different key order name one market:
 * keys sorted, numbers without trailing zeros, `-0` as `0`.
 */

export type Specifiers = Readonly<Record<string, string>>;

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

function canonicalValue(value: string): string {
  if (!NUMBER.test(value)) return value;
  const [whole, fraction = ''] = value.replace(/^\+/, '').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const text = trimmed ? `${whole}.${trimmed}` : whole!;
  return /^-0(\.0*)?$/.test(text) || text === '-0' ? '0' : text.replace(/^(-?)0+(\d)/, '$1$2');
}

/** `{total: '2.50'}` → `total=2.5`; no specifiers → the empty string. */
export function specKey(specifiers: Specifiers): string {
  return Object.keys(specifiers)
    .sort()
    .map((key) => `${key}=${canonicalValue(specifiers[key]!)}`)
    .join('|');
}

/** `total=2.5|hcp=-1` → `{total: '2.5', hcp: '-1'}`. */
export function parseSpecKey(key: string): Record<string, string> {
  if (!key) return {};
  return Object.fromEntries(
    key.split('|').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The selection's id on the wire: `<event>/<type>/<spec key>/<outcome>`. */
export function selectionKey(leg: {
  eventId: string;
  typeId: number;
  specKey: string;
  outcomeId: string;
}): string {
  return `${leg.eventId}/${leg.typeId}/${leg.specKey}/${leg.outcomeId}`;
}

/** The market's id on the wire: `<event>/<type>/<spec key>`. */
export function marketKey(market: { eventId: string; typeId: number; specKey: string }): string {
  return `${market.eventId}/${market.typeId}/${market.specKey}`;
}

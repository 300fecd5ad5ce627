/**
 * Text PostgreSQL cannot keep: a NUL, or half of a UTF-16 surrogate pair (which no UTF-8 can
 * spell). Any such string arriving in a request is refused where it arrives, never passed on to
 * a query that would fail with a 500.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The dotted paths of every string (or key) in a parsed body or query that is unstorable. */
export function unstorablePaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return isUnstorable(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    isUnstorable(key) ? [[...path, key].join('.')] : unstorablePaths(item, [...path, key]),
  );
}

/** Deeper JSON is refused before any recursive walk (ours or zod's) could run out of stack. */
export const MAX_BODY_DEPTH = 32;

/** Whether arrays and objects nest deeper than `limit`; a loop, so any depth is safe to ask about. */
export function nestedDeeperThan(value: unknown, limit: number = MAX_BODY_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Bytes as UTF-8 text, or null when they are not UTF-8: a signed body is read as sent, never
 * with replacement characters that would make it other text than the one signed.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

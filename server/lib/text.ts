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

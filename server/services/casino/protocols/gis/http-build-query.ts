/**
 * PHP's `http_build_query` and `parse_str`, as Slotegrator GIS signs with the first and sends
 * form bodies the second reads: nested arrays become `name[0][key]` (brackets percent-encoded,
 * as PHP encodes them), values are encoded with `urlencode` (RFC 1738: everything but
 * `A-Za-z0-9-_.` is `%XX` in upper case, a space is `+`), `null` is left out, `true`/`false`
 * are `1`/`0`, and an empty array writes nothing.
 */

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | QueryObject;
export type QueryObject = { [key: string]: QueryValue };

/** PHP's `urlencode`: `encodeURIComponent` also keeps `!'()*~`, which PHP encodes. */
export function phpUrlencode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** The pairs in the order PHP walks them (insertion order; a caller sorts first if it must). */
export function httpBuildQuery(params: QueryObject): string {
  const pairs: string[] = [];
  const walk = (key: string, value: QueryValue) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value);
      for (const [child, item] of entries) walk(`${key}[${child}]`, item);
      return;
    }
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
    pairs.push(`${phpUrlencode(key)}=${phpUrlencode(text)}`);
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return pairs.join('&');
}

/**
 * PHP's `parse_str` for a form body: `a[0][b]=1&a[1][b]=2` is `{a: {0: {b: '1'}, 1: {b: '2'}}}`
 * (objects keyed by the digits, in arrival order, as PHP's arrays are), `a[]=x` appends. A key
 * that is both a value and an array keeps the last, as PHP does. Keys are capped in depth so a
 * hostile body cannot nest without bound.
 */
export function parseStr(body: string, maxDepth = 8): QueryObject {
  const root: QueryObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(name);
    if (!match) {
      root[name] = value;
      continue;
    }
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > maxDepth + 1) continue;
    let node: QueryObject = root;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(nextIndex(node)) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const child = node[key];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) node[key] = {};
      node = node[key] as QueryObject;
    });
  }
  return root;
}

/** PHP's next index of an array: one past the largest integer key, or 0. */
function nextIndex(node: QueryObject): number {
  const indices = Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .map(Number);
  return indices.length === 0 ? 0 : Math.max(...indices) + 1;
}

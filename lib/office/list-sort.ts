/** A list's order: the field the API (or a list held whole) sorts by, and which way. */
export type ListSort<F extends string = string> = { field: F; direction: 'asc' | 'desc' };

/** The order the address names (`?sort=name`, `?sort=-name` for descending), if it is one of `fields`. */
export function sortFromSearch<F extends string>(
  search: string,
  fields: readonly F[],
): ListSort<F> | null {
  const value = new URLSearchParams(search).get('sort');
  if (!value) return null;
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as F;
  return fields.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

/** `search` with its `sort` replaced by `sort` (or removed); `''` when nothing is left. */
export function searchWithSort(search: string, sort: ListSort | null): string {
  const params = new URLSearchParams(search);
  if (sort) params.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.field}`);
  else params.delete('sort');
  const query = params.toString();
  return query ? `?${query}` : '';
}

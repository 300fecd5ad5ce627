/** What a form's sub-page shows: its form once every list it needs is in, else why not. */
export function loadState(
  lists: readonly unknown[],
  errors: readonly unknown[],
  missing: boolean,
): 'loading' | 'error' | 'missing' | 'ready' {
  if (lists.every((list) => list !== undefined)) return missing ? 'missing' : 'ready';
  return errors.some(Boolean) ? 'error' : 'loading';
}

/** A redirect rule's path as it is stored and looked up: `/a/b/` → `/a/b`; the root stays `/`. */
export function normalizeRedirectPath(path: string) {
  return path.replace(/\/+$/, '') || '/';
}

import { guardedReload } from './reload-guard';

/**
 * A script of the build that could not be loaded (spec §8): webpack's and Turbopack's
 * `ChunkLoadError`, "Loading chunk … failed", a CSS chunk, or a dynamic `import()` the browser
 * could not fetch (usually: a deploy removed the old build's files).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return (
    /Loading (?:CSS )?chunk [^\s]+ failed/i.test(message) ||
    /Failed to load chunk/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message)
  );
}

/**
 * Reloads the route the visitor was going to by a full page load, which fetches the current
 * build, when `error` is a failed chunk load; the reload guard (once per path in 10 s) stops a
 * loop when the files really are gone. Returns whether it reloaded.
 */
export function reloadOnChunkError(error: unknown, target?: string): boolean {
  return isChunkLoadError(error) && guardedReload(target ?? window.location.href);
}

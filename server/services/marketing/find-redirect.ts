import { and, eq, inArray, or } from 'drizzle-orm';
import { normalizeRedirectPath } from '@/lib/marketing/redirect-path';
import type { Redirect } from '@/lib/schemas/marketing';
import type { Db } from '@/server/db/client';
import { redirectRules, type RedirectRule } from '@/server/db/schema';

const EXTERNAL = /^https?:\/\/[^/]/i;

/** The path and each of its parents on a segment boundary: `/a/b` → `/a/b`, `/a`, `/`. */
function prefixesOf(path: string) {
  const prefixes = [path];
  for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
    prefixes.push(path.slice(0, end));
  }
  if (path !== '/') prefixes.push('/');
  return prefixes;
}

/** What follows `prefix` in `path`, with its leading slash: (`/promo/a/b`, `/promo`) → `/a/b`. */
function restOf(path: string, prefix: string) {
  if (prefix === '/') return path === '/' ? '' : path;
  return path.slice(prefix.length);
}

/** `destination` with `rest` appended to its path, before any query or fragment. */
function appendRest(destination: string, rest: string) {
  if (!rest) return destination;
  const cut = destination.search(/[?#]/);
  const [base, tail] =
    cut < 0 ? [destination, ''] : [destination.slice(0, cut), destination.slice(cut)];
  return `${base.replace(/\/+$/, '')}${rest}${tail}`;
}

/** An internal path, not `//host` or `/\host`, which browsers read as another site. */
function isInternal(destination: string) {
  return /^\/(?![/\\])/.test(destination);
}

/**
 * The redirect for a path (without the language prefix; a trailing slash is ignored): the active
 * exact rule, else the active prefix rule with the longest path matching on a segment boundary
 * (`/promo` matches `/promo` and `/promo/a`, not `/promotion`). A prefix rule with `keep_rest`
 * appends the rest of the path to its destination.
 */
export async function findRedirect(ctx: { db: Db }, rawPath: string): Promise<Redirect | null> {
  const path = normalizeRedirectPath(rawPath);
  const rules = await ctx.db
    .select()
    .from(redirectRules)
    .where(
      and(
        eq(redirectRules.active, true),
        or(
          and(eq(redirectRules.match, 'exact'), eq(redirectRules.path, path)),
          and(eq(redirectRules.match, 'prefix'), inArray(redirectRules.path, prefixesOf(path))),
        ),
      ),
    );
  const rule = pick(rules);
  if (!rule) return null;
  const to =
    rule.match === 'prefix' && rule.keepRest
      ? appendRest(rule.destination, restOf(path, rule.path))
      : rule.destination;
  const external = EXTERNAL.test(to);
  if (!external && !isInternal(to)) return null;
  return { to, status: rule.status, external };
}

/** Exact before prefix; among prefixes the longest; among equals the newest. */
function pick(rules: RedirectRule[]) {
  return rules.sort(
    (a, b) =>
      Number(b.match === 'exact') - Number(a.match === 'exact') ||
      b.path.length - a.path.length ||
      b.id - a.id,
  )[0];
}

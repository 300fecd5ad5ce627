/**
 * `api.casino.example` (and `api.localhost`): the host the spec's API base points at (§7). Apart
 * from `api-host.ts`, which needs Next's server module, so the site server can ask it before Next
 * has started (`site-server/service-listener.ts`).
 */
export function isApiHost(host: string | null | undefined) {
  return /^api\./i.test(host ?? '');
}

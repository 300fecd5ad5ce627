/**
 * The site's own calls to the API (the middleware, server rendering) forward the visitor's
 * X-Forwarded-For, which the site server (site-server/) already ended with the visitor's peer.
 * Coming back through the site server they would gain one more hop, the site itself; this
 * header, holding a secret the site server draws at start (`SITE_HOP_TOKEN`, in its process's
 * environment only), tells it to leave the chain as it is. From anyone else it is dropped.
 */
export const SITE_HOP_HEADER = 'x-site-hop';

/** The header to add to the site's own calls to the API; none when no site server runs. */
export function siteHopHeaders(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const token = env.SITE_HOP_TOKEN;
  return token ? { [SITE_HOP_HEADER]: token } : {};
}

/**
 * Headers of the visitor the API needs: address, browser, the proxy's country. The API reads the
 * address and the country only as far as it trusts the hops (lib/net/client-address.ts).
 */
const FORWARDED = ['x-forwarded-for', 'x-real-ip', 'user-agent', 'cf-ipcountry'];

/** The visitor's headers to forward, with the configured country and client-address headers. */
export function forwardedVisitorHeaders(
  request: { headers: { get(name: string): string | null } },
  env: Record<string, string | undefined> = process.env,
) {
  const headers: Record<string, string> = {};
  const extra = [env.GEO_COUNTRY_HEADER, env.CLIENT_IP_HEADER]
    .map((name) => name?.trim().toLowerCase())
    .filter((name): name is string => !!name);
  for (const name of new Set([...FORWARDED, ...extra])) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return { ...headers, ...siteHopHeaders(env) };
}

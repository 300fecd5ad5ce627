/**
 * The site's public origin (NEXT_PUBLIC_SITE_URL) and what can be wrong with it. Read by the
 * configuration and by the site server at start (`site-server/index.ts`), outside Next.
 */

/** The site's origin as configured, else this machine at the port the site listens on. */
export function siteUrlOf(configured: string | undefined, port: number) {
  return (configured ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

/**
 * What is wrong with the site's public origin, for a warning at start (`npm start`): unset in
 * production, links point at this machine; set to this machine at another port than the one the
 * site listens on, every link the server builds (the checkout, game frames, their wallet calls)
 * leads nowhere. Null when it is fine.
 */
export function siteUrlProblem(
  source: Record<string, string | undefined>,
  listeningPort: number,
): string | null {
  const configured = source.NEXT_PUBLIC_SITE_URL || undefined;
  if (!configured) {
    return source.NODE_ENV === 'production'
      ? `NEXT_PUBLIC_SITE_URL is not set: links the server builds point at http://localhost:${listeningPort}; set it to the address players open`
      : null;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    return null; // loadConfig names a malformed value
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]', '::1'];
  const local = loopback.includes(url.hostname);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  // Bound to the loopback (HOST), the site is reached only through a proxy on this machine, which
  // may well listen on another port (`npm run cluster`'s balancer).
  const behindLocalProxy = loopback.includes(source.HOST ?? '');
  return local && port !== listeningPort && !behindLocalProxy
    ? `NEXT_PUBLIC_SITE_URL is ${configured} but the site listens on port ${listeningPort}: checkout links, game frames and their wallet calls will not reach it`
    : null;
}

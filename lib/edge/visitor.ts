import type { NextRequest } from 'next/server';
import {
  proxyTrustFromEnv,
  resolveClientAddress,
  type ClientAddress,
} from '@/lib/net/client-address';

/** A host without its port or a leading `www.`: `www.casino.kz:443` → `casino.kz`. */
export function visitorDomain(host: string) {
  return host
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .toLowerCase();
}

/** The domain the visitor typed, as the proxy in front (or Next) reports it. */
export function requestDomain(request: NextRequest) {
  return visitorDomain(request.headers.get('x-forwarded-host') ?? request.nextUrl.host);
}

/**
 * The visitor as the API sees them (lib/net/client-address.ts): the X-Forwarded-For hops, the
 * last one the site server's peer, walked under TRUSTED_PROXIES / TRUSTED_PROXY_HOPS.
 */
export function visitor(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): ClientAddress {
  const trust = proxyTrustFromEnv(env);
  return resolveClientAddress(
    {
      forwardedFor: headers.get('x-forwarded-for'),
      clientIpHeader: trust.clientIpHeader && headers.get(trust.clientIpHeader),
    },
    trust,
  );
}

/** The visitor's address; empty when the nearest hop is not an address. */
export function visitorAddress(headers: Headers, env?: Record<string, string | undefined>) {
  const { address } = visitor(headers, env);
  return address === 'unknown' ? '' : address;
}

import { RANGE_ALIASES, formatIp, inRange, parseHop, parseRange, type IpRange } from './ip';

/**
 * Who may tell us the client's address: proxies by address (TRUSTED_PROXIES), a count of proxies
 * in front (TRUSTED_PROXY_HOPS) and the header a trusted proxy puts the address in
 * (CLIENT_IP_HEADER, lower case). Nothing trusted, the client is the socket's peer.
 */
export type ProxyTrust = {
  ranges: readonly IpRange[];
  hops: number;
  clientIpHeader: string | null;
};

export const NO_PROXY_TRUST: ProxyTrust = { ranges: [], hops: 0, clientIpHeader: null };

/** The client as the trusted hops report it, and whether the nearest hop is trusted. */
export type ClientAddress = {
  /** The canonical address, or `unknown` when the nearest hop is not an address. */
  address: string;
  /** The socket's peer is a trusted proxy: headers it sets (the geo country) may be believed. */
  peerTrusted: boolean;
};

/**
 * TRUSTED_PROXIES: comma-separated addresses, CIDR ranges and the shorthands `loopback`
 * (127.0.0.0/8, ::1) and `private` (RFC 1918, fc00::/7). Answers the ranges and the entries
 * that are none of those.
 */
export function parseTrustedProxies(list: string): { ranges: IpRange[]; bad: string[] } {
  const ranges: IpRange[] = [];
  const bad: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const alias = RANGE_ALIASES[entry.toLowerCase()];
    const parsed = (alias ?? [entry]).map(parseRange);
    if (parsed.every((range) => range !== null)) ranges.push(...parsed);
    else bad.push(entry);
  }
  return { ranges, bad };
}

/** The request's hops: X-Forwarded-For left to right, then the socket's peer when known. */
function requestChain(forwardedFor: string | null | undefined, peer: string | null | undefined) {
  const hops = forwardedFor ? forwardedFor.split(',') : [];
  return peer ? [...hops, peer] : hops;
}

/**
 * The client's address. The chain is the X-Forwarded-For hops, left to right, then the socket's
 * peer; without a peer (the API mounted in Next, whose site server appends it to
 * X-Forwarded-For) the last hop is the peer. Walking from the right, hops that are trusted (in
 * the ranges, or among the `hops` nearest) are skipped; the first one that is not is the
 * client. A hop that is not an address stops the walk: the one to its right is the client. A
 * client may write any X-Forwarded-For it likes; it only ever lands left of the first hop we
 * trust, so it is never read unless every proxy to its right is trusted.
 *
 * `clientIpHeader` is the value of CLIENT_IP_HEADER: a trusted peer's word for the client,
 * ignored from anyone else.
 */
export function resolveClientAddress(
  request: {
    forwardedFor: string | null | undefined;
    peer?: string | null;
    clientIpHeader?: string | null;
  },
  trust: ProxyTrust,
): ClientAddress {
  const chain = requestChain(request.forwardedFor, request.peer);
  const nearest = chain.length > 0 ? parseHop(chain[chain.length - 1]!) : null;
  if (!nearest) return { address: 'unknown', peerTrusted: false };
  const trusted = (address: typeof nearest, distance: number) =>
    distance < trust.hops || trust.ranges.some((range) => inRange(address, range));

  const peerTrusted = trusted(nearest, 0);
  if (peerTrusted && trust.clientIpHeader && request.clientIpHeader) {
    // One address; a list is not what such a header holds, and it falls back to the walk.
    const stated = parseHop(request.clientIpHeader);
    if (stated) return { address: formatIp(stated), peerTrusted };
  }
  let client = nearest;
  for (let distance = 1; distance < chain.length && trusted(client, distance - 1); distance++) {
    const next = parseHop(chain[chain.length - 1 - distance]!);
    if (!next) break;
    client = next;
  }
  return { address: formatIp(client), peerTrusted };
}

/**
 * The same trust read from the environment where server/config.ts does not run (the
 * middleware). The API refuses to start with a malformed value; here one trusts nothing.
 */
export function proxyTrustFromEnv(env: Record<string, string | undefined>): ProxyTrust {
  const key = [env.TRUSTED_PROXIES, env.TRUSTED_PROXY_HOPS, env.CLIENT_IP_HEADER].join('|');
  if (cachedTrust?.key === key) return cachedTrust.trust;
  const { ranges, bad } = parseTrustedProxies(env.TRUSTED_PROXIES ?? '');
  const hops = Number(env.TRUSTED_PROXY_HOPS || 0);
  const header = env.CLIENT_IP_HEADER?.trim().toLowerCase() || null;
  const valid = bad.length === 0 && Number.isInteger(hops) && hops >= 0;
  const trust = valid ? { ranges, hops, clientIpHeader: header } : NO_PROXY_TRUST;
  cachedTrust = { key, trust };
  return trust;
}

let cachedTrust: { key: string; trust: ProxyTrust } | undefined;

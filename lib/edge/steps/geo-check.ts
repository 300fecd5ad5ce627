import { NextResponse } from 'next/server';
import { geoAnswerSchema } from '@/lib/schemas/geo';
import { isBot } from '../bots';
import { createLookupCache } from '../cache';
import { splitLocale } from '../locale-path';
import type { EdgeStep } from '../types';
import { visitor } from '../visitor';

type GeoVerdict = 'allowed' | 'blocked';

const cache = createLookupCache<GeoVerdict>({ name: 'geo', ttlMs: 60_000, staleMs: 10 * 60_000 });
const NO_ACCESS = '/no-access';

/**
 * Geo (spec §4): `GET /geo_ip` per visitor address (cached). A 451 sends the visitor to
 * /no-access; a successful check on /no-access sends them back to /. Search engines skip the
 * lookup; any other failure is only logged.
 */
export const geoCheck: EdgeStep = async ({ request, api, background }) => {
  if (isBot(request.headers.get('user-agent'))) return undefined;
  // The API believes the country header only from a trusted peer; so does the cache key.
  const { address, peerTrusted } = visitor(request.headers);
  const country = peerTrusted
    ? (request.headers.get(process.env.GEO_COUNTRY_HEADER?.toLowerCase() || 'cf-ipcountry') ?? '')
    : '';
  const verdict = await cache.get(
    `${address}|${country}`,
    async () => {
      const { ok, status } = await api.get('geo_ip', geoAnswerSchema);
      if (status === 451) return 'blocked';
      if (ok) return 'allowed';
      throw new Error(`status ${status}`);
    },
    background,
  );
  const { prefix, path } = splitLocale(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  url.search = '';
  if (verdict === 'blocked' && path !== NO_ACCESS) {
    url.pathname = `${prefix}${NO_ACCESS}`;
    return NextResponse.redirect(url, 307);
  }
  if (verdict === 'allowed' && path === NO_ACCESS) {
    url.pathname = prefix || '/';
    return NextResponse.redirect(url, 307);
  }
  return undefined;
};

export const geoCache = cache;

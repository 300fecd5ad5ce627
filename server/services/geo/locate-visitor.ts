import 'server-only';
import type { Region } from '@/lib/constants/geo';
import type { VisitorLocation } from '@/lib/schemas/geo';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { ipCountry } from './ip-country';

/**
 * Codes a proxy sends for "no country": Cloudflare's XX (unknown) and T1 (Tor), MaxMind's
 * A1/A2/O1 (anonymous proxy, satellite, other), ZZ and the continents EU/AP.
 */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'ZZ', 'EU', 'AP']);

/**
 * Where the visitor is: the country from the trusted proxy's header (`GEO_COUNTRY_HEADER`; the
 * caller passes it only when the nearest hop is a trusted proxy), else from the bundled IP table; null when neither knows (private and
 * loopback addresses, native IPv6 without the header). A country in GEO_BLOCKED_COUNTRIES is
 * refused with 451 `region_blocked` (spec §8: the client goes to /no-access).
 */
export async function locateVisitor(
  ctx: Pick<AppContext, 'config'>,
  visitor: { ip: string; countryHeader: string | undefined },
): Promise<VisitorLocation> {
  const { geo } = ctx.config;
  const country = await visitorCountry(visitor);
  if (country && geo.blockedCountries.includes(country)) {
    throw AppError.of('region_blocked', 451);
  }
  return { ip: visitor.ip, country_code: country, region: regionOf(country) };
}

/**
 * The visitor's country alone, with no verdict on it: the trusted proxy's header, else the IP
 * table; null when neither knows. For rules narrower than the site's (a game blocked in a country).
 */
export async function visitorCountry(visitor: {
  ip: string;
  countryHeader: string | undefined;
}): Promise<string | null> {
  return headerCountry(visitor.countryHeader) ?? (await ipCountry(visitor.ip));
}

/** KZ for Kazakhstan; every other country, and an unknown one, is served as RU. */
export function regionOf(country: string | null): Region {
  return country === 'KZ' ? 'KZ' : 'RU';
}

function headerCountry(value: string | undefined) {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

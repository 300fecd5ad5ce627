/**
 * Fingerprint Pro's settings (`publicEnv.fingerprintPro`, spec §3 `fp2`) read for the agent and for
 * the page's Content-Security-Policy. Nothing here loads the agent, so the middleware may import it.
 */

export type FingerprintProConfig = { key: string; region: string; endpoint: string };

export const FINGERPRINT_PRO_REGIONS = ['us', 'eu', 'ap'] as const;
export type FingerprintProRegion = (typeof FINGERPRINT_PRO_REGIONS)[number];

/** Where the npm loader fetches the agent's script from (its default `scriptUrlPattern`). */
export const FINGERPRINT_PRO_SCRIPT_ORIGIN = 'https://fpnpmcdn.net';
/** Fingerprint's API: `api.fpjs.io` for `us`, `eu.api.fpjs.io` and `ap.api.fpjs.io` for the others. */
export const FINGERPRINT_PRO_API_SOURCES = ['https://api.fpjs.io', 'https://*.api.fpjs.io'] as const;

/** The configured region, or undefined (the agent's default, `us`) for anything else. */
export function fingerprintProRegion(value: string): FingerprintProRegion | undefined {
  return FINGERPRINT_PRO_REGIONS.find((region) => region === value.trim().toLowerCase());
}

/** The configured own endpoint when it is an https URL; undefined means Fingerprint's own API. */
export function fingerprintProEndpoint(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the page's policy must allow for the agent, or null while no key is set: its script's
 * origin (read by browsers older than CSP 3; the others trust it through `'strict-dynamic'`) and
 * the origins it calls, the own endpoint's in place of Fingerprint's API when one is set.
 */
export function fingerprintProSources(
  config: FingerprintProConfig,
): { scripts: string[]; connects: string[] } | null {
  if (!config.key) return null;
  const endpoint = fingerprintProEndpoint(config.endpoint);
  return {
    scripts: [FINGERPRINT_PRO_SCRIPT_ORIGIN],
    connects: endpoint ? [new URL(endpoint).origin] : [...FINGERPRINT_PRO_API_SOURCES],
  };
}

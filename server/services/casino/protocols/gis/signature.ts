import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { httpBuildQuery, type QueryObject } from './http-build-query';

/**
 * Slotegrator GIS's signature, both directions (their callbacks to us, our calls to them):
 * `X-Sign` = lowercase hex HMAC-SHA1(merchant key, http_build_query(ksort(params ∪ {X-Merchant-Id,
 * X-Timestamp, X-Nonce}))). `ksort` orders the top-level keys only (byte order, so the
 * capitalised headers come first); nested arrays keep their order. The timestamp is unix seconds
 * and must be within GIS_TIMESTAMP_WINDOW_S of the receiver's clock.
 */

export const GIS_TIMESTAMP_WINDOW_S = 30;

export type GisHeaders = {
  'X-Merchant-Id': string;
  'X-Timestamp': string;
  'X-Nonce': string;
  'X-Sign': string;
};

export type GisCredentials = { merchantId: string; merchantKey: string };

/** PHP `ksort` on string keys that are not numeric: plain byte order. */
function ksort(params: QueryObject): QueryObject {
  const keys = Object.keys(params).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, params[key]]));
}

/** The text GIS signs: the sorted params and the three headers as PHP would build the query. */
export function gisSigningString(
  params: QueryObject,
  headers: Pick<GisHeaders, 'X-Merchant-Id' | 'X-Timestamp' | 'X-Nonce'>,
): string {
  return httpBuildQuery(ksort({ ...params, ...headers }));
}

export function gisSign(
  merchantKey: string,
  params: QueryObject,
  headers: Pick<GisHeaders, 'X-Merchant-Id' | 'X-Timestamp' | 'X-Nonce'>,
): string {
  return createHmac('sha1', merchantKey).update(gisSigningString(params, headers)).digest('hex');
}

/** The four headers of a signed call made now (`nowMs`), with a fresh nonce. */
export function gisSignedHeaders(
  credentials: GisCredentials,
  params: QueryObject,
  nowMs: number,
  nonce: string = randomBytes(16).toString('hex'),
): GisHeaders {
  const base = {
    'X-Merchant-Id': credentials.merchantId,
    'X-Timestamp': String(Math.floor(nowMs / 1000)),
    'X-Nonce': nonce,
  };
  return { ...base, 'X-Sign': gisSign(credentials.merchantKey, params, base) };
}

export type GisVerdict = 'ok' | 'missing' | 'wrong_merchant' | 'stale' | 'bad_signature';

/**
 * Checks a received call: the merchant is ours, the timestamp is within the window of `nowMs`
 * and the signature matches (compared in constant time). Answers why not, for the error text;
 * never throws.
 */
export function verifyGis(
  credentials: GisCredentials,
  params: QueryObject,
  read: (name: keyof GisHeaders) => string | null | undefined,
  nowMs: number,
): GisVerdict {
  const merchantId = read('X-Merchant-Id');
  const timestamp = read('X-Timestamp');
  const nonce = read('X-Nonce');
  const sign = read('X-Sign');
  if (!merchantId || !timestamp || !nonce || !sign) return 'missing';
  if (merchantId !== credentials.merchantId) return 'wrong_merchant';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale';
  if (Math.abs(Number(timestamp) - nowMs / 1000) > GIS_TIMESTAMP_WINDOW_S) return 'stale';
  let expected: Buffer;
  try {
    expected = Buffer.from(
      gisSign(credentials.merchantKey, params, {
        'X-Merchant-Id': merchantId,
        'X-Timestamp': timestamp,
        'X-Nonce': nonce,
      }),
    );
  } catch {
    // Half a surrogate pair has no UTF-8 (`urlencode` throws): no signature can be this call's.
    return 'bad_signature';
  }
  const given = Buffer.from(sign.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'ok'
    : 'bad_signature';
}

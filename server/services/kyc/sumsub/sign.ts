import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Sumsub's signatures (research §2): every API call carries `X-App-Access-Sig`, the lower-case
 * hex HMAC-SHA256 of `ts + METHOD + path-with-query + body` under the app's secret key; every
 * webhook carries `X-Payload-Digest`, the hex HMAC of the raw body under the webhook secret, with
 * the algorithm named in `X-Payload-Digest-Alg`.
 */

export const APP_TOKEN_HEADER = 'x-app-token';
export const ACCESS_TS_HEADER = 'x-app-access-ts';
export const ACCESS_SIG_HEADER = 'x-app-access-sig';
export const DIGEST_HEADER = 'x-payload-digest';
export const DIGEST_ALG_HEADER = 'x-payload-digest-alg';

/** A call's timestamp may be this far from the provider's clock (the sandbox checks it). */
export const ACCESS_TS_SKEW_S = 300;

const DIGEST_ALGORITHMS = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
} as const;
export type DigestAlgorithm = keyof typeof DIGEST_ALGORITHMS;

export function accessSignature(
  secretKey: string,
  ts: string,
  method: string,
  pathWithQuery: string,
  body: Uint8Array | string,
): string {
  return createHmac('sha256', secretKey)
    .update(ts + method.toUpperCase() + pathWithQuery)
    .update(body)
    .digest('hex');
}

export function payloadDigest(
  secret: string,
  raw: Uint8Array | string,
  algorithm: DigestAlgorithm = 'HMAC_SHA256_HEX',
): string {
  return createHmac(DIGEST_ALGORITHMS[algorithm], secret).update(raw).digest('hex');
}

/** Hex strings compared in constant time; a missing or malformed one is simply unequal. */
export function sameHex(expected: string, given: string | null | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Whether a webhook's digest is right for its raw bytes (an unknown algorithm is not). */
export function hasValidDigest(secret: string, raw: Uint8Array, headers: Headers): boolean {
  const algorithm = (headers.get(DIGEST_ALG_HEADER) ?? 'HMAC_SHA256_HEX') as DigestAlgorithm;
  if (!(algorithm in DIGEST_ALGORITHMS)) return false;
  return sameHex(payloadDigest(secret, raw, algorithm), headers.get(DIGEST_HEADER));
}

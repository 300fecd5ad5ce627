import { createHmac } from 'node:crypto';
import { safeEqual } from '@/server/lib/secrets';

/** The header of a NOWPayments IPN that carries its signature (hex HMAC-SHA512). */
export const IPN_SIGNATURE_HEADER = 'x-nowpayments-sig';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The body with every object's keys in order, at every depth, arrays left in theirs: what
 * NOWPayments' PHP (`tksort` + `json_encode`) and Python (`sort_keys=True`) examples sign.
 */
export function sortKeysDeep(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeysDeep(value[key]!)]),
  );
}

/**
 * Their Node example to the letter (`sortObject`): an array goes through the same reduce, so it
 * becomes an object keyed by index. Only differs from `sortKeysDeep` for a body with an array
 * (`payment_extra_ids`), so it is checked too.
 */
function sortObjectAsDocumented(value: Json): Json {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, Json>;
  const sorted: Record<string, Json> = {};
  for (const key of Object.keys(record).sort()) sorted[key] = sortObjectAsDocumented(record[key]!);
  return sorted;
}

const hmac = (text: string, secret: string) =>
  createHmac('sha512', secret).update(text).digest('hex');

/** The signature of an IPN body as the stand-in (and NOWPayments) sends it: keys sorted at every depth. */
export function signIpn(body: Json, secret: string) {
  return hmac(JSON.stringify(sortKeysDeep(body)), secret);
}

/**
 * Constant-time check of `x-nowpayments-sig` over the raw body. NOWPayments documents the
 * signed text three ways: keys sorted at every depth (its PHP and Python examples), its Node
 * `sortObject` (arrays as index-keyed objects), and, in its older pages, `JSON.stringify(params,
 * Object.keys(params).sort())` (a replacer list: nested objects keep only keys the top level
 * has). A signature of any of them under the IPN secret is theirs; nothing else is. A body that
 * is not a JSON object is never valid.
 */
export function hasValidIpnSignature(rawBody: string, secret: string, presented: string | null) {
  if (!presented) return false;
  let body: Json;
  try {
    body = JSON.parse(rawBody) as Json;
  } catch {
    return false;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const given = presented.trim().toLowerCase();
  const texts = new Set([
    JSON.stringify(sortKeysDeep(body)),
    JSON.stringify(sortObjectAsDocumented(body)),
    JSON.stringify(body, Object.keys(body).sort()),
  ]);
  let valid = false;
  // Every form is computed and compared, so the time taken does not tell which one matched.
  for (const text of texts) valid = safeEqual(given, hmac(text, secret)) || valid;
  return valid;
}

import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CAPTCHA_TOKEN_MAX_AGE_S } from '@/lib/constants/captcha';
import { createRecentCache } from '@/server/lib/recent-cache';
import type { SiteverifyAnswer } from '@/lib/schemas/captcha';

/**
 * The sandbox captcha's tokens: what Google's script hands a page and Google's `siteverify`
 * reads back, made here so that development and tests run the real protocol without Google.
 * A token is the action, the page's host, the score, the time and a nonce, signed with a key
 * derived from the sandbox's secret; anything else (a forged or altered token) is refused as
 * Google refuses it, `invalid-input-response`.
 */
const payloadSchema = z.object({
  a: z.string().max(100),
  h: z.string().max(253),
  s: z.number().min(0).max(1),
  t: z.number().int(),
  n: z.string().max(32),
});

/** Tokens already verified, for `timeout-or-duplicate`: this process's, for two minutes. */
const spent = createRecentCache<true>(10_000);

function sign(secretKey: string, payload: string) {
  return createHmac('sha256', `sandbox-captcha-token:${secretKey}`)
    .update(payload)
    .digest('base64url');
}

export function issueSandboxToken(
  secretKey: string,
  token: { action: string; hostname: string; score: number; now: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({
      a: token.action,
      h: token.hostname,
      s: token.score,
      t: token.now.getTime(),
      n: randomBytes(12).toString('base64url'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secretKey, payload)}`;
}

/** `siteverify` of the stand-in: the answer Google would give for `token`. */
export async function verifySandboxToken(
  secretKey: string,
  token: string,
  now: Date,
): Promise<SiteverifyAnswer> {
  const refused = (code: string): SiteverifyAnswer => ({ success: false, 'error-codes': [code] });
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secretKey, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refused('invalid-input-response');
  }
  let fields: z.infer<typeof payloadSchema>;
  try {
    fields = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return refused('invalid-input-response');
  }
  const nowMs = now.getTime();
  const ttlMs = CAPTCHA_TOKEN_MAX_AGE_S * 1000;
  if (nowMs - fields.t > ttlMs || fields.t - nowMs > ttlMs) return refused('timeout-or-duplicate');
  let first = false;
  await spent.get(fields.n, {
    now: nowMs,
    ttlMs,
    holds: () => true,
    load: async () => {
      first = true;
      return true;
    },
  });
  if (!first) return refused('timeout-or-duplicate');
  return {
    success: true,
    challenge_ts: new Date(fields.t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    hostname: fields.h,
    score: fields.s,
    action: fields.a,
  };
}

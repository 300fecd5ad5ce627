import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { sameHex } from '@/server/services/kyc/sumsub/sign';

/** Sandbox access tokens look like Sumsub's sandbox ones: `_act-sbx-` then the signed claims. */
const PREFIX = '_act-sbx-';

const claimsSchema = z.object({ a: z.string(), l: z.string(), e: z.number() });

function sign(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`sdk:${payload}`).digest('hex');
}

/** A WebSDK token for the applicant on a level, good for `ttlS` seconds. */
export function issueSdkToken(
  ctx: Pick<AppContext, 'clock'>,
  secret: string,
  claims: { applicantId: string; levelName: string; ttlS: number },
) {
  const payload = Buffer.from(
    JSON.stringify({
      a: claims.applicantId,
      l: claims.levelName,
      e: Math.floor(ctx.clock.now().getTime() / 1000) + claims.ttlS,
    }),
  ).toString('base64url');
  return `${PREFIX}${payload}.${sign(secret, payload)}`;
}

/** The applicant and level of a token; 401 `invalid_sdk_token` when forged, broken or expired. */
export function readSdkToken(ctx: Pick<AppContext, 'clock'>, secret: string, token: string) {
  const invalid = () => AppError.of('invalid_sdk_token', 401);
  if (!token.startsWith(PREFIX)) throw invalid();
  const [payload, signature] = token.slice(PREFIX.length).split('.');
  if (!payload || !sameHex(sign(secret, payload), signature)) throw invalid();
  let claims: z.output<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (claims.e * 1000 <= ctx.clock.now().getTime()) throw invalid();
  return { applicantId: claims.a, levelName: claims.l };
}

import 'server-only';
import { CAPTCHA_VERIFY_TIMEOUT_MS } from '@/lib/constants/captcha';
import { siteverifyAnswerSchema, type SiteverifyAnswer } from '@/lib/schemas/captcha';
import type { AppContext } from '@/server/app-context';
import type { CaptchaConfig } from '@/server/captcha-config';

/** The captcha's port: asks the provider about one token, once (a token verifies only once). */
export type CaptchaVerifier = (input: {
  token: string;
  remoteIp: string;
}) => Promise<SiteverifyAnswer>;

/**
 * The one protocol adapter: `POST` of `secret`, `response` and `remoteip` as a form, to Google or
 * to the sandbox. Throws when the provider does not answer in time or answers something else.
 */
export function siteverify(
  ctx: Pick<AppContext, 'fetch'>,
  config: Pick<CaptchaConfig, 'verifyUrl' | 'secretKey'>,
): CaptchaVerifier {
  return async ({ token, remoteIp }) => {
    const response = await ctx.fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(CAPTCHA_VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return siteverifyAnswerSchema.parse(await response.json());
  };
}

import type { APIRequestContext } from '@playwright/test';
import { SANDBOX_CAPTCHA_SITE_KEY, type CaptchaAction } from '@/lib/constants/captcha';

/**
 * A token of the sandbox captcha the e2e servers run (CAPTCHA=sandbox with development tools),
 * asked as the stand-in's script asks for one: for specs that register or sign in through the
 * API rather than the forms. One token, one request: a token verifies once.
 */
export async function captchaToken(
  request: APIRequestContext,
  action: CaptchaAction,
): Promise<string> {
  const answer = await request.post('/api/dev/recaptcha/token', {
    data: { sitekey: SANDBOX_CAPTCHA_SITE_KEY, action },
    // The page a player would be on: the stand-in signs its host into the token, and the
    // server takes only its own (a cluster's APIs are asked at 127.0.0.1, its site is localhost).
    headers: { origin: 'http://localhost' },
  });
  if (!answer.ok()) throw new Error(`sandbox captcha answered ${answer.status()}`);
  return ((await answer.json()) as { token: string }).token;
}

import 'server-only';
import type { CaptchaAction } from '@/lib/constants/captcha';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { countCaptchaCheck } from '@/server/lib/metrics';
import { isMirrorOrigin } from '@/server/services/marketing/is-mirror-origin';
import type { SiteverifyAnswer } from '@/lib/schemas/captcha';
import { siteverify } from './siteverify';

type Outcome = 'passed' | 'refused' | 'low_score' | 'wrong_action' | 'wrong_host';

/**
 * The captcha's one guard (issue 39), asked by every operation that declares `captcha` in its
 * contract before its handler runs: a token the provider vouches for, asked for this action, on
 * one of our hosts, scoring at least the action's threshold. A missing token answers 422
 * `captcha_required` (the form hides it and asks for one, spec §5), any failed check 422
 * `captcha_failed`, and a provider that does not answer 422 `captcha_unavailable`: the form
 * stays closed rather than open to robots while Google is away. Off (`CAPTCHA=off`), it lets
 * everything through.
 */
export async function checkCaptcha(
  ctx: AppContext,
  input: { action: CaptchaAction; token: string | undefined; remoteIp: string },
): Promise<void> {
  const { captcha } = ctx.config;
  if (!captcha) return;
  const { action, token, remoteIp } = input;
  if (!token) {
    countCaptchaCheck(action, 'missing');
    throw AppError.field('captcha', 'captcha_required');
  }
  let answer: SiteverifyAnswer;
  try {
    answer = await siteverify(ctx, captcha)({ token, remoteIp });
  } catch (error) {
    countCaptchaCheck(action, 'unavailable');
    log.warn('captcha provider did not answer', {
      action,
      provider: captcha.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    throw AppError.field('captcha', 'captcha_unavailable');
  }
  const outcome = await judge(ctx, answer, action);
  countCaptchaCheck(action, outcome);
  if (outcome === 'passed') return;
  log.info('captcha refused', {
    action,
    outcome,
    score: answer.score,
    tokenAction: answer.action,
    hostname: answer.hostname,
    errors: answer['error-codes'],
  });
  throw AppError.field('captcha', 'captcha_failed');
}

async function judge(
  ctx: AppContext,
  answer: SiteverifyAnswer,
  action: CaptchaAction,
): Promise<Outcome> {
  const captcha = ctx.config.captcha!;
  if (!answer.success) return 'refused';
  // A v2 token or one made for another form is no answer to this one.
  if (answer.action !== action) return 'wrong_action';
  if ((answer.score ?? 0) < captcha.minScores[action]) return 'low_score';
  if (!(await isOurHost(ctx, answer.hostname))) return 'wrong_host';
  return 'passed';
}

/**
 * Google's advice when "verify the origin" is off in the console, and a second lock when it is
 * on: the page that made the token is the site's, an allowed origin's, an active mirror's or one
 * the operator listed (RECAPTCHA_HOSTNAMES).
 */
async function isOurHost(ctx: AppContext, hostname: string | undefined): Promise<boolean> {
  if (!hostname) return false;
  const host = hostname.toLowerCase();
  const { captcha, siteUrl, allowedOrigins } = ctx.config;
  if (captcha!.hostnames.includes(host)) return true;
  const known = [siteUrl, ...allowedOrigins].flatMap((origin) => {
    try {
      return [new URL(origin).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  if (known.some((name) => name === host || `www.${name}` === host)) return true;
  const site = new URL(siteUrl);
  return isMirrorOrigin(ctx, `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
}

import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  CAPTCHA_ACTIONS,
  SANDBOX_CAPTCHA_SITE_KEY,
  type CaptchaAction,
} from '@/lib/constants/captcha';

/** Google's verification endpoint (developers.google.com/recaptcha/docs/verify). */
export const RECAPTCHA_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Where the stand-in lives, under the API base: its script, its tokens and its `siteverify`. */
export const SANDBOX_CAPTCHA_PATH = 'dev/recaptcha';

/**
 * Google's advice for v3: start at 0.5 and tune per action from the admin console's scores.
 * Logins are kept a little lower (a locked-out player costs more than a bot's login attempt,
 * which the login limits already count); registrations and resets, which cost us a mail or a
 * text each, stay at 0.5.
 */
const DEFAULT_SCORES: Record<CaptchaAction, number> = {
  register: 0.5,
  login: 0.3,
  forgot: 0.5,
  promo: 0.5,
};

const score = z.coerce.number().min(0).max(1);

/** `register=0.7, login=0.3`: thresholds per action; any other action name is refused. */
const scoreList = z.string().transform((value, ctx) => {
  const scores: Partial<Record<CaptchaAction, number>> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name, number] = entry.split('=').map((part) => part.trim());
    const parsed = score.safeParse(number);
    if (!(CAPTCHA_ACTIONS as readonly string[]).includes(name ?? '') || !parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not <action>=<0…1> with an action of ${CAPTCHA_ACTIONS.join(', ')}`,
      });
      return z.NEVER;
    }
    scores[name as CaptchaAction] = parsed.data;
  }
  return scores;
});

/**
 * The captcha (issue 39; README, "Captcha"): reCAPTCHA v3 (`recaptcha`, keys required), the
 * sandbox stand-in that speaks its protocol from this site (`sandbox`, the default with
 * development tools), or `off`, which an operator must say: a production start without keys and
 * without `CAPTCHA=off` is refused.
 */
export const captchaEnvSchema = z.object({
  CAPTCHA: z.enum(['recaptcha', 'sandbox', 'off']).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(8).max(200).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(8).max(200).optional(),
  /** Google's endpoint by default; a proxy of it where the API has no way out but one. */
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(RECAPTCHA_SITEVERIFY_URL),
  /** `recaptcha.net`'s copy of the script where google.com is blocked. */
  RECAPTCHA_SCRIPT_URL: z.url({ protocol: /^https$/ }).default(RECAPTCHA_SCRIPT_URL),
  /** The lowest score let through, per action (`register=0.7,login=0.3`); the rest keep theirs. */
  RECAPTCHA_MIN_SCORES: scoreList.optional(),
  /**
   * Host names a token may have been solved on besides the site's, the mirrors' and the
   * allowed origins' (comma-separated): the apps' hosts, say.
   */
  RECAPTCHA_HOSTNAMES: z.string().optional(),
});

type CaptchaEnv = z.output<typeof captchaEnvSchema>;

export type CaptchaConfig = {
  kind: 'recaptcha' | 'sandbox';
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** Absolute, or relative to the API base (the sandbox's). */
  scriptUrl: string;
  minScores: Record<CaptchaAction, number>;
  hostnames: string[];
};

function kindOf(env: CaptchaEnv, devTools: boolean) {
  return env.CAPTCHA ?? (devTools && !env.RECAPTCHA_SECRET_KEY ? 'sandbox' : 'recaptcha');
}

/** What is missing for the chosen captcha, for the start error. */
export function captchaConfigProblems(env: CaptchaEnv, devTools: boolean): string[] {
  const kind = kindOf(env, devTools);
  if (kind === 'sandbox' && !devTools) {
    return ['CAPTCHA: the sandbox passes any robot that asks it; set recaptcha or off'];
  }
  if (kind !== 'recaptcha') return [];
  return (['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const)
    .filter((name) => !env[name])
    .map((name) => `${name}: required for the captcha (or CAPTCHA=off to run without one)`);
}

export function captchaConfig(
  env: CaptchaEnv,
  { devTools, secret, siteUrl }: { devTools: boolean; secret: string; siteUrl: string },
): CaptchaConfig | null {
  const kind = kindOf(env, devTools);
  if (kind === 'off') return null;
  const minScores = { ...DEFAULT_SCORES, ...env.RECAPTCHA_MIN_SCORES };
  const hostnames = (env.RECAPTCHA_HOSTNAMES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (kind === 'sandbox') {
    return {
      kind,
      siteKey: SANDBOX_CAPTCHA_SITE_KEY,
      secretKey: createHash('sha256').update(`captcha-sandbox:${secret}`).digest('hex'),
      verifyUrl: `${siteUrl.replace(/\/+$/, '')}/api/${SANDBOX_CAPTCHA_PATH}/siteverify`,
      scriptUrl: `${SANDBOX_CAPTCHA_PATH}/api.js`,
      minScores,
      hostnames,
    };
  }
  return {
    kind,
    siteKey: env.RECAPTCHA_SITE_KEY!,
    secretKey: env.RECAPTCHA_SECRET_KEY!,
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
    scriptUrl: env.RECAPTCHA_SCRIPT_URL,
    minScores,
    hostnames,
  };
}

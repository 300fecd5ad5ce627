/** How often the captcha loader looks whether the reCAPTCHA script is ready (spec §9). */
export const CAPTCHA_SCRIPT_CHECK_MS = 25;

/**
 * The actions a captcha token is asked for (reCAPTCHA v3 `action`): the form's, checked by the
 * server against the operation's. Each has its own score threshold (server/captcha-config.ts).
 */
export const CAPTCHA_ACTIONS = ['register', 'login', 'forgot', 'promo'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** reCAPTCHA's rule: a token is good for two minutes and one verification. */
export const CAPTCHA_TOKEN_MAX_AGE_S = 120;

/** How long the server waits for `siteverify` before refusing the request. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;

/** The sandbox stand-in's public site key (README, "Captcha"), like the sandbox PSP's secret. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sbx-arcada-captcha';

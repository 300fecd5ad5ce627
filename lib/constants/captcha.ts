/** How often the captcha loader looks whether the reCAPTCHA script is ready (spec §9). */
export const CAPTCHA_SCRIPT_CHECK_MS = 25;

import { recaptchaOn } from '@/lib/edge/page-security';

/** The page policy frames Google's challenge exactly when server/captcha-config.ts runs reCAPTCHA. */
describe('recaptchaOn', () => {
  it('follows CAPTCHA when it is set', () => {
    expect(recaptchaOn({ CAPTCHA: 'recaptcha' }, true)).toBe(true);
    expect(recaptchaOn({ CAPTCHA: 'sandbox' }, false)).toBe(false);
    expect(recaptchaOn({ CAPTCHA: 'off' }, false)).toBe(false);
  });

  it('is the sandbox with development tools, unless reCAPTCHA\u2019s secret is set', () => {
    expect(recaptchaOn({}, true)).toBe(false);
    expect(recaptchaOn({ DEV_TOOLS: '1' }, false)).toBe(false);
    expect(recaptchaOn({ DEV_TOOLS: '1', RECAPTCHA_SECRET_KEY: 'secret-key' }, false)).toBe(true);
  });

  it('is reCAPTCHA in production', () => {
    expect(recaptchaOn({}, false)).toBe(true);
  });
});

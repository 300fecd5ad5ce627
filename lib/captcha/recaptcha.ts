import { CAPTCHA_SCRIPT_CHECK_MS } from '@/lib/constants/captcha';

/** The part of Google's `grecaptcha` global that v3 uses. */
export type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** Spec §4: captcha loader states. */
export type RecaptchaState = 'not-loaded' | 'loading' | 'loaded';

export type RecaptchaLoader = {
  readonly state: RecaptchaState;
  /**
   * Loads the script for `siteKey` once, from `scriptUrl` (Google's by default; the sandbox's
   * stand-in in development); a second site key is refused (spec §8).
   */
  load(siteKey: string, scriptUrl?: string): Promise<void>;
  /** A fresh token for `action` (reCAPTCHA v3 wants one per action, used once). */
  execute(action: string): Promise<string>;
};

export type RecaptchaLoaderOptions = {
  /** The page to load into; the current one by default. */
  document?: Document;
  /** Where `grecaptcha` appears; the current window by default. */
  window?: Window;
};

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Where the script's challenge frame comes from: pages must allow framing these (Google's CSP notes). */
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
] as const;
export const DIFFERENT_SITE_KEY_MESSAGE = 'reCAPTCHA already loaded with different site key!';

/**
 * reCAPTCHA v3 (spec §7): injects Google's script once, then looks every
 * CAPTCHA_SCRIPT_CHECK_MS until `grecaptcha.execute` exists and `grecaptcha.ready` has fired.
 * A failed script load returns to `not-loaded`, so a later call may try again.
 */
export function createRecaptchaLoader(options: RecaptchaLoaderOptions = {}): RecaptchaLoader {
  let state: RecaptchaState = 'not-loaded';
  let siteKey: string | null = null;
  let loading: Promise<void> | null = null;

  const grecaptcha = () =>
    ((options.window ?? globalThis.window) as (Window & { grecaptcha?: Grecaptcha }) | undefined)
      ?.grecaptcha;

  function inject(key: string, scriptUrl: string) {
    return new Promise<void>((resolve, reject) => {
      const doc = options.document ?? globalThis.document;
      if (!doc) {
        reject(new Error('reCAPTCHA needs a browser'));
        return;
      }
      const script = doc.createElement('script');
      const src = new URL(scriptUrl);
      src.searchParams.set('render', key);
      script.src = src.toString();
      script.async = true;
      script.defer = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      script.addEventListener('error', () => {
        clearTimeout(timer);
        script.remove();
        reject(new Error('reCAPTCHA script failed to load'));
      });
      const check = () => {
        const api = grecaptcha();
        if (typeof api?.execute === 'function' && typeof api.ready === 'function') {
          api.ready(() => resolve());
        } else {
          timer = setTimeout(check, CAPTCHA_SCRIPT_CHECK_MS);
        }
      };
      (doc.head ?? doc.body).appendChild(script);
      check();
    });
  }

  return {
    get state() {
      return state;
    },

    load(key, scriptUrl = RECAPTCHA_SCRIPT_URL) {
      if (siteKey !== null && siteKey !== key)
        return Promise.reject(new Error(DIFFERENT_SITE_KEY_MESSAGE));
      if (loading) return loading;
      siteKey = key;
      state = 'loading';
      loading = inject(key, scriptUrl).then(
        () => {
          state = 'loaded';
        },
        (error: unknown) => {
          state = 'not-loaded';
          siteKey = null;
          loading = null;
          throw error;
        },
      );
      return loading;
    },

    async execute(action) {
      const api = grecaptcha();
      if (state !== 'loaded' || !api || siteKey === null) throw new Error('reCAPTCHA not loaded');
      return api.execute(siteKey, { action });
    },
  };
}

/** The page's loader: one script, one site key per page. */
export const recaptcha = createRecaptchaLoader();

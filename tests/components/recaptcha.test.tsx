import { renderHook, waitFor } from '@testing-library/react';
import { createRecaptchaLoader, type Grecaptcha } from '@/lib/captcha/recaptcha';
import { CAPTCHA_SCRIPT_CHECK_MS } from '@/lib/constants/captcha';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';

type TestWindow = Window & { grecaptcha?: Grecaptcha };

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'));

/** What Google's script leaves on window once it has run. */
function fakeGrecaptcha() {
  let readyCallbacks: Array<() => void> = [];
  let counter = 0;
  const api = {
    ready: jest.fn((callback: () => void): void => {
      readyCallbacks.push(callback);
    }),
    execute: jest.fn(async (siteKey: string, { action }: { action: string }) => {
      counter += 1;
      return `token-${siteKey}-${action}-${counter}`;
    }),
    /** Fires the ready callbacks, as the script does once it is set up. */
    fireReady() {
      readyCallbacks.forEach((callback) => callback());
      readyCallbacks = [];
    },
  };
  return api;
}

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete (window as TestWindow).grecaptcha;
  jest.useRealTimers();
});

describe('the reCAPTCHA loader', () => {
  it('injects the script once and is loaded when grecaptcha is ready', async () => {
    jest.useFakeTimers();
    const loader = createRecaptchaLoader({ document, window });
    expect(loader.state).toBe('not-loaded');

    const loaded = loader.load('site-key');
    const again = loader.load('site-key');
    expect(loader.state).toBe('loading');
    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.google.com/recaptcha/api.js?render=site-key',
    ]);

    await jest.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_CHECK_MS * 4);
    expect(loader.state).toBe('loading');

    const grecaptcha = fakeGrecaptcha();
    (window as TestWindow).grecaptcha = grecaptcha;
    await jest.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_CHECK_MS - 1);
    expect(grecaptcha.ready).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1);
    expect(loader.state).toBe('loading');

    grecaptcha.fireReady();
    await expect(loaded).resolves.toBeUndefined();
    await expect(again).resolves.toBeUndefined();
    expect(loader.state).toBe('loaded');

    await loader.load('site-key');
    expect(scripts()).toHaveLength(1);
  });

  it('waits for execute, not only for the grecaptcha object', async () => {
    jest.useFakeTimers();
    const loader = createRecaptchaLoader({ document, window });
    const loaded = loader.load('site-key');
    const grecaptcha = fakeGrecaptcha();
    (window as TestWindow).grecaptcha = { ready: grecaptcha.ready } as unknown as Grecaptcha;
    await jest.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_CHECK_MS * 3);
    expect(grecaptcha.ready).not.toHaveBeenCalled();
    (window as TestWindow).grecaptcha = grecaptcha;
    await jest.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_CHECK_MS);
    grecaptcha.fireReady();
    await loaded;
    expect(loader.state).toBe('loaded');
  });

  it('refuses another site key while loading and once loaded', async () => {
    const loader = createRecaptchaLoader({ document, window });
    const grecaptcha = fakeGrecaptcha();
    const loaded = loader.load('site-key');
    await expect(loader.load('other-key')).rejects.toThrow(
      new Error('reCAPTCHA already loaded with different site key!'),
    );
    (window as TestWindow).grecaptcha = grecaptcha;
    await new Promise((resolve) => setTimeout(resolve, CAPTCHA_SCRIPT_CHECK_MS * 2));
    grecaptcha.fireReady();
    await loaded;
    await expect(loader.load('other-key')).rejects.toThrow(
      'reCAPTCHA already loaded with different site key!',
    );
    expect(scripts()).toHaveLength(1);
  });

  it('executes a fresh token per action', async () => {
    const loader = createRecaptchaLoader({ document, window });
    await expect(loader.execute('login')).rejects.toThrow('reCAPTCHA not loaded');

    const grecaptcha = fakeGrecaptcha();
    grecaptcha.ready.mockImplementation((callback) => callback());
    (window as TestWindow).grecaptcha = grecaptcha;
    await loader.load('site-key');

    expect(await loader.execute('login')).toBe('token-site-key-login-1');
    expect(await loader.execute('register')).toBe('token-site-key-register-2');
    expect(await loader.execute('login')).toBe('token-site-key-login-3');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'register' });
  });

  it('goes back to not loaded when the script fails, and may try again', async () => {
    const loader = createRecaptchaLoader({ document, window });
    const loading = loader.load('site-key');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('reCAPTCHA script failed to load');
    expect(loader.state).toBe('not-loaded');
    expect(scripts()).toHaveLength(0);

    const grecaptcha = fakeGrecaptcha();
    grecaptcha.ready.mockImplementation((callback) => callback());
    (window as TestWindow).grecaptcha = grecaptcha;
    await loader.load('another-key');
    expect(loader.state).toBe('loaded');
  });
});

const GOOGLE = 'https://www.google.com/recaptcha/api.js';
const settings = (siteKey: string, scriptUrl = GOOGLE) => async () => ({ siteKey, scriptUrl });
const none = async () => null;

describe('useCaptcha', () => {
  it('is off while the deployment runs no captcha: no script, no token', async () => {
    const loader = createRecaptchaLoader({ document, window });
    const { result } = renderHook(() => useCaptcha({ settings: none, loader }));
    expect(await result.current.getToken('register')).toBeUndefined();
    expect(scripts()).toHaveLength(0);
    expect(loader.state).toBe('not-loaded');
  });

  it('loads on mount and answers a token per action', async () => {
    const loader = createRecaptchaLoader({ document, window });
    const grecaptcha = fakeGrecaptcha();
    grecaptcha.ready.mockImplementation((callback) => callback());
    (window as TestWindow).grecaptcha = grecaptcha;
    const { result } = renderHook(() => useCaptcha({ settings: settings('site-key'), loader }));
    expect(await result.current.getToken('register')).toBe('token-site-key-register-1');
    expect(await result.current.getToken('login')).toBe('token-site-key-login-2');
    expect(scripts()).toHaveLength(1);
  });

  it('loads the script the deployment names: the sandbox\u2019s stand-in under the API', async () => {
    const loader = createRecaptchaLoader({ document, window });
    const grecaptcha = fakeGrecaptcha();
    grecaptcha.ready.mockImplementation((callback) => callback());
    (window as TestWindow).grecaptcha = grecaptcha;
    const standIn = 'http://localhost/api/dev/recaptcha/api.js';
    const { result } = renderHook(() =>
      useCaptcha({ settings: settings('sbx-key', standIn), loader }),
    );
    expect(await result.current.getToken('promo')).toBe('token-sbx-key-promo-1');
    expect(scripts()[0]!.src).toBe(`${standIn}?render=sbx-key`);
  });

  it('answers undefined when the captcha fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = createRecaptchaLoader({ document, window });
    const { result } = renderHook(() => useCaptcha({ settings: settings('site-key'), loader }));
    const token = result.current.getToken('register');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(await token).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'Captcha token not obtained',
      'reCAPTCHA script failed to load',
    );
    warn.mockRestore();
  });
});

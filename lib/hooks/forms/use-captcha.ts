'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { recaptcha, type RecaptchaLoader } from '@/lib/captcha/recaptcha';
import { publicEnv } from '@/lib/env/public';

export type UseCaptchaOptions = {
  /** reCAPTCHA v3 site key; NEXT_PUBLIC_RECAPTCHA_SITE_KEY by default. Empty turns captcha off. */
  siteKey?: string;
  /** The page's loader by default. */
  loader?: RecaptchaLoader;
};

/**
 * Captcha tokens for forms (spec §7: a token per action name). Starts loading the script when the
 * form mounts; `getToken` answers undefined when captcha is off or fails, and the form goes on
 * without one (the server decides whether that is enough).
 */
export function useCaptcha({
  siteKey = publicEnv.recaptchaSiteKey,
  loader = recaptcha,
}: UseCaptchaOptions = {}): { getToken(action: string): Promise<string | undefined> } {
  useEffect(() => {
    if (siteKey) loader.load(siteKey).catch(() => {});
  }, [siteKey, loader]);

  const getToken = useCallback(
    async (action: string) => {
      if (!siteKey) return undefined;
      try {
        await loader.load(siteKey);
        return await loader.execute(action);
      } catch (error) {
        console.warn('Captcha token not obtained', error instanceof Error ? error.message : error);
        return undefined;
      }
    },
    [siteKey, loader],
  );

  return useMemo(() => ({ getToken }), [getToken]);
}

'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { apiBaseUrl } from '@/lib/api/base-url';
import { browserApi } from '@/lib/api/browser';
import { fetchClientConfig } from '@/lib/api/client-config';
import type { CaptchaAction } from '@/lib/constants/captcha';
import { recaptcha, type RecaptchaLoader } from '@/lib/captcha/recaptcha';

/** The captcha the deployment runs: its site key and the script that makes its tokens. */
export type CaptchaSettings = { siteKey: string; scriptUrl: string };

/**
 * From `GET /client_config` (asked once per page, and already asked by analytics): null while
 * the deployment runs no captcha. The sandbox's script is a path under the API base.
 */
export async function captchaSettings(): Promise<CaptchaSettings | null> {
  const answer = await fetchClientConfig(browserApi());
  if (!answer?.captcha) return null;
  const base = `${apiBaseUrl(window.location)}/`;
  return {
    siteKey: answer.captcha.site_key,
    scriptUrl: new URL(answer.captcha.script_url, new URL(base, window.location.href)).toString(),
  };
}

export type UseCaptchaOptions = {
  /** The deployment's captcha; from the client config by default. */
  settings?: () => Promise<CaptchaSettings | null>;
  /** The page's loader by default. */
  loader?: RecaptchaLoader;
};

/**
 * Captcha tokens for forms (spec §7: a token per action name; issue 39: the server checks each).
 * Starts loading the script when the form mounts; `getToken` answers undefined when the
 * deployment runs no captcha, or when the script or its token failed: the form goes on without
 * one and the server's 422 `captcha_required` says the check did not load.
 */
export function useCaptcha({
  settings = captchaSettings,
  loader = recaptcha,
}: UseCaptchaOptions = {}): { getToken(action: CaptchaAction): Promise<string | undefined> } {
  useEffect(() => {
    settings()
      .then((captcha) => captcha && loader.load(captcha.siteKey, captcha.scriptUrl))
      .catch(() => {});
  }, [settings, loader]);

  const getToken = useCallback(
    async (action: CaptchaAction) => {
      try {
        const captcha = await settings();
        if (!captcha) return undefined;
        await loader.load(captcha.siteKey, captcha.scriptUrl);
        return await loader.execute(action);
      } catch (error) {
        console.warn('Captcha token not obtained', error instanceof Error ? error.message : error);
        return undefined;
      }
    },
    [settings, loader],
  );

  return useMemo(() => ({ getToken }), [getToken]);
}

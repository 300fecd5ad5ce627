'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { SOCIAL_PROVIDERS_PATH, joinVip, socialProviders, startSocialLogin } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { vipWishAtom } from '@/lib/atoms/auth-flow';
import type { Currency } from '@/lib/constants/currencies';
import { readCookie } from '@/lib/dom/cookies';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { usePathname } from '@/lib/i18n/navigation';
import { tokenStore } from '@/lib/session/token';

const POPUP_FEATURES = 'popup=yes,width=520,height=640';

type SocialMessage = { type: 'social-login'; token?: string; error?: string };

function isSocialMessage(data: unknown): data is SocialMessage {
  return (
    typeof data === 'object' && data !== null && (data as SocialMessage).type === 'social-login'
  );
}

/**
 * Social login (spec §7): a popup opens at once (so blockers allow it), is sent to the address
 * `PUT /auth/login` answers, and posts the token back. After it, a VIP join request goes out if
 * the register modal asked for VIP or this is the VIP page (spec §4).
 */
export function SocialButtons({ currency, onDone }: { currency?: Currency; onDone: () => void }) {
  const t = useTranslations('SocialLogin');
  const { data } = useSWR(SOCIAL_PROVIDERS_PATH, () => socialProviders(browserApi()));
  const { run, pending } = useFormAction({ failureEvent: 'login_error' });
  const { login } = useSession();
  const vipWish = useAtomValue(vipWishAtom);
  const pathname = usePathname();
  const popup = useRef<Window | null>(null);
  const wantsVip = useRef(false);
  useEffect(() => {
    wantsVip.current = vipWish || pathname === '/vip-club';
  }, [vipWish, pathname]);

  useEffect(() => {
    async function onMessage(event: MessageEvent) {
      if (!popup.current || event.source !== popup.current || !isSocialMessage(event.data)) return;
      popup.current = null;
      const { token, error } = event.data;
      await run(async () => {
        if (!token) {
          const code = error ?? 'social_login_failed';
          throw new ApiError(400, undefined, code, code);
        }
        await login(token);
        if (wantsVip.current) await joinVip(browserApi(), 'social').catch(() => {});
        onDone();
      });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [login, onDone, run]);

  const providers = data?.data ?? [];
  if (providers.length === 0) return null;

  function start(provider: string) {
    const opened = window.open('about:blank', 'social-login', POPUP_FEATURES);
    popup.current = opened;
    void run(async () => {
      const promo = readCookie('promo');
      const { url } = await startSocialLogin(browserApi(), {
        provider,
        origin: window.location.origin,
        promo: typeof promo === 'string' ? promo : null,
        token: tokenStore.get() ?? null,
        currency: currency ?? null,
      });
      if (opened) opened.location.href = url;
      else window.location.assign(url);
      return true;
    }).then((started) => {
      if (!started) opened?.close();
    });
  }

  return (
    <div className="social-buttons" aria-label={t('label')} role="group">
      <p className="muted">{t('or')}</p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="btn btn-ghost btn-block"
          disabled={pending}
          onClick={() => start(provider.id)}
        >
          {t('with', { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}

'use client';

import { useSetAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { browserApi, setApiLocale } from '@/lib/api/browser';
import { ACCOUNT_STATE_NOTICE_MS } from '@/lib/constants/account-states';
import { updateSettings } from '@/lib/api/profile';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useUser } from '@/lib/hooks/data/use-user';
import type { Locale } from '@/lib/i18n/config';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { guessTimezone, profilePreferences } from '@/lib/session/apply-profile-preferences';
import { PROFILE_KEY } from '@/lib/session/profile-cache';
import { accountNotice } from '@/lib/session/account-notice';
import { useToken } from '@/lib/session/token';
import { toast } from '@/lib/toast';

/**
 * Keeps the page in step with the session (spec §4): the API speaks the page's language, a
 * session that ends forgets its user, and a sign-in applies the profile's language and time zone.
 */
export function SessionEffects() {
  const locale = useLocale() as Locale;
  const t = useTranslations();
  const pathname = usePathname();
  const token = useToken();
  const { user } = useUser();
  const { mutate } = useSWRConfig();
  const setTimezone = useSetAtom(timezoneAtom);
  const userId = user?.id;

  useEffect(() => setApiLocale(locale), [locale]);

  // Signed out because staff blocked or closed the account: say so, in the page's language.
  useEffect(
    () =>
      accountNotice.listen((code) =>
        // Long enough to read: it explains a sign-out the player did not ask for.
        toast.error(t(`error.${code}`), { duration: ACCOUNT_STATE_NOTICE_MS }),
      ),
    [t],
  );

  useEffect(() => {
    if (!token) void mutate(PROFILE_KEY, undefined, { revalidate: false });
  }, [token, mutate]);

  useEffect(() => {
    if (!user) {
      setTimezone(guessTimezone());
      return;
    }
    const preferences = profilePreferences(user, locale, guessTimezone);
    setTimezone(preferences.timezone);
    if (preferences.save) {
      updateSettings(browserApi(), preferences.save).catch(() => {
        // saved next time
      });
    }
    if (preferences.locale !== locale) {
      const href = getPathname({ href: pathname, locale: preferences.locale, forcePrefix: true });
      const { origin, search, hash } = window.location;
      window.location.assign(new URL(`${href}${search}${hash}`, origin).href);
    }
    // Only a change of who is signed in applies the profile again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  return null;
}

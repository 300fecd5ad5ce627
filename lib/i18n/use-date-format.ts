'use client';

import { useAtomValue } from 'jotai';
import { useLocale, useTimeZone } from 'next-intl';
import { useMemo } from 'react';
import { timezoneAtom } from '@/lib/atoms/timezone';
import type { Locale } from './config';
import { formatDateTime } from './date-format';

/**
 * Dates in the page's language (`formatDateTime`: Kazakh words on kz pages, the same text on the
 * server and in any browser). The zone is the one given, else `timezoneAtom` (the player's, or
 * the browser's for a guest, once the page runs), else the site's, which the server renders with.
 */
export function useDateFormat() {
  const locale = useLocale() as Locale;
  const siteZone = useTimeZone();
  const playerZone = useAtomValue(timezoneAtom);
  return useMemo(() => {
    const timeZone = playerZone ?? siteZone;
    return {
      dateTime: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(locale, value, { ...options, timeZone: options?.timeZone ?? timeZone }),
    };
  }, [locale, playerZone, siteZone]);
}

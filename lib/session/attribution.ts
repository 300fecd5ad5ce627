'use client';

import { getCookie } from 'cookies-next/client';
import { ATTRIBUTION_COOKIES, type Attribution } from '@/lib/api/marketing';

/** The campaign cookies the middleware stored, null when absent (spec §7 attachSource). */
export function attributionFromCookies(): Attribution {
  return Object.fromEntries(
    ATTRIBUTION_COOKIES.map((name) => {
      const value = getCookie(name);
      return [name, typeof value === 'string' && value ? value : null];
    }),
  ) as Attribution;
}

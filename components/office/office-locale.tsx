'use client';

import { setOfficeApiLocale } from '@/lib/api/office';

/** Names the page's language to the office's API client (`Accept-Language`). */
export function OfficeLocale({ locale }: { locale: string }) {
  if (typeof window !== 'undefined') setOfficeApiLocale(locale);
  return null;
}

import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // requestLocale is the [locale] segment. next/root-params would replace it, but it needs the
  // root layout inside [locale], and app/not-found.tsx needs a layout at the root.
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Server-rendered dates need a fixed zone; the player's own zone replaces it after login.
    timeZone: process.env.NEXT_PUBLIC_DEFAULT_TIMEZONE || 'Europe/Moscow',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

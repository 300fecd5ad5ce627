import { isLocale, type Locale } from '@/lib/i18n/config';
import type { User } from '@/lib/schemas/profile';

/**
 * What a sign-in changes about the page (spec §4): the language the profile names, English for
 * one the site does not have, or, when the profile names none, the page's language saved to it;
 * and the profile's time zone, or the browser's guess saved to it.
 */
export function profilePreferences(
  user: Pick<User, 'locale' | 'timezone'>,
  pageLocale: Locale,
  guessTimezone: () => string,
) {
  const save: { locale?: string; timezone?: string } = {};
  let locale: Locale = pageLocale;
  if (!user.locale) save.locale = pageLocale;
  else locale = isLocale(user.locale) ? user.locale : 'en';
  const timezone = user.timezone || guessTimezone();
  if (!user.timezone) save.timezone = timezone;
  return { locale, timezone, save: Object.keys(save).length ? save : null };
}

export function guessTimezone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

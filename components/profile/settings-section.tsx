'use client';

import { useSetAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { browserApi } from '@/lib/api/browser';
import { updateSettings } from '@/lib/api/profile';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { isLocale, localeNames, locales, type Locale } from '@/lib/i18n/config';
import { getPathname } from '@/lib/i18n/navigation';
import { timeZoneNameLocale, timeZoneOptions, withZone } from '@/lib/i18n/time-zone-labels';
import type { Profile, SettingsRequest } from '@/lib/schemas/profile';
import { useProfileUser } from './profile-gate';
import styles from './profile.module.css';

type Patch = Pick<SettingsRequest, 'timezone' | 'is_avatar_hidden' | 'is_statistics_hidden'>;

/** Saves one setting; an unsupported value is refused with its `error` code (spec §8). */
async function save(input: SettingsRequest) {
  await updateSettings(browserApi(), input);
}

/** Every time zone the browser knows (none where it cannot list them). */
function knownTimezones() {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * The settings page: language, time zone and two privacy switches, each saved on its own as it
 * changes. A new language loads the page again in that language.
 */
export function SettingsSection() {
  const t = useTranslations('Profile.settings');
  const pageLocale = useLocale() as Locale;
  const { user, mutate } = useProfileUser();
  const setTimezone = useSetAtom(timezoneAtom);
  const showError = useErrorToast();
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [savingLocale, setSavingLocale] = useState(false);
  const languageId = useId();
  const timezoneId = useId();
  const timezone = user.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  // Zones are named in the page's language with their offset now; the value stays the IANA id.
  const [now] = useState(() => new Date());
  const zoneNames = timeZoneNameLocale(pageLocale);
  const allTimezones = useMemo(
    () => timeZoneOptions(knownTimezones(), { locale: zoneNames, at: now }),
    [zoneNames, now],
  );
  const timezones = useMemo(
    () => withZone(allTimezones, timezone, { locale: zoneNames, at: now }),
    [allTimezones, timezone, zoneNames, now],
  );

  async function changeLocale(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    setLocale(next);
    setSavingLocale(true);
    try {
      await save({ locale: next });
      window.location.assign(
        getPathname({ href: '/profile/setting', locale: next, forcePrefix: true }),
      );
    } catch (error) {
      setLocale(pageLocale);
      setSavingLocale(false);
      showError(error);
    }
  }

  /** Shows the change at once and takes it back if the API refuses it. */
  async function change(patch: Patch) {
    const withPatch = (current: Profile | undefined) =>
      current && { ...current, user: { ...current.user, ...patch } };
    try {
      await mutate(
        async (current) => {
          await save(patch);
          return withPatch(current);
        },
        {
          optimisticData: (current) => withPatch(current) as Profile,
          rollbackOnError: true,
          revalidate: false,
        },
      );
      if (patch.timezone) setTimezone(patch.timezone);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div className={`panel narrow ${styles.stack}`}>
      <div className="field">
        <label htmlFor={languageId}>{t('language')}</label>
        <select id={languageId} value={locale} disabled={savingLocale} onChange={changeLocale}>
          {locales.map((code) => (
            <option key={code} value={code}>
              {localeNames[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={timezoneId}>{t('timezone')}</label>
        <select
          id={timezoneId}
          value={timezone}
          onChange={(event) => change({ timezone: event.target.value })}
        >
          {timezones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </select>
      </div>
      <Switch
        label={t('hideAvatar')}
        text={t('hideAvatarText')}
        checked={user.is_avatar_hidden ?? false}
        onChange={(checked) => change({ is_avatar_hidden: checked })}
      />
      <Switch
        label={t('hideStatistics')}
        text={t('hideStatisticsText')}
        checked={user.is_statistics_hidden ?? false}
        onChange={(checked) => change({ is_statistics_hidden: checked })}
      />
    </div>
  );
}

function Switch({
  label,
  text,
  checked,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switch}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-text`} className="muted">
          {text}
        </span>
      </span>
    </div>
  );
}

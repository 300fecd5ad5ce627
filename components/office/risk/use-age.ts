'use client';

import { useTranslations } from 'next-intl';

const MINUTE_MS = 60_000;

/**
 * How long ago something happened, in the page's language ("3 h ago"): worded by the office's
 * messages rather than Intl.RelativeTimeFormat, which some browsers lack Kazakh data for.
 */
export function useAge() {
  const t = useTranslations('office.risk.age');
  return (value: string, now = Date.now()) => {
    const minutes = Math.max(0, Math.floor((now - Date.parse(value)) / MINUTE_MS));
    if (Number.isNaN(minutes)) return '';
    if (minutes < 1) return t('now');
    if (minutes < 60) return t('minutes', { count: minutes });
    if (minutes < 48 * 60) return t('hours', { count: Math.floor(minutes / 60) });
    return t('days', { count: Math.floor(minutes / (24 * 60)) });
  };
}

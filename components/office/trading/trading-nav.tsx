'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { SectionTabs } from '../section-tabs';

/** The trading section's pages: its paths in the office. */
export const TRADING_PATH = '/office/trading';
export const TRADING_LIMITS_PATH = '/office/trading/limits';
export const tradingEventPath = (eventId: string) =>
  `/office/trading/events/${encodeURIComponent(eventId)}`;

/** Events (and an event's page under them) or limits, the current one marked. */
export function TradingNav() {
  const t = useTranslations('office.trading.tabs');
  const onLimits = usePathname().startsWith(TRADING_LIMITS_PATH);
  return (
    <SectionTabs
      label={t('label')}
      current={onLimits ? 'limits' : 'events'}
      tabs={[
        { key: 'events', href: TRADING_PATH, label: t('events') },
        { key: 'limits', href: TRADING_LIMITS_PATH, label: t('limits') },
      ]}
    />
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './trading.module.css';

/** The trading section's pages: its paths in the office. */
export const TRADING_PATH = '/office/trading';
export const TRADING_LIMITS_PATH = '/office/trading/limits';
export const tradingEventPath = (eventId: string) =>
  `/office/trading/events/${encodeURIComponent(eventId)}`;

/** Events (and an event's page under them) or limits, the current one marked. */
export function TradingNav() {
  const t = useTranslations('office.trading.tabs');
  const pathname = usePathname();
  const onLimits = pathname.startsWith(TRADING_LIMITS_PATH);
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.tabs}>
        <li>
          <Link href={TRADING_PATH} aria-current={onLimits ? undefined : 'page'}>
            {t('events')}
          </Link>
        </li>
        <li>
          <Link href={TRADING_LIMITS_PATH} aria-current={onLimits ? 'page' : undefined}>
            {t('limits')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

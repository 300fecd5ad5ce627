import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { BetSlipPanel } from './slip/bet-slip-panel';
import styles from './sports.module.css';

/** The sportsbook's pages beside the bet slip (a column, or a drawer on narrow screens). */
export async function BettingShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('Betting');
  return (
    <div className={styles.shell}>
      <div className={styles.main}>
        <nav className={styles.sectionsNav} aria-label={t('sectionsLabel')}>
          <Link href="/betting">{t('line')}</Link>
          <Link href="/betting/my-bets">{t('myBets')}</Link>
        </nav>
        {children}
      </div>
      <BetSlipPanel />
    </div>
  );
}

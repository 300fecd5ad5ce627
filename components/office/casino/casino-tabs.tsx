'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { CASINO_TABS, casinoTabOf } from './casino-paths';
import styles from './casino.module.css';

/** The section's pages as links (each its own address), the current one marked. */
export function CasinoTabs() {
  const t = useTranslations('office.casino.tabs');
  const current = casinoTabOf(usePathname());
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul>
        {CASINO_TABS.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.path} aria-current={current === tab.key ? 'page' : undefined}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

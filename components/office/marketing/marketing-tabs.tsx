'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { MARKETING_TABS, tabOf } from './marketing-paths';
import styles from './marketing.module.css';

/** The section's lists as links (each its own address), the current one marked. */
export function MarketingTabs() {
  const t = useTranslations('office.marketing.tabs');
  const current = tabOf(usePathname());
  return (
    <nav className={styles.tabs} aria-label={t('label')}>
      <ul>
        {MARKETING_TABS.map((tab) => (
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

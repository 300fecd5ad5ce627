'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { SectionTabs } from '../section-tabs';
import { MARKETING_TABS, tabOf } from './marketing-paths';

/** The section's lists as links (each its own address), the current one marked. */
export function MarketingTabs() {
  const t = useTranslations('office.marketing.tabs');
  return (
    <SectionTabs
      label={t('label')}
      current={tabOf(usePathname())}
      tabs={MARKETING_TABS.map((tab) => ({ key: tab.key, href: tab.path, label: t(tab.key) }))}
    />
  );
}

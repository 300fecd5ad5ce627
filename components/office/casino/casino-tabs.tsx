'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { SectionTabs } from '../section-tabs';
import { CASINO_TABS, casinoTabOf } from './casino-paths';

/** The section's pages as links (each its own address), the current one marked. */
export function CasinoTabs() {
  const t = useTranslations('office.casino.tabs');
  return (
    <SectionTabs
      label={t('label')}
      current={casinoTabOf(usePathname())}
      tabs={CASINO_TABS.map((tab) => ({ key: tab.key, href: tab.path, label: t(tab.key) }))}
    />
  );
}

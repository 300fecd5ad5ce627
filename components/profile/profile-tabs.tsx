'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { PROFILE_SECTIONS, type ProfileSection } from '@/lib/routes';

const TABS: { key: ProfileSection | 'default'; href: string }[] = [
  { key: 'default', href: '/profile' },
  ...PROFILE_SECTIONS.map((key) => ({ key, href: `/profile/${key}` })),
];

/** The profile's child pages (spec §2): default, access, bonuses, history, setting, responsible. */
export function ProfileTabs() {
  const t = useTranslations('Profile');
  const pathname = usePathname();
  return (
    <nav className="tabs" aria-label={t('tabsLabel')}>
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={pathname === tab.href ? 'page' : undefined}
        >
          {t(`sections.${tab.key}.title`)}
        </Link>
      ))}
    </nav>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { OFFICE_SECTIONS, canOpen } from '@/lib/office/sections';
import { useOfficeMember } from './member-context';
import styles from './office.module.css';

/** The sections the member's permissions open, the current one marked. */
export function OfficeNav() {
  const t = useTranslations('office.nav');
  const member = useOfficeMember();
  const pathname = usePathname();
  const sections = OFFICE_SECTIONS.filter((section) => canOpen(section.key, member.permissions));
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.path}
              aria-current={pathname.startsWith(section.path) ? 'page' : undefined}
            >
              {t(section.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { OFFICE_SECTIONS, canOpen } from '@/lib/office/sections';
import { Dashboard } from './dashboard/dashboard';
import { useOfficeMember } from './member-context';
import { useRoleName } from './use-role-name';
import styles from './office.module.css';

/**
 * `/office`: who is signed in, the dashboard for members who read the money (`finance.read`),
 * and the sections their role opens, each with what it is for.
 */
export function OfficeHome() {
  const t = useTranslations('office');
  const member = useOfficeMember();
  const roleName = useRoleName();
  const sections = OFFICE_SECTIONS.filter((section) => canOpen(section.key, member.permissions));
  return (
    <div className={styles.page}>
      <h1>{t('home.title', { name: member.name })}</h1>
      <p className="muted">{t('home.lead', { role: roleName(member.role) })}</p>
      {member.permissions.includes('finance.read') ? <Dashboard /> : null}
      {sections.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('home.nothing')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {sections.map((section) => (
            <li key={section.key}>
              <Link href={section.path} className={styles.card}>
                <strong>{t(`nav.${section.key}`)}</strong>
                <span className="muted">{t(`home.sections.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

'use client';

import { Link } from '@/lib/i18n/navigation';
import styles from './office.module.css';

export type SectionTab = { key: string; href: string; label: string };

/**
 * A section's pages as tabs (each its own address, so a tab can be shared and the back button
 * works), the current one marked `aria-current="page"`; the list takes another row on a phone.
 */
export function SectionTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly SectionTab[];
  current: string | undefined;
}) {
  return (
    <nav className={styles.sectionTabs} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={current === tab.key ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

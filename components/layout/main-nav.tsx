'use client';

import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/data/use-user';
import { MAIN_NAV, isCurrentSection, shownSections } from '@/lib/navigation-items';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './header.module.css';

/**
 * The header's section links on wide screens (smaller ones get the menu); the current section is
 * marked for assistive technology. The links wrap to a second row rather than scroll out of sight.
 * A section the player's feature flags hide (`hide_sports`) is left out.
 */
export function MainNav() {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const { features } = useUser();

  return (
    <nav className={styles.nav} aria-label={t('main')}>
      {shownSections(MAIN_NAV, features).map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={isCurrentSection(pathname, item.href) ? 'page' : undefined}
        >
          {t(item.key)}
        </Link>
      ))}
    </nav>
  );
}

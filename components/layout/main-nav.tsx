'use client';

import { useTranslations } from 'next-intl';
import { MAIN_NAV } from '@/lib/navigation-items';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './header.module.css';

/** The header's section links; the current section is marked for assistive technology. */
export function MainNav() {
  const t = useTranslations('Nav');
  const pathname = usePathname();

  return (
    <nav className={styles.nav} aria-label={t('main')}>
      {MAIN_NAV.map((item) => {
        const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <Link key={item.key} href={item.href} aria-current={current ? 'page' : undefined}>
            {t(item.key)}
          </Link>
        );
      })}
    </nav>
  );
}

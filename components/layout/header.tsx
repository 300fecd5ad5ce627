import { useTranslations } from 'next-intl';
import { IN_HOUSE_GAMES } from '@/lib/navigation-items';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SiteMenu } from './site-menu';
import styles from './header.module.css';

/**
 * The site header. Wide screens show the section links in it; narrower ones a menu button whose
 * drawer lists every section (and takes over the language and, on phones, profile and logout).
 */
export function Header() {
  const games = useTranslations('Games');
  const footer = useTranslations('Footer');
  const menuGames = [
    ...IN_HOUSE_GAMES.map((game) => ({ href: `/games/${game}`, label: games(`${game}.title`) })),
    { href: '/fair', label: footer('fair') },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteMenu games={menuGames} />
        <Logo />
        <MainNav />
        <div className={styles.actions}>
          <div className={styles.headerLanguage}>
            <LanguageSwitcher />
          </div>
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}

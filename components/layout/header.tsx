import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <MainNav />
        <div className={styles.actions}>
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}

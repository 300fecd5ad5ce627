'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { InstallAppEntry } from '@/components/pwa/install-app-entry';
import { Dialog } from '@/components/ui/dialog';
import type { ModalName } from '@/lib/atoms/modal';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useUser } from '@/lib/hooks/data/use-user';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { MENU_SECTIONS, isCurrentSection, shownSections } from '@/lib/navigation-items';
import { LanguageSwitcher } from './language-switcher';
import styles from './header.module.css';

/** A link of the menu whose label the server translated (the games' names stay off the client). */
export type MenuLink = { href: string; label: string };

/** Where the header shows its own section links and the menu button goes (header.module.css). */
const WIDE_SCREEN = '(min-width: 1280px)';

/**
 * The menu of screens too narrow for the header's links: a button that opens a drawer with every
 * section (less those the player's feature flags hide), the games, the account actions and the
 * language. The drawer is a modal dialog (focus moves in and stays, Escape or the backdrop closes
 * it, focus returns to the button); following a link, or the screen growing wide enough for the
 * header's links, closes it too.
 */
export function SiteMenu({ games }: { games: readonly MenuLink[] }) {
  const t = useTranslations('Nav');
  const header = useTranslations('Header');
  const pathname = usePathname();
  const { user, features, isLoading } = useUser();
  const { logout } = useSession();
  const modal = useModal();
  const drawerId = useId();
  // The path the menu was opened on: arriving at another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setOpenedOn(null);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  function openModal(name: ModalName) {
    close();
    modal.open(name);
  }

  const link = ({ href, label }: MenuLink) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
        onClick={close}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t('menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-testid="menu-button"
        onClick={() => setOpenedOn(pathname)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {open ? (
        <Dialog id={drawerId} title={t('menu')} onClose={close} className={styles.drawer}>
          <div className={styles.menuAccount}>
            {user ? (
              <>
                <Link className="btn btn-ghost" href="/profile" onClick={close}>
                  {header('profile')}
                </Link>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  {header('logout')}
                </button>
              </>
            ) : isLoading ? null : (
              <>
                <button type="button" className="btn btn-ghost" onClick={() => openModal('Login')}>
                  {header('login')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => openModal('Register')}
                >
                  {header('register')}
                </button>
              </>
            )}
          </div>
          <InstallAppEntry className="btn btn-ghost btn-block" onInstall={close} />
          <nav aria-label={t('sections')} className={styles.menuGroup}>
            <h3>{t('sections')}</h3>
            <ul>
              {shownSections(MENU_SECTIONS, features).map((item) =>
                link({ href: item.href, label: t(item.key) }),
              )}
            </ul>
          </nav>
          <nav aria-label={t('games')} className={styles.menuGroup}>
            <h3>{t('games')}</h3>
            <ul>{games.map(link)}</ul>
          </nav>
          <div className={styles.menuLanguage}>
            <span>{t('language')}</span>
            <LanguageSwitcher />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

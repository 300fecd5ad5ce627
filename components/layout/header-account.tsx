'use client';

import { useTranslations } from 'next-intl';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useUser } from '@/lib/hooks/data/use-user';
import { Link } from '@/lib/i18n/navigation';
import { HeaderBalance } from './header-balance';
import styles from './header.module.css';

/**
 * The header's account corner: login and register for guests; balance, deposit, profile and
 * logout for a signed-in player. While a stored token is being checked it stays empty, so the
 * guest buttons do not flash for a player who is signed in.
 */
export function HeaderAccount() {
  const t = useTranslations('Header');
  const { open } = useModal();
  const { user, isLoading } = useUser();
  const { logout } = useSession();

  if (user) {
    return (
      <div className={styles.account}>
        <HeaderBalance user={user} />
        <button type="button" className="btn btn-primary" onClick={() => open('PayIn')}>
          {t('deposit')}
        </button>
        {/* Icons, so the sections fit beside them; on a phone both live in the menu. */}
        <Link
          className={`btn btn-ghost ${styles.iconButton} ${styles.roomy}`}
          href="/profile"
          aria-label={t('profile')}
          title={t('profile')}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
            />
          </svg>
        </Link>
        <button
          type="button"
          className={`btn btn-ghost ${styles.iconButton} ${styles.roomy}`}
          aria-label={t('logout')}
          title={t('logout')}
          onClick={() => void logout()}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5v-2H5V5h5zm6.6 4.4-1.4 1.4 2.2 2.2H9v2h8.4l-2.2 2.2 1.4 1.4L21.2 12z"
            />
          </svg>
        </button>
      </div>
    );
  }

  return (
    <div className={styles.account} aria-busy={isLoading || undefined}>
      {isLoading ? null : (
        <>
          <button type="button" className="btn btn-ghost" onClick={() => open('Login')}>
            {t('login')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => open('Register')}>
            {t('register')}
          </button>
        </>
      )}
    </div>
  );
}

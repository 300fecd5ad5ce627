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
        <Link className="btn btn-ghost" href="/profile">
          {t('profile')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
          {t('logout')}
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

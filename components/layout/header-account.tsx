'use client';

import { useTranslations } from 'next-intl';
import { useModal } from '@/lib/hooks/use-modal';
import styles from './header.module.css';

/**
 * The header's account corner: login and register for guests. The balance slot beside them is
 * filled by the wallet once sessions exist.
 */
export function HeaderAccount() {
  const t = useTranslations('Header');
  const { open } = useModal();

  return (
    <div className={styles.account}>
      <div className={styles.balance} data-slot="balance" />
      <button type="button" className="btn btn-ghost" onClick={() => open('Login')}>
        {t('login')}
      </button>
      <button type="button" className="btn btn-primary" onClick={() => open('Register')}>
        {t('register')}
      </button>
    </div>
  );
}

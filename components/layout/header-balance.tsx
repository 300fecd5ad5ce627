'use client';

import { getCookie, setCookie } from 'cookies-next/client';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useState } from 'react';
import {
  ACTIVE_CURRENCY_COOKIE,
  ACTIVE_CURRENCY_COOKIE_MAX_AGE_S,
  browserCookieOptions,
} from '@/lib/constants/cookies';
import { useWallets } from '@/lib/hooks/data/use-wallets';
import type { User } from '@/lib/schemas/profile';
import styles from './header.module.css';

function activeCurrency() {
  const value = getCookie(ACTIVE_CURRENCY_COOKIE);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The header balance in the page's number format. A player holding several currencies picks the
 * wallet shown (kept a year in `activeCurrency`); otherwise it is the profile's total balance.
 */
export function HeaderBalance({ user }: { user: User }) {
  const t = useTranslations('Header');
  const format = useNumberFormat();
  const { wallets } = useWallets();
  const [active, setActive] = useState(activeCurrency);
  const several = wallets && wallets.length > 1 ? wallets : null;
  const wallet = several
    ? (several.find((entry) => entry.currency === active) ?? several[0])
    : null;
  const amount = wallet ? wallet.total_balance : user.total_balance;
  const currency = wallet ? wallet.currency : user.currency;

  function choose(next: string) {
    setCookie(ACTIVE_CURRENCY_COOKIE, next, browserCookieOptions(ACTIVE_CURRENCY_COOKIE_MAX_AGE_S));
    setActive(next);
  }

  return (
    <>
      <div className={styles.balance} data-slot="balance" aria-label={t('balance')}>
        {format.number(amount, { style: 'currency', currency })}
      </div>
      {several && wallet ? (
        <select
          className={styles.wallet}
          aria-label={t('wallet')}
          value={wallet.currency}
          onChange={(event) => choose(event.target.value)}
        >
          {several.map((entry) => (
            <option key={entry.currency} value={entry.currency}>
              {entry.currency}
            </option>
          ))}
        </select>
      ) : null}
    </>
  );
}

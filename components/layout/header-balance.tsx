'use client';

import { useTranslations } from 'next-intl';
import { readCookie, writeCookie } from '@/lib/dom/cookies';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useId, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { ACTIVE_CURRENCY_COOKIE, ACTIVE_CURRENCY_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { useWallets } from '@/lib/hooks/data/use-wallets';
import type { User } from '@/lib/schemas/profile';
import styles from './header.module.css';

function activeCurrency() {
  return readCookie(ACTIVE_CURRENCY_COOKIE);
}

/**
 * The header balance in the page's number format. A player holding several currencies picks the
 * wallet shown (kept a year in `activeCurrency`); otherwise it is the profile's total balance.
 * The balance opens what it is made of: real money apart from bonus money, and the statement
 * that explains both. A native popover: it opens before the page has hydrated.
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
  const { balance: real, bonus_balance: bonus, total_balance: total } = wallet ?? user;
  const currency = wallet ? wallet.currency : user.currency;
  const money = (value: number) => format.number(value, { style: 'currency', currency });
  const panel = useId();

  function choose(next: string) {
    writeCookie(ACTIVE_CURRENCY_COOKIE, next, ACTIVE_CURRENCY_COOKIE_MAX_AGE_S);
    setActive(next);
  }

  return (
    <>
      <button
        type="button"
        className={styles.balance}
        data-slot="balance"
        // Signing in closes the dialog and takes away the "Log in" that opened it: focus comes
        // here, to what the sign-in produced, so a screen reader says the player is in and the
        // next Tab goes on to "Deposit" (the main region would put them back at the page's top).
        data-focus-after-dialog
        aria-label={t('balanceOf', { amount: money(total) })}
        popoverTarget={panel}
      >
        {money(total)}
      </button>
      <section id={panel} popover="auto" className={styles.breakdown} aria-label={t('breakdown')}>
        <dl>
          <div>
            <dt>{t('realMoney')}</dt>
            <dd>{money(real)}</dd>
            <dd className={styles.breakdownHint}>{t('realHint')}</dd>
          </div>
          <div>
            <dt>{t('bonusMoney')}</dt>
            <dd>{money(bonus)}</dd>
            <dd className={styles.breakdownHint}>{t('bonusHint')}</dd>
          </div>
        </dl>
        <Link
          href="/profile/history"
          onClick={() => document.getElementById(panel)?.hidePopover?.()}
        >
          {t('statement')}
        </Link>
      </section>
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

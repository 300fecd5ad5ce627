'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { PROMO_COUNTDOWN_S, REG_DEP_BONUS_EXPIRE_COOKIE } from '@/lib/constants/bonus-countdown';
import { readCookie } from '@/lib/dom/cookies';
import { useCookieCountdown } from '@/lib/hooks/behaviour/use-cookie-countdown';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useBonusWait } from '@/lib/hooks/data/use-bonus-wait';
import styles from './bonus.module.css';
import { TimeLeft, TimeLeftUntil } from './time-left';

const PROMO_COOKIE = {
  name: REG_DEP_BONUS_EXPIRE_COOKIE,
  holds: 'end',
  durationS: PROMO_COUNTDOWN_S,
} as const;
const DAY_S = 86_400;

const readPromo = () => readCookie('promo') || null;
const noSubscription = () => () => {};

/** The `promo` cookie a guest arrived with; none while server rendering (hydration matches). */
function usePromoCookie() {
  return useSyncExternalStore(noSubscription, readPromo, () => null);
}

/**
 * A guest who arrived with a promo code: the spec's 3-day countdown (§4, §9), kept in
 * `regDepBonusExpireDate` and restarted when it ran out. The cookie decides nothing, so the text
 * never says the offer ends with it: it names the period and says what really happens (after
 * sign-up the server gives the deposit 3 days and shows that deadline).
 */
function GuestPromoCountdown({ promo, compact }: { promo: string; compact: boolean }) {
  const t = useTranslations('BonusSystem.promoCountdown');
  const { open } = useModal();
  const seconds = useCookieCountdown(PROMO_COOKIE);
  if (seconds === null) return null;
  return (
    <aside
      className={compact ? styles.banner : styles.countdownPanel}
      aria-labelledby="promo-countdown"
    >
      <p id="promo-countdown" className={styles.bannerTitle}>
        {t('heading', { promo })}
      </p>
      <p>
        {t('guestLabel')}: <TimeLeft seconds={seconds} label={t('guestLabel')} />
      </p>
      {compact ? null : (
        <p className={styles.small}>{t('guestNote', { days: PROMO_COUNTDOWN_S / DAY_S })}</p>
      )}
      <button type="button" className="btn btn-primary" onClick={() => open('Register')}>
        {t('register')}
      </button>
    </aside>
  );
}

/** A signed-in player's bonus-wait: the server's `expires_in` is the only clock. */
function PlayerBonusWait({ compact }: { compact: boolean }) {
  const t = useTranslations('BonusSystem.promoCountdown');
  const { open } = useModal();
  const { wait, receivedAt } = useBonusWait();
  if (!wait || receivedAt === undefined) return null;
  return (
    <aside className={compact ? styles.banner : styles.countdownPanel} aria-labelledby="bonus-wait">
      <p id="bonus-wait" className={styles.bannerTitle}>
        {t('playerText', { name: wait.name })}
      </p>
      <p>
        {t('playerLabel')}:{' '}
        <TimeLeftUntil until={receivedAt + wait.expires_in * 1000} label={t('playerLabel')} />
      </p>
      <button type="button" className="btn btn-primary" onClick={() => open('PayIn')}>
        {t('deposit')}
      </button>
    </aside>
  );
}

/**
 * The promo countdown: for a guest with a promo cookie the cookie-kept display countdown, for a
 * signed-in player the server's bonus-wait; nothing otherwise. `compact` is the banner form.
 */
export function PromoCountdown({ guest, compact = false }: { guest: boolean; compact?: boolean }) {
  const promo = usePromoCookie();
  if (!guest) return <PlayerBonusWait compact={compact} />;
  return promo ? <GuestPromoCountdown promo={promo} compact={compact} /> : null;
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { cancelFreeSpins, FREE_SPINS_PATH, myFreeSpins } from '@/lib/api/casino-launch';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { Link } from '@/lib/i18n/navigation';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import styles from './free-spins.module.css';

/** Days, hours, minutes and seconds left, as a countdown reads. */
function useTimeLeft(iso: string) {
  const seconds = useSecondsUntil(Date.parse(iso));
  const days = Math.floor(seconds / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return { seconds, days, clock };
}

function FreeSpinCard({ grant, onCancel }: { grant: FreeSpin; onCancel: (id: number) => void }) {
  const t = useTranslations('Profile.freeSpins');
  const numbers = useNumberFormat();
  const left = useTimeLeft(grant.expiration_at);
  const playable = grant.is_active && left.seconds > 0 && grant.rounds_left > 0;
  const base = grant.game.kind === 'live' ? '/games/live-casino' : '/games/slots';
  const money = (amount: number) =>
    numbers.number(amount, { style: 'currency', currency: grant.currency });
  return (
    <li className={styles.card} data-state={playable ? 'active' : grant.status}>
      {grant.game.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- local, pre-sized catalogue art
        <img src={grant.game.image} alt="" width={120} height={90} loading="lazy" />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h3>{grant.game.name}</h3>
        <p className="muted">{grant.game.provider}</p>
        <p>
          <strong>{t('roundsLeft', { left: grant.rounds_left, rounds: grant.rounds })}</strong> ·{' '}
          {t('bet', { bet: money(grant.bet_value) })}
        </p>
        {grant.total_win > 0 ? <p>{t('won', { amount: money(grant.total_win) })}</p> : null}
        {playable ? (
          <p className={styles.countdown}>
            {left.days > 0
              ? t('endsInDays', { days: left.days, clock: left.clock })
              : t('endsIn', { clock: left.clock })}
          </p>
        ) : (
          <p className="muted">
            {t(
              `status.${left.seconds === 0 && grant.status === 'active' ? 'expired' : grant.status}`,
            )}
          </p>
        )}
      </div>
      {playable ? (
        <div className={styles.actions}>
          <Link className="btn btn-primary" href={`${base}/${grant.game.slug}/play`}>
            {t('play')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => onCancel(grant.id)}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The player's free spins (spec §3/§4: active while the expiration is in the future): each grant's
 * game, rounds left, bet, winnings so far and a countdown, with Play (opens the game, whose next
 * rounds are the free ones) and Give up.
 */
export function FreeSpinsSection() {
  const t = useTranslations('Profile.freeSpins');
  const empty = useTranslations('Profile.empty');
  const showError = useErrorToast();
  const { data, error, mutate } = useSWR(FREE_SPINS_PATH, () => myFreeSpins(browserApi()));
  const [asking, setAsking] = useState<number | null>(null);

  async function cancel(id: number) {
    if (!window.confirm(t('confirmCancel'))) return;
    setAsking(id);
    try {
      await cancelFreeSpins(browserApi(), id);
      await mutate();
    } catch (failure) {
      showError(failure);
    } finally {
      setAsking(null);
    }
  }

  if (!data) {
    return (
      <p className="muted" role={error ? 'alert' : 'status'} aria-busy={!error}>
        {error ? t('loadError') : t('loading')}
      </p>
    );
  }
  if (data.data.length === 0) {
    return <EmptyState title={empty('freeSpinsTitle')} text={empty('freeSpinsText')} />;
  }
  return (
    <ul className={styles.list} aria-busy={asking !== null}>
      {data.data.map((grant) => (
        <FreeSpinCard key={grant.id} grant={grant} onCancel={(id) => void cancel(id)} />
      ))}
    </ul>
  );
}

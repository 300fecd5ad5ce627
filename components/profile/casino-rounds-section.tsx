'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { CASINO_ROUNDS_PATH, myCasinoRounds } from '@/lib/api/casino-rounds';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { CasinoRoundItem } from '@/lib/schemas/casino-rounds';
import { HistoryLoading } from './history-loading';
import { HistoryPager } from './history-pager';
import styles from './history.module.css';

const PER_PAGE = 20;

const TONE = { open: 'pending', won: 'success', lost: 'neutral', cancelled: 'failure' } as const;

function outcome(round: CasinoRoundItem): keyof typeof TONE {
  if (round.status === 'cancelled') return 'cancelled';
  if (round.win_total > 0) return 'won';
  return round.status === 'open' ? 'open' : 'lost';
}

/** The round's win, or why there is none yet (in play) or any more (refunded). */
function RoundOutcome({
  round,
  label,
  money,
}: {
  round: CasinoRoundItem;
  label: (state: 'open' | 'cancelled') => string;
  money: (amount: number, currency: string) => string;
}) {
  const state = outcome(round);
  return (
    <span className={styles.badge} data-tone={TONE[state]}>
      {state === 'open' || state === 'cancelled'
        ? label(state)
        : money(round.win_total, round.currency)}
    </span>
  );
}

/**
 * The player's slot and live-casino rounds, newest first and paged: date, game, staked, won and
 * the round's state; each row opens its calls (bets, wins, rollbacks; free rounds marked), so a
 * player can see exactly what the provider reported and what the wallet did.
 */
export function CasinoRoundsSection() {
  const t = useTranslations('Profile.casinoRounds');
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR([CASINO_ROUNDS_PATH, page], () =>
    myCasinoRounds(browserApi(), { page, perPage: PER_PAGE }),
  );
  const money = (amount: number, currency: string) =>
    numbers.number(amount, { style: 'currency', currency });
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone });

  if (!data) {
    return (
      <HistoryLoading
        failed={Boolean(error)}
        loading={t('loading')}
        loadError={t('loadError')}
        onRetry={() => void mutate()}
      />
    );
  }
  if (data.items.length === 0) return <EmptyState title={t('emptyTitle')} text={t('emptyText')} />;

  return (
    <div className={styles.history}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.game')}</th>
            <th scope="col">{t('columns.bet')}</th>
            <th scope="col">{t('columns.win')}</th>
            <th scope="col">{t('columns.details')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((round) => (
            <tr key={round.id}>
              <td data-label={t('columns.date')}>
                <time dateTime={round.opened_at}>{when(round.opened_at)}</time>
              </td>
              <td data-label={t('columns.game')}>
                {round.game.name}
                {round.free ? <span className={styles.tag}>{t('freeRound')}</span> : null}
              </td>
              <td data-label={t('columns.bet')}>{money(round.bet_total, round.currency)}</td>
              <td data-label={t('columns.win')}>
                <RoundOutcome round={round} label={(state) => t(`status.${state}`)} money={money} />
              </td>
              <td data-label={t('columns.details')}>
                <details>
                  <summary>{t('calls', { count: round.transactions.length })}</summary>
                  <ul className={styles.calls}>
                    {round.transactions.map((call, index) => (
                      <li key={index} data-state={call.state}>
                        <time dateTime={call.created_at}>{when(call.created_at)}</time>{' '}
                        {t(`kind.${call.kind}`)}
                        {call.kind === 'rollback' ? null : ` ${money(call.amount, round.currency)}`}
                        {call.is_free ? ` · ${t('freeRound')}` : null}
                        {call.state === 'processed' ? null : ` · ${t(`state.${call.state}`)}`}
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <HistoryPager page={page} total={data.total} perPage={data.per_page} onPage={setPage} />
    </div>
  );
}

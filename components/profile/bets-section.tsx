'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useGameName } from '@/components/games/shared/use-game-name';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { GAME_PATHS, myBets } from '@/lib/api/games';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useFairQuery } from '@/lib/hooks/behaviour/use-fair-query';
import { Link } from '@/lib/i18n/navigation';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Bet } from '@/lib/schemas/games';
import { HistoryLoading } from './history-loading';
import { HistoryPager } from './history-pager';
import styles from './history.module.css';

const PER_PAGE = 20;

function outcome(bet: Bet): 'open' | 'won' | 'lost' {
  if (bet.status === 'open') return 'open';
  return bet.payout > 0 ? 'won' : 'lost';
}

const TONE = { open: 'pending', won: 'success', lost: 'neutral' } as const;

/**
 * The player's bets in the in-house games, newest first and paged: date, game, stake,
 * multiplier, payout, and the seeds behind each result with a link that verifies it on /fair.
 */
export function BetsSection() {
  const t = useTranslations('Profile.bets');
  const gameName = useGameName();
  const fairQuery = useFairQuery();
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR([GAME_PATHS.bets, page], () =>
    myBets(browserApi(), { page, perPage: PER_PAGE }),
  );
  const money = (amount: number, currency: string) =>
    numbers.number(amount, { style: 'currency', currency });

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
            <th scope="col">{t('columns.amount')}</th>
            <th scope="col">{t('columns.multiplier')}</th>
            <th scope="col">{t('columns.payout')}</th>
            <th scope="col">{t('columns.fairness')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((bet) => (
            <tr key={bet.id}>
              <td data-label={t('columns.date')}>
                <time dateTime={bet.created_at}>
                  {format.dateTime(new Date(bet.created_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone,
                  })}
                </time>
              </td>
              <td data-label={t('columns.game')}>{gameName(bet.game)}</td>
              <td data-label={t('columns.amount')}>{money(bet.amount, bet.currency)}</td>
              <td data-label={t('columns.multiplier')}>
                {numbers.number(bet.multiplier, { maximumFractionDigits: 4 })}×
              </td>
              <td data-label={t('columns.payout')}>
                <span className={styles.badge} data-tone={TONE[outcome(bet)]}>
                  {outcome(bet) === 'open' ? t('open') : money(bet.payout, bet.currency)}
                </span>
              </td>
              <td data-label={t('columns.fairness')}>
                <Link href={{ pathname: '/fair', query: fairQuery(bet) }}>
                  {t('verify', { nonce: bet.nonce })}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <HistoryPager page={page} total={data.total} perPage={data.per_page} onPage={setPage} />
    </div>
  );
}

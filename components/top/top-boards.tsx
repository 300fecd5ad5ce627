'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { TopAnswer } from '@/lib/api/top';
import { TOP_REFRESH_MS } from '@/lib/constants/top';
import { useRouter } from '@/lib/i18n/navigation';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import styles from './top.module.css';

type Row = TopAnswer['boards']['wins'][number];
type Board = keyof TopAnswer['boards'];

const MEDALS = ['🥇', '🥈', '🥉'];

/** Asks the server for the page again every minute while it is visible: the boards move. */
function useRefreshEveryMinute() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, TOP_REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
}

function BoardCard({ board, rows, base }: { board: Board; rows: Row[]; base: string }) {
  const t = useTranslations('Top');
  const { number } = useNumberFormat();
  const money = (value: number, currency: string) =>
    number(value, { style: 'currency', currency, maximumFractionDigits: 2 });
  const score = (row: Row) =>
    board === 'multipliers'
      ? `×${number(row.score, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      : money(row.score, base);
  return (
    <section className={styles.board} aria-labelledby={`top-${board}`}>
      <h2 id={`top-${board}`}>{t(`boards.${board}`)}</h2>
      {rows.length === 0 ? (
        <p className={styles.none}>{t('emptyBoard')}</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row) => (
            <li key={`${row.place}-${row.player}`} className={styles.row}>
              <span className={styles.place}>
                <span aria-hidden="true">{MEDALS[row.place - 1] ?? row.place}</span>
                <span className="visually-hidden">{t('place', { place: row.place })}</span>
              </span>
              <span className={styles.who}>
                <strong>{row.player}</strong>
                <small>
                  {row.product ? t(`products.${row.product}`) : t('everywhere')}
                  {row.stake !== null && row.payout !== null && row.currency
                    ? ` · ${money(row.stake, row.currency)} → ${money(row.payout, row.currency)}`
                    : null}
                </small>
              </span>
              <span className={styles.score}>{score(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The three boards of `/top`, refreshed every minute. Amounts of wins and wagered are in the
 * base currency at the operator's rates; each win shows its own stake and payout too.
 */
export function TopBoards({ top }: { top: TopAnswer | null }) {
  const t = useTranslations('Top');
  const { dateTime } = useDateFormat();
  useRefreshEveryMinute();
  if (!top) return <EmptyState title={t('unavailableTitle')} text={t('unavailableText')} />;
  const empty = Object.values(top.boards).every((rows) => rows.length === 0);
  return (
    <>
      {empty ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <div className={styles.grid}>
          {(['wins', 'multipliers', 'wagered'] as const).map((board) => (
            <BoardCard
              key={board}
              board={board}
              rows={top.boards[board]}
              base={top.base_currency}
            />
          ))}
        </div>
      )}
      <p className={styles.rules}>
        {t('rules', { currency: top.base_currency })}{' '}
        {top.computed_at
          ? t('computedAt', { time: dateTime(top.computed_at, { timeStyle: 'short' }) })
          : null}
      </p>
    </>
  );
}

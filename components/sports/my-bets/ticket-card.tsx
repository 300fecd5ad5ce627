'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { TicketView } from '@/lib/schemas/sports';
import { useProblemText } from '../use-problem-text';
import { CashoutDialog } from './cashout-dialog';
import { TicketArithmetic } from './ticket-arithmetic';
import { TicketLegs } from './ticket-legs';
import styles from './my-bets.module.css';
import { useDateFormat } from '@/lib/i18n/use-date-format';

const TONE = {
  pending: 'pending',
  open: 'pending',
  rejected: 'failure',
  settled: 'neutral',
  cashed_out: 'success',
} as const;

/**
 * One ticket of My bets: kind (a system as N/M), when, stake, odds, what it may win or what it
 * paid, its legs with their results and the settlement's arithmetic, and the cash-out button
 * while the ticket is open.
 */
export function TicketCard({
  ticket: loaded,
  onChanged,
}: {
  ticket: TicketView;
  onChanged?: () => void;
}) {
  const t = useTranslations('MyBets');
  const problemText = useProblemText();
  // Kazakh words on kz pages, the same text on the server and in any browser.
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const [ticket, setTicket] = useState(loaded);
  const [selling, setSelling] = useState(false);
  // Keyed by id and version in the list: a newer ticket from the API mounts a new card.
  const shown = ticket;
  const money = (amount: number) =>
    numbers.number(amount, { style: 'currency', currency: shown.currency });
  const kind =
    shown.kind === 'system'
      ? t('kindSystem', {
          size: shown.system_size ?? 0,
          count: shown.legs.length,
          lines: shown.lines,
        })
      : t(`kinds.${shown.kind}`);
  const status =
    shown.status === 'settled' && shown.grade
      ? t(`ticketGrades.${shown.grade}`)
      : t(`statuses.${shown.status}`);

  return (
    <article className={styles.ticket} aria-label={`${kind} · ${status}`}>
      <header className={styles.ticketHead}>
        <strong>{kind}</strong>
        <span className={styles.badge} data-tone={TONE[shown.status]}>
          {status}
        </span>
        <time dateTime={shown.placed_at} className="muted">
          {format.dateTime(new Date(shown.placed_at), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone,
          })}
        </time>
      </header>
      <dl className={styles.figures}>
        <dt>{t('stake')}</dt>
        <dd>{money(shown.stake)}</dd>
        <dt>{t('totalOdds')}</dt>
        <dd>{shown.total_odds}</dd>
        {shown.status === 'settled' ? (
          <>
            <dt>{t('payout')}</dt>
            <dd>{money(shown.payout)}</dd>
          </>
        ) : shown.status === 'open' || shown.status === 'pending' ? (
          <>
            <dt>{t('potentialWin')}</dt>
            <dd>{money(shown.potential_win)}</dd>
          </>
        ) : null}
        {shown.cashed_out > 0 ? (
          <>
            <dt>{t('cashedOut')}</dt>
            <dd>{money(shown.cashed_out)}</dd>
          </>
        ) : null}
        {shown.open_stake !== shown.stake && shown.status === 'open' ? (
          <>
            <dt>{t('openStake')}</dt>
            <dd>{money(shown.open_stake)}</dd>
          </>
        ) : null}
      </dl>
      {shown.status === 'rejected' && shown.reject_code ? (
        <p className="muted">
          {t('rejectedBecause', {
            reason: problemText(shown.reject_code),
          })}
        </p>
      ) : null}
      <TicketLegs ticket={shown} />
      <TicketArithmetic ticket={shown} money={money} />
      {shown.status === 'open' ? (
        <button type="button" className="btn btn-ghost" onClick={() => setSelling(true)}>
          {t('cashoutButton')}
        </button>
      ) : null}
      {selling ? (
        <CashoutDialog
          ticket={shown}
          money={money}
          onClose={() => setSelling(false)}
          onDone={(sold) => {
            setTicket(sold);
            setSelling(false);
            onChanged?.();
          }}
        />
      ) : null}
    </article>
  );
}

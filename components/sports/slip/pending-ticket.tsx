'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { myTicket } from '@/lib/api/sports';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import type { TicketView } from '@/lib/schemas/sports';
import { useProblemText } from '../use-problem-text';
import styles from './bet-slip.module.css';

/** How often a ticket whose delay is over is asked for again until it is decided. */
export const PENDING_POLL_MS = 1_000;

/**
 * A live ticket held for the live delay: a countdown to `accept_after`, then the ticket asked for
 * again until it is accepted or refused (with the reason). `onSettled` hears the decision.
 */
export function PendingTicket({
  ticket: placed,
  focused = false,
  onDismiss,
  onDecided,
}: {
  ticket: TicketView;
  /** The ticket "Place bet" just made: it takes the focus, as the slip it came from may be gone. */
  focused?: boolean;
  onDismiss: () => void;
  onDecided?: (ticket: TicketView) => void;
}) {
  const t = useTranslations('BetSlip');
  const problemText = useProblemText();
  const revalidateMoney = useRevalidateMoney();
  const [ticket, setTicket] = useState(placed);
  const [now, setNow] = useState(() => Date.now());
  const box = useRef<HTMLDivElement>(null);
  const pending = ticket.status === 'pending';
  const due = ticket.accept_after ? Date.parse(ticket.accept_after) : now;
  const seconds = Math.max(0, Math.ceil((due - now) / 1000));

  useEffect(() => {
    if (focused) box.current?.focus();
  }, [focused]);

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [pending]);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const answer = await myTicket(browserApi(), ticket.id);
        if (!live) return;
        if (answer.status !== 'pending') {
          setTicket(answer);
          onDecided?.(answer);
          void revalidateMoney();
          return;
        }
      } catch {
        // asked again below
      }
      if (live) timer = setTimeout(poll, PENDING_POLL_MS);
    };
    timer = setTimeout(poll, Math.max(0, due - Date.now()) + 100);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The ticket's id and due time fix the poll; the callbacks need not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, ticket.id, due]);

  const reason = ticket.reject_code ? problemText(ticket.reject_code) : t('rejectedUnknown');

  return (
    <div ref={box} tabIndex={-1} className={styles.pending} data-status={ticket.status}>
      {pending ? (
        <p>
          {t('pending', { seconds })}
          <span className={styles.spinner} aria-hidden="true" />
        </p>
      ) : ticket.status === 'rejected' ? (
        <p>{t('rejected', { reason })}</p>
      ) : (
        <p>{t('accepted')}</p>
      )}
      {pending ? null : (
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      )}
    </div>
  );
}

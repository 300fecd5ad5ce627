'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { cashout, cashoutQuote } from '@/lib/api/sports';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import type { CashoutQuote, TicketView } from '@/lib/schemas/sports';
import styles from './my-bets.module.css';

/**
 * Selling a ticket (продажа ставки): the share of the open stake (a slider, all by default), an
 * offer for it with its expiry counting down, then the player's confirmation. An offer that
 * changed before it was taken is shown as the new offer to confirm, never taken silently.
 */
export function CashoutDialog({
  ticket,
  money,
  onClose,
  onDone,
}: {
  ticket: TicketView;
  money: (amount: number) => string;
  onClose: () => void;
  onDone: (ticket: TicketView) => void;
}) {
  const t = useTranslations('MyBets.cashout');
  const showError = useErrorToast();
  const revalidateMoney = useRevalidateMoney();
  const [percent, setPercent] = useState(100);
  const [quote, setQuote] = useState<CashoutQuote | null>(null);
  const [changedFrom, setChangedFrom] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!quote) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [quote]);

  const left = quote ? Math.max(0, Math.ceil((Date.parse(quote.expires_at) - now) / 1000)) : 0;
  const expired = quote !== null && left === 0;

  async function ask() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await cashoutQuote(
        browserApi(),
        ticket.id,
        percent === 100 ? {} : { percent },
      );
      setQuote(answer);
      setNow(Date.now());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setProblem(t('unavailable'));
      else showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function accept() {
    if (!quote) return;
    setBusy(true);
    try {
      const answer = await cashout(browserApi(), ticket.id, quote.quote_id);
      void revalidateMoney();
      onDone(answer.ticket);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'cashout_changed') {
        // Shown as a new offer to confirm, not taken.
        const previous = quote.offer;
        try {
          const again = await cashoutQuote(
            browserApi(),
            ticket.id,
            percent === 100 ? {} : { percent },
          );
          setChangedFrom(previous);
          setQuote(again);
          setNow(Date.now());
        } catch {
          setQuote(null);
          setProblem(t('unavailable'));
        }
      } else if (error instanceof ApiError && error.status === 409) {
        setQuote(null);
        setProblem(t('unavailable'));
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <div className={styles.cashout}>
        <label className={styles.percent}>
          {t('share', { percent })}
          <input
            type="range"
            min={1}
            max={100}
            step={1}
            value={percent}
            onChange={(event) => {
              setPercent(Number(event.target.value));
              setQuote(null);
              setChangedFrom(null);
            }}
          />
        </label>
        <p className="muted">
          {t('stakePart', { amount: money((ticket.open_stake * percent) / 100) })}
        </p>
        {problem ? (
          <p role="alert" className="field-error">
            {problem}
          </p>
        ) : null}
        {quote && !expired ? (
          <div role="status" className={styles.offer}>
            {changedFrom !== null ? (
              <p className={styles.changed}>
                {t('changed', { before: money(changedFrom), now: money(quote.offer) })}
              </p>
            ) : null}
            <p>
              {t('offer', { amount: money(quote.offer) })}{' '}
              <span className="muted">{t('expires', { seconds: left })}</span>
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void accept()}
            >
              {t('confirm', { amount: money(quote.offer) })}
            </button>
          </div>
        ) : (
          <>
            {expired ? <p className="muted">{t('expired')}</p> : null}
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void ask()}
            >
              {t('getOffer')}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { browserApi } from '@/lib/api/browser';
import { cancelLimitChange, confirmLimit, type LimitRef } from '@/lib/api/protection';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
import { toast } from '@/lib/toast';
import { useLoadedProtection } from './protection-loaded';
import { countdownText, useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

type Pending = NonNullable<ProtectionAnswer['limits'][number]['pending']>;

/**
 * A raise or removal waiting for its 24 hours: what it will be, a countdown to the moment the
 * player may confirm it, then Confirm; Cancel keeps the limit in force. The countdown itself is
 * not announced; only the moment it can be confirmed is.
 */
export function PendingChange({
  which,
  limitRef,
  pending,
  amountText,
}: {
  /** Unseen words naming the limit, for the buttons. */
  which: ReactNode;
  limitRef: LimitRef;
  pending: Pending;
  /** The raised amount as shown, or null for a removal. */
  amountText: string | null;
}) {
  const t = useTranslations('Protection.limits');
  const { update } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending: busy } = useFormAction();
  const seconds = useSecondsUntil(Date.parse(pending.from));
  const ready = pending.ready || seconds === 0;

  async function confirm() {
    const next = await run(() => confirmLimit(browserApi(), limitRef));
    if (next) {
      update(next);
      toast.success(t('confirmed'));
    }
  }

  async function cancel() {
    const next = await run(() => cancelLimitChange(browserApi(), limitRef));
    if (next) {
      update(next);
      toast.success(t('cancelled'));
    }
  }

  return (
    <div className={styles.pending}>
      <p>
        <strong>
          {amountText === null ? t('pendingRemoval') : t('pendingRaise', { amount: amountText })}
        </strong>{' '}
        <span role="status">
          {ready ? (
            t('pendingReady')
          ) : (
            <>
              {/* The ticking clock is for the eye; a screen reader hears the moment instead. */}
              <span aria-hidden="true">
                {t('pendingWait')}{' '}
                <time dateTime={pending.from} className={styles.countdown}>
                  {countdownText(seconds)}
                </time>
              </span>{' '}
              <span className="muted">
                {t('pendingFrom', { date: format.moment(pending.from) })}
              </span>
            </>
          )}
        </span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || busy}
          onClick={confirm}
        >
          {t('confirm')}
          {which}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={cancel}>
          {t('cancel')}
          {which}
        </button>
      </div>
    </div>
  );
}

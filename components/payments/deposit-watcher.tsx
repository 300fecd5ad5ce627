'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { showInDialog } from '@/lib/forms/dialog-failure';
import { toast } from '@/lib/toast';
import { paymentStatus } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { depositConfigAtom, successPaymentAtom } from '@/lib/atoms/deposit-config';
import { modalAtom } from '@/lib/atoms/modal';
import { PAYMENT_STATUS, PAYMENT_STATUS_POLL_MS } from '@/lib/constants/payments';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useUser } from '@/lib/hooks/data/use-user';
import type { PaymentStatus } from '@/lib/schemas/billing';
import { useToken } from '@/lib/session/token';

/**
 * Follows the open deposit config (spec §4): while its player is signed in, asks for the
 * invoice's status every 5 s. Paid (3): the config goes, SuccessPayment replaces PayIn and the
 * balances load again. Failed or expired: the config goes with a notification. When its time is
 * up the status is asked once more, so a payment made in the last seconds still counts. A
 * session that ends, or another player signing in, removes it.
 */
export function DepositWatcher() {
  const t = useTranslations('PayInModal');
  const [stored, setStored] = useAtom(depositConfigAtom);
  const setModal = useSetAtom(modalAtom);
  const setSuccess = useSetAtom(successPaymentAtom);
  const revalidate = useRevalidateMoney();
  const token = useToken();
  const { user } = useUser();
  const userId = user?.id;
  const invoiceId = stored?.config.id;
  const expiresAt = stored?.expiresAt;
  const owner = stored?.userId;
  const watching = userId !== undefined && owner === userId;

  const hadToken = useRef(Boolean(token));
  useEffect(() => {
    if (hadToken.current && !token) setStored(null);
    hadToken.current = Boolean(token);
  }, [token, setStored]);

  useEffect(() => {
    if (userId !== undefined && owner !== undefined && owner !== userId) setStored(null);
  }, [userId, owner, setStored]);

  // The latest callbacks, so a re-render does not restart the polling.
  const actions = useRef({ setStored, setModal, setSuccess, revalidate, t });
  useEffect(() => {
    actions.current = { setStored, setModal, setSuccess, revalidate, t };
  });

  useEffect(() => {
    if (!invoiceId || expiresAt === undefined) return;
    const untilExpiry = Math.max(0, expiresAt - Date.now());
    if (!watching) {
      // Nobody to ask for: the config just goes when its time is up.
      const expiry = setTimeout(() => actions.current.setStored(null), untilExpiry);
      return () => clearTimeout(expiry);
    }

    let done = false;
    const finish = (answer: PaymentStatus | 'failed' | 'expired' | 'gone') => {
      if (done) return;
      done = true;
      const { setStored, setModal, setSuccess, revalidate, t } = actions.current;
      setStored(null);
      if (answer === 'failed' || answer === 'expired') {
        const line = t(answer === 'failed' ? 'paymentFailed' : 'paymentExpired');
        // In the deposit dialog when it is open: its page, toasts included, is inert (issue 42).
        if (!showInDialog({ lines: [line], onFields: [] })) toast.error(line);
      } else if (answer !== 'gone') {
        setSuccess({
          amount: answer.paid_amount ?? answer.amount,
          bonusAmount: answer.bonus_amount,
          currency: answer.currency,
        });
        setModal('SuccessPayment');
        void revalidate();
      }
    };

    const check = async (last: boolean) => {
      try {
        const answer = await paymentStatus(browserApi(), invoiceId);
        if (answer.status === PAYMENT_STATUS.paid) finish(answer);
        else if (answer.status === PAYMENT_STATUS.failed) finish('failed');
        else if (answer.status === PAYMENT_STATUS.expired || last) finish('expired');
      } catch (error) {
        // An invoice the API does not know (or not for this player) is no longer followed;
        // a network failure or a server error is asked again next time.
        if (error instanceof ApiError && error.status === 404) finish('gone');
        else if (last) finish('expired');
      }
    };

    const poll = setInterval(() => void check(false), PAYMENT_STATUS_POLL_MS);
    const expiry = setTimeout(() => {
      clearInterval(poll);
      void check(true);
    }, untilExpiry);
    return () => {
      done = true;
      clearInterval(poll);
      clearTimeout(expiry);
    };
  }, [invoiceId, expiresAt, watching]);

  return null;
}

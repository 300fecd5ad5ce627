'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { Dialog } from '@/components/ui/dialog';
import { successPaymentAtom } from '@/lib/atoms/deposit-config';

/**
 * Shown once a deposit is confirmed, with what it credited when it is known: the real money, and
 * the bonus money apart when the deposit took a bonus.
 */
export function SuccessPaymentModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('SuccessPaymentModal');
  const format = useNumberFormat();
  const payment = useAtomValue(successPaymentAtom);
  const money = (amount: number, currency: string) =>
    format.number(amount, { style: 'currency', currency });

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      {payment ? (
        <p>
          {t('credited', { amount: money(payment.amount, payment.currency) })}
          {payment.bonusAmount > 0 ? (
            <>
              <br />
              {t('bonusCredited', { amount: money(payment.bonusAmount, payment.currency) })}
            </>
          ) : null}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {t('play')}
      </button>
    </Dialog>
  );
}

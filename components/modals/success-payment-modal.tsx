'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { Dialog } from '@/components/ui/dialog';
import { successPaymentAtom } from '@/lib/atoms/deposit-config';

/** Shown once a deposit is confirmed, with the credited amount when it is known. */
export function SuccessPaymentModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('SuccessPaymentModal');
  const format = useNumberFormat();
  const payment = useAtomValue(successPaymentAtom);

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      {payment ? (
        <p>
          {t('credited', {
            amount: format.number(payment.amount, {
              style: 'currency',
              currency: payment.currency,
            }),
          })}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {t('play')}
      </button>
    </Dialog>
  );
}

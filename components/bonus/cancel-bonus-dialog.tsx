'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cancelBonusGrant } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import type { BonusGrant } from '@/lib/schemas/bonus';
import { toast } from '@/lib/toast';
import { useMoney } from './use-money';

type Props = {
  grant: BonusGrant;
  onClose: () => void;
  /** Asks for the grants again; answers the grant as it is now (absent: it ended). */
  refresh: () => Promise<BonusGrant | undefined>;
};

/**
 * Confirms giving a bonus up: shows the bonus money that will be lost and sends exactly that
 * amount as `confirm_amount`. When the balance moved meanwhile (409 `amount_changed`), the
 * grants are asked for again and the dialog shows the new amount for a fresh confirmation.
 */
export function CancelBonusDialog({ grant, onClose, refresh }: Props) {
  const t = useTranslations('BonusSystem.cancel');
  const money = useMoney();
  const showError = useErrorToast();
  const [amount, setAmount] = useState(grant.balance);
  const [changed, setChanged] = useState(false);
  const [pending, setPending] = useState(false);
  const shown = money(amount, grant.currency);

  async function confirm() {
    setPending(true);
    try {
      await cancelBonusGrant(browserApi(), grant.id, amount);
      await refresh();
      toast.success(t('done'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'amount_changed') {
        const now = await refresh().catch(() => undefined);
        if (!now || now.status !== 'active') {
          onClose();
          return;
        }
        setAmount(now.balance);
        setChanged(true);
      } else {
        showError(error);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <div className="form">
        <p>{t('text', { amount: shown })}</p>
        {changed ? (
          <p role="alert" className="field-error">
            {t('changed', { amount: shown })}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => void confirm()}
          disabled={pending}
        >
          {t('confirm', { amount: shown })}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={onClose}>
          {t('keep')}
        </button>
      </div>
    </Dialog>
  );
}

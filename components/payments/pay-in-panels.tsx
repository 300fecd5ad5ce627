'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { depositConfigAtom } from '@/lib/atoms/deposit-config';
import { useBillingData } from '@/lib/hooks/data/use-billing-data';
import type { BillingData } from '@/lib/schemas/billing';
import type { User } from '@/lib/schemas/profile';
import { DepositConfigView } from './deposit-config-view';
import { DepositForm } from './deposit-form';
import { PayoutForm } from './payout-form';

/** The billing data a tab needs, with a quiet wait and a way to ask again if it fails. */
function WithBillingData({ children }: { children: (data: BillingData) => ReactNode }) {
  const t = useTranslations('PayInModal');
  const { data, error, mutate } = useBillingData();
  if (data) return children(data);
  if (error) {
    return (
      <div className="form" role="alert">
        <p className="muted">{t('loadError')}</p>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/** Deposit: the open config if there is one (even after a reload), otherwise the form. */
export function DepositPanel({ user }: { user: User }) {
  const stored = useAtomValue(depositConfigAtom);
  if (stored && stored.userId === user.id) return <DepositConfigView stored={stored} />;
  return <WithBillingData>{(data) => <DepositForm data={data} user={user} />}</WithBillingData>;
}

export function PayoutPanel({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <WithBillingData>
      {(data) => <PayoutForm data={data} user={user} onClose={onClose} />}
    </WithBillingData>
  );
}

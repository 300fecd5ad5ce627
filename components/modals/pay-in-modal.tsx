'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DepositPanel, PayoutPanel } from '@/components/payments/pay-in-panels';
import { Dialog } from '@/components/ui/dialog';
import { Segmented } from '@/components/ui/segmented';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useUser } from '@/lib/hooks/data/use-user';

type Tab = 'deposit' | 'withdraw';

/**
 * PayIn (spec §2, §4): deposit with a payment method and an amount, then the deposit config to
 * pay; or withdraw to a card or a crypto wallet. Guests are asked to log in first.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('PayInModal');
  const { open } = useModal();
  const { user, isLoading } = useUser();
  const [tab, setTab] = useState<Tab>('deposit');

  if (!user) {
    return (
      <Dialog title={t('title')} onClose={onClose}>
        <div className="form">
          <p className="muted">{t('noMethods')}</p>
          {isLoading ? null : (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => open('Login')}
            >
              {t('login')}
            </button>
          )}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <Segmented
        label={t('tabs.label')}
        options={[
          { value: 'deposit', label: t('tabs.deposit') },
          { value: 'withdraw', label: t('tabs.withdraw') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'deposit' ? (
        <DepositPanel user={user} />
      ) : (
        <PayoutPanel user={user} onClose={onClose} />
      )}
    </Dialog>
  );
}

'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DepositPanel, PayoutPanel } from '@/components/payments/pay-in-panels';
import {
  DepositLimitPrompt,
  DepositPaused,
  useBreakInForce,
} from '@/components/protection/deposit-protection';
import { Dialog } from '@/components/ui/dialog';
import { Segmented } from '@/components/ui/segmented';
import { payInTabAtom } from '@/lib/atoms/pay-in-tab';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useUser } from '@/lib/hooks/data/use-user';

type Tab = 'deposit' | 'withdraw';

/**
 * PayIn (spec §2, §4): deposit with a payment method and an amount, then the deposit config to
 * pay; or withdraw to a card or a crypto wallet. Guests are asked to log in first. A player on a
 * break (issue 34) may only withdraw; others see the way to their deposit limits.
 */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('PayInModal');
  const { open } = useModal();
  const { user, isLoading } = useUser();
  const [askedTab, setAskedTab] = useAtom(payInTabAtom);
  const [tab, setTab] = useState<Tab>(askedTab);
  const onBreak = useBreakInForce() !== null;
  // The tab a link asked for is this opening's only: the next one starts on deposits again.
  useEffect(() => setAskedTab('deposit'), [setAskedTab]);

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
      {tab === 'withdraw' ? (
        <PayoutPanel user={user} onClose={onClose} />
      ) : onBreak ? (
        <DepositPaused onWithdraw={() => setTab('withdraw')} />
      ) : (
        <>
          <DepositLimitPrompt onLeave={onClose} />
          <DepositPanel user={user} />
        </>
      )}
    </Dialog>
  );
}

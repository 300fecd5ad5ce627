'use client';

import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { payInTabAtom } from '@/lib/atoms/pay-in-tab';
import { useModal } from '@/lib/hooks/behaviour/use-modal';

/** Opens PayIn on its payout tab: a break stops play and deposits, never being paid. */
export function PayoutButton({
  className = 'link-button',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { open } = useModal();
  const setTab = useSetAtom(payInTabAtom);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setTab('withdraw');
        open('PayIn');
      }}
    >
      {children}
    </button>
  );
}

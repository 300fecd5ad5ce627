'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { claimRakeback } from '@/lib/api/vip';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useRouter } from '@/lib/i18n/navigation';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/**
 * Claims the accrued rakeback (`describedBy`: the element that shows how much): the button says so while the claim is on its way, a polite live
 * line confirms what was paid, the page is asked again and the header's balance, wallets and
 * history are loaded again; a failure (409
 * when another tab claimed first) shows the error notification.
 */
export function VipClaimButton({ describedBy }: { describedBy: string }) {
  const t = useTranslations('VipRakeback');
  const router = useRouter();
  const { number } = useNumberFormat();
  const { run, pending } = useFormAction();
  const revalidateMoney = useRevalidateMoney();
  const [paid, setPaid] = useState<string | null>(null);

  async function claim() {
    const answer = await run(() => claimRakeback(browserApi()));
    if (!answer) return;
    setPaid(
      answer.claimed
        .map((row) =>
          number(row.amount, {
            style: 'currency',
            currency: row.currency,
            maximumFractionDigits: 2,
          }),
        )
        .join(', '),
    );
    router.refresh();
    // The header's balance follows at once, as after every other money movement.
    await revalidateMoney();
  }

  return (
    <div className="actions">
      {paid === null ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          aria-busy={pending || undefined}
          aria-describedby={describedBy}
          onClick={() => void claim()}
        >
          {pending ? t('claiming') : t('claim')}
        </button>
      ) : null}
      <span className="muted" role="status">
        {paid !== null ? t('claimed', { amounts: paid }) : null}
      </span>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useBonusGrants } from '@/lib/hooks/data/use-bonus-grants';
import type { BonusGrant } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { CancelBonusDialog } from './cancel-bonus-dialog';
import { ActiveGrantCard } from './grant-card';

/**
 * The signed-in player's active bonuses (one per currency at most) with progress, balance,
 * countdown and Cancel, which asks first in a dialog that names the amount given up.
 */
export function ActiveBonuses({ withTerms = false }: { withTerms?: boolean }) {
  const t = useTranslations('BonusSystem.active');
  const { grants, error, mutate } = useBonusGrants();
  const [cancelling, setCancelling] = useState<BonusGrant | null>(null);
  const revalidateMoney = useRevalidateMoney();

  if (!grants) {
    return (
      <p className="muted" role={error ? 'alert' : 'status'} aria-busy={!error}>
        {error ? t('loadError') : t('loading')}
      </p>
    );
  }
  if (grants.active.length === 0) {
    return <EmptyState title={t('noneTitle')} text={t('noneText')} />;
  }
  return (
    <>
      <div className={styles.stack}>
        {grants.active.map((grant) => (
          <ActiveGrantCard
            key={grant.id}
            grant={grant}
            onCancel={setCancelling}
            withTerms={withTerms}
          />
        ))}
      </div>
      {cancelling ? (
        <CancelBonusDialog
          grant={cancelling}
          onClose={() => setCancelling(null)}
          refresh={async () => {
            // The bonus money left: the header's balance follows the grant.
            const [fresh] = await Promise.all([mutate(), revalidateMoney()]);
            return fresh?.data.active.find((grant) => grant.id === cancelling.id);
          }}
        />
      ) : null}
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListTable, type Column } from '../../list-table';
import type { RiskFlag } from '../flag-types';
import { RiskDecisionDialog, useFlagOutcomeText, type FlagOutcome } from '../risk-decision-dialog';
import { useFlagColumns } from '../use-flag-columns';
import type { PlayerChange, PlayerKyc } from './player-kyc-types';

/** The player's flags, every status, with the queue's decision. */
export function PlayerFlags({
  kyc,
  onChange,
}: {
  kyc: PlayerKyc;
  onChange: (change: PlayerChange) => Promise<void> | void;
}) {
  const t = useTranslations('office.riskPlayer.flags');
  const outcomeText = useFlagOutcomeText();
  const [deciding, setDeciding] = useState<RiskFlag | null>(null);
  const flagColumns = useFlagColumns<RiskFlag>(setDeciding);
  const columns: Column<RiskFlag>[] = [
    flagColumns.raised,
    flagColumns.kind,
    flagColumns.evidence,
    flagColumns.status,
    flagColumns.actions,
  ];

  async function done(outcome: FlagOutcome) {
    setDeciding(null);
    // A decision may ask for a level or block the account: the whole page is read again.
    await onChange({
      text: outcomeText(outcome),
      tone: outcome.kind === 'already_decided' ? 'error' : 'info',
    });
  }

  return (
    <>
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={kyc.flags}
        rowKey={(row) => row.id}
        empty={t('empty')}
      />
      {deciding ? (
        <RiskDecisionDialog
          flag={deciding}
          suggestedLevel={kyc.player.kyc_level + 1}
          onDone={done}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}

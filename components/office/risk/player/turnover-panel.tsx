'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { waiveTurnover } from '@/lib/api/office-risk';
import { DecisionDialog } from '../../decision-dialog';
import { useOfficeFormat } from '../../use-office-format';
import type { PlayerChange, PlayerKyc } from './player-kyc-types';
import riskStyles from '../risk.module.css';

/**
 * The payout turnover rule: deposits staked `multiplier` times before a payout; what it asks,
 * what is staked, what remains, and a waiver with a reason.
 */
export function TurnoverPanel({
  kyc,
  onChange,
}: {
  kyc: PlayerKyc;
  onChange: (change: PlayerChange) => Promise<void> | void;
}) {
  const t = useTranslations('office.riskPlayer.turnover');
  const format = useOfficeFormat();
  const [waiving, setWaiving] = useState(false);
  const { turnover } = kyc;
  if (!turnover) return <p className="muted">{t('none')}</p>;
  const money = (amount: number) => format.money(amount, turnover.currency);

  async function waive(reason: string) {
    const answer = await waiveTurnover(officeApi(), kyc.player.id, reason);
    setWaiving(false);
    await onChange({ kyc: answer, text: t('waived'), tone: 'info' });
  }

  return (
    <>
      <p>{t('rule', { multiplier: turnover.multiplier })}</p>
      <dl className={riskStyles.facts}>
        <div>
          <dt>{t('required')}</dt>
          <dd>{money(turnover.required)}</dd>
        </div>
        <div>
          <dt>{t('staked')}</dt>
          <dd>{money(turnover.staked)}</dd>
        </div>
        <div>
          <dt>{t('remaining')}</dt>
          <dd>
            <strong>{money(turnover.remaining)}</strong>
          </dd>
        </div>
      </dl>
      {turnover.required > 0 ? (
        <progress
          className={riskStyles.meter}
          max={turnover.required}
          value={Math.min(turnover.staked, turnover.required)}
          aria-label={t('progress')}
        />
      ) : null}
      <p className="muted">
        {turnover.since ? t('since', { when: format.dateTime(turnover.since) }) : t('sinceStart')}
      </p>
      {turnover.remaining > 0 ? (
        <button
          type="button"
          className={`btn btn-ghost ${riskStyles.start}`}
          onClick={() => setWaiving(true)}
        >
          {t('waive')}
        </button>
      ) : (
        <p>{t('met')}</p>
      )}
      {waiving ? (
        <DecisionDialog
          title={t('waiveTitle')}
          summary={<p>{t('waiveSummary', { remaining: money(turnover.remaining) })}</p>}
          submitLabel={t('waive')}
          noteRequired
          noteField="reason"
          onSubmit={waive}
          onClose={() => setWaiving(false)}
        />
      ) : null}
    </>
  );
}

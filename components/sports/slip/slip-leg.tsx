'use client';

import { useTranslations } from 'next-intl';
import type { SlipSelection } from '@/lib/atoms/bet-slip';
import type { LegState } from '@/lib/sports/leg-state';
import { useMarketNames } from '../use-market-names';
import { useProblemText } from '../use-problem-text';
import styles from './bet-slip.module.css';

type SlipLegProps = {
  selection: SlipSelection;
  state: LegState;
  /** Messages of a refusal for this leg, translated. */
  errors: string[];
  related: boolean;
  /** Shown in a system: the banker toggle. */
  bankerToggle?: { disabled: boolean; onToggle: () => void };
  onRemove: () => void;
  children?: React.ReactNode;
};

/**
 * One selection of the slip: match, market, outcome and odds as the line has them now. Odds that
 * rose show green with ↑, fell red with ↓ (flashing a few seconds, the accepted odds struck
 * through); a suspended market greys the leg, a removed one is flagged with its remove button.
 */
export function SlipLeg({
  selection,
  state,
  errors,
  related,
  bankerToggle,
  onRemove,
  children,
}: SlipLegProps) {
  const t = useTranslations('BetSlip');
  const names = useMarketNames();
  const problemText = useProblemText();
  const market = { type_id: selection.typeId, specifiers: selection.specifiers };
  const teams = names.teams(selection);
  const flag = state.removed ? 'removed' : state.suspended ? 'suspended' : null;
  return (
    <li
      className={styles.leg}
      data-state={flag ?? undefined}
      data-change={state.change ?? undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <div className={styles.legHead}>
        <span className={styles.legMatch}>
          {selection.live ? <span className={styles.liveTag}>{t('live')}</span> : null}
          {teams.home} — {teams.away}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('remove', {
            outcome: names.outcome(market, selection.outcomeId, selection),
          })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      <div className={styles.legMarket}>{names.market(market, selection)}</div>
      <div className={styles.legPick}>
        <strong>{names.outcome(market, selection.outcomeId, selection)}</strong>
        <span className={styles.legOdds}>
          {state.change ? <s className={styles.oldOdds}>{selection.odds}</s> : null}
          <span key={state.odds} className={styles.newOdds} data-change={state.change ?? undefined}>
            {state.odds}
            {state.change === 'up' ? (
              <span aria-label={t('oddsUp')}> ↑</span>
            ) : state.change === 'down' ? (
              <span aria-label={t('oddsDown')}> ↓</span>
            ) : null}
          </span>
        </span>
      </div>
      {flag ? <p className={styles.legFlag}>{t(flag)}</p> : null}
      {related ? <p className={styles.legFlag}>{t('problems.related_selections')}</p> : null}
      {state.problem ? <p className={styles.legFlag}>{problemText(state.problem)}</p> : null}
      {bankerToggle ? (
        <label className={styles.banker}>
          <input
            type="checkbox"
            checked={selection.banker}
            disabled={bankerToggle.disabled}
            onChange={bankerToggle.onToggle}
          />
          {t('banker')}
        </label>
      ) : null}
      {children}
      {errors.map((text, i) => (
        <p key={i} className="field-error" role="alert">
          {text}
        </p>
      ))}
    </li>
  );
}

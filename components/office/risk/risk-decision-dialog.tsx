'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { decideRiskFlag } from '@/lib/api/office-risk';
import { ApiError } from '@/lib/api/errors';
import { RISK_DECISIONS, type RiskDecision } from '@/lib/constants/kyc';
import { DecisionDialog } from '../decision-dialog';
import type { RiskFlag } from './flag-types';
import { useEvidenceWords } from './use-flag-columns';
import riskStyles from './risk.module.css';

const LEVELS = [1, 2, 3] as const;

/** What a decision did, for the page's status line. */
export type FlagOutcome =
  | { kind: 'decided'; flag: RiskFlag; decision: RiskDecision; level?: number }
  | { kind: 'already_decided'; flag: RiskFlag };

/**
 * The decision on one flag: clear it, block the account, or ask the player for a verification
 * level; a reason always (the audit keeps it). A flag someone else decided meanwhile (409
 * `flag_decided`) closes the dialog and the page reloads it.
 */
export function RiskDecisionDialog({
  flag,
  suggestedLevel,
  onDone,
  onClose,
}: {
  flag: RiskFlag;
  /** The level the "ask" choice starts on (the one above what the player has verified). */
  suggestedLevel: number;
  onDone: (outcome: FlagOutcome) => Promise<void> | void;
  onClose: () => void;
}) {
  const t = useTranslations('office.risk.decision');
  const tr = useTranslations('office.risk');
  const evidence = useEvidenceWords();
  const [choice, setChoice] = useState<RiskDecision>('clear');
  const [level, setLevel] = useState(() => Math.min(3, Math.max(1, suggestedLevel)));

  async function decide(reason: string) {
    const body = { decision: choice, reason, ...(choice === 'request' && { level }) };
    try {
      const answer = await decideRiskFlag(officeApi(), flag.id, body);
      await onDone({ kind: 'decided', flag: answer.flag, decision: choice, level });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'flag_decided') {
        await onDone({ kind: 'already_decided', flag });
        return;
      }
      throw error;
    }
  }

  const submitLabel = choice === 'request' ? t('submitRequest', { level }) : t(`submit.${choice}`);

  return (
    <DecisionDialog
      title={t('title', { id: flag.id })}
      summary={
        <p>
          {t('summary', {
            kind: tr(`kinds.${flag.kind}`),
            player: flag.user_id,
            evidence: evidence(flag),
          })}
        </p>
      }
      submitLabel={submitLabel}
      noteRequired
      noteField="reason"
      noteHint={t('reasonHint')}
      extraFields={['decision', 'level']}
      danger={choice === 'block'}
      renderFields={(fieldError) => (
        <>
          <fieldset
            className={`fieldset ${riskStyles.choices}`}
            aria-describedby={fieldError('decision') ? 'risk-decision-error' : undefined}
          >
            <legend>{t('choice')}</legend>
            {RISK_DECISIONS.map((decision) => (
              <label key={decision}>
                <input
                  type="radio"
                  name="decision"
                  value={decision}
                  checked={choice === decision}
                  onChange={() => setChoice(decision)}
                />
                {t(`choices.${decision}`)}
              </label>
            ))}
            {fieldError('decision') ? (
              <p id="risk-decision-error" className="field-error">
                {fieldError('decision')}
              </p>
            ) : null}
          </fieldset>
          {choice === 'request' ? (
            <div className="field">
              <label htmlFor="risk-decision-level">{t('level')}</label>
              <select
                id="risk-decision-level"
                name="level"
                value={level}
                onChange={(event) => setLevel(Number(event.target.value))}
                aria-invalid={fieldError('level') ? true : undefined}
                aria-describedby={fieldError('level') ? 'risk-decision-level-error' : undefined}
              >
                {LEVELS.map((value) => (
                  <option key={value} value={value}>
                    {tr(`levels.${value}`)}
                  </option>
                ))}
              </select>
              {fieldError('level') ? (
                <p id="risk-decision-level-error" className="field-error">
                  {fieldError('level')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      onSubmit={(reason) => decide(reason)}
      onClose={onClose}
    />
  );
}

/** The page's status line after a decision. */
export function useFlagOutcomeText() {
  const t = useTranslations('office.risk.decision');
  return (outcome: FlagOutcome) => {
    if (outcome.kind === 'already_decided') return t('alreadyDecided', { id: outcome.flag.id });
    if (outcome.decision === 'request') {
      return t('done.request', { id: outcome.flag.id, level: outcome.level ?? 1 });
    }
    return t(`done.${outcome.decision}`, { id: outcome.flag.id });
  };
}

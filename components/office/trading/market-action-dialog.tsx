'use client';

import { useTranslations } from 'next-intl';
import { useMarketNames } from '@/components/sports/use-market-names';
import { officeApi } from '@/lib/api/office';
import { actOnMarket, settleMarket, type SettledOutcome } from '@/lib/api/office-trading';
import type { ReadField } from '@/lib/forms/form-reader';
import type { TradingEventMarkets, TradingMarket } from '@/lib/schemas/sports-trading';
import { DecisionDialog } from '../decision-dialog';
import styles from './trading.module.css';

export type MarketActionKind = 'suspend' | 'reopen' | 'settle' | 'void';

/** What came of an action: the market's new state, or a settlement held for four eyes. */
export type MarketActionOutcome =
  | { kind: 'done'; action: MarketActionKind; market: string; tickets: number }
  | { kind: 'held'; market: string; approval: number };

/** The results an operator gives an outcome, as `POST …/settle` takes them. */
const RESULTS = {
  lost: { result: 0 },
  won: { result: 1 },
  void: { result: 0, void_factor: 1 },
  halfWon: { result: 1, void_factor: 0.5 },
  halfLost: { result: 0, void_factor: 0.5 },
} as const satisfies Record<string, Omit<SettledOutcome, 'id'>>;
type ResultKey = keyof typeof RESULTS;
const RESULT_KEYS = Object.keys(RESULTS) as ResultKey[];

/** The result an outcome settled with already, so a resettlement starts from it. */
function currentResult(outcome: TradingMarket['outcomes'][number]): ResultKey {
  if (outcome.void_factor === '1') return 'void';
  if (outcome.void_factor === '0.5') return outcome.result === 1 ? 'halfWon' : 'halfLost';
  return outcome.result === 1 ? 'won' : 'lost';
}

const fieldName = (outcomeId: string) => `outcome-${outcomeId}`;

/**
 * Suspend, reopen, settle or void one market with a reason (required, for `sport_audit`). A
 * settlement asks for each outcome's result; at or above the four-eyes threshold the API holds
 * it (202) and the outcome says it waits for a second member of staff.
 */
export function MarketActionDialog({
  event,
  market,
  action,
  onDone,
  onClose,
}: {
  event: TradingEventMarkets['event'];
  market: TradingMarket;
  action: MarketActionKind;
  onDone: (outcome: MarketActionOutcome) => void | Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('office.trading.dialog');
  const names = useMarketNames();
  const marketName = names.market(market, event);
  const match = `${names.name(event.home)} — ${names.name(event.away)}`;
  const tickets = market.outcomes.reduce(
    (total, outcome) => total + outcome.exposure.reduce((sum, row) => sum + row.tickets, 0),
    0,
  );
  const ref = { event_id: event.id, type_id: market.type_id, spec_key: market.spec_key };

  async function submit(reason: string, read: ReadField) {
    if (action !== 'settle') {
      const answer = await actOnMarket(officeApi(), action, { ...ref, reason });
      await onDone({
        kind: 'done',
        action,
        market: marketName,
        tickets: answer.tickets_settled,
      });
      return;
    }
    const outcomes = market.outcomes.map((outcome) => {
      const key = read(fieldName(outcome.id)) as ResultKey;
      return { id: outcome.id, ...(RESULTS[key] ?? RESULTS.lost) };
    });
    const answer = await settleMarket(officeApi(), { ...ref, reason, outcomes });
    await onDone(
      'approval' in answer
        ? { kind: 'held', market: marketName, approval: answer.approval.id }
        : { kind: 'done', action, market: marketName, tickets: answer.tickets_settled },
    );
  }

  return (
    <DecisionDialog
      title={t(`title.${action}`, { market: marketName })}
      summary={
        <>
          <p>{t(`summary.${action}`, { market: marketName, match })}</p>
          {action === 'settle' || action === 'void' ? (
            <p>{t('tickets', { count: tickets })}</p>
          ) : null}
        </>
      }
      submitLabel={t(`submit.${action}`)}
      danger={action === 'void'}
      noteRequired
      noteField="reason"
      noteHint={t('reasonHint')}
      extraFields={['outcomes']}
      renderFields={
        action === 'settle'
          ? (fieldError) => (
              <fieldset className={styles.outcomes}>
                <legend>{t('results')}</legend>
                {fieldError('outcomes') ? (
                  <p className="field-error">{fieldError('outcomes')}</p>
                ) : null}
                {market.outcomes.map((outcome) => {
                  const id = `settle-${fieldName(outcome.id)}`;
                  return (
                    <div key={outcome.id} className="field">
                      <label htmlFor={id}>{names.outcome(market, outcome.id, event)}</label>
                      <select
                        id={id}
                        name={fieldName(outcome.id)}
                        defaultValue={currentResult(outcome)}
                      >
                        {RESULT_KEYS.map((key) => (
                          <option key={key} value={key}>
                            {t(`result.${key}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </fieldset>
            )
          : undefined
      }
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

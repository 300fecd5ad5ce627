'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Segmented } from '@/components/ui/segmented';
import { browserApi } from '@/lib/api/browser';
import { checkSlip } from '@/lib/api/sports';
import {
  betKindAtom,
  betSlipAtom,
  lineMarketsAtom,
  oddsPolicyAtom,
  type OddsPolicy,
  type SlipSelection,
} from '@/lib/atoms/bet-slip';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { toMajor, toMinor } from '@/lib/money/units';
import { parseAmount } from '@/lib/payments/limits';
import type { TicketView } from '@/lib/schemas/sports';
import { legState, policyCovers, type LegState } from '@/lib/sports/leg-state';
import type { BetKind } from '@/lib/sports/lines';
import { oddsLabel } from '@/lib/sports/odds';
import { kindProblem, relatedEvents, slipSummary, systemSizes } from '@/lib/sports/slip';
import { useProblemText } from '../use-problem-text';
import { PendingTicket } from './pending-ticket';
import type { SlipErrors } from './slip-errors';
import { SlipHead } from './slip-head';
import { SlipLeg } from './slip-leg';
import { slipBets, type SlipBet } from './slip-request';
import { StakeInput } from './stake-input';
import { usePlaceSlip } from './use-place-slip';
import { useSlipCheck } from './use-slip-check';
import styles from './bet-slip.module.css';

const KINDS: readonly BetKind[] = ['single', 'express', 'system'];
const POLICIES: readonly OddsPolicy[] = ['none', 'higher', 'any'];

const marketOf = (selection: SlipSelection) =>
  `${selection.eventId}/${selection.typeId}/${selection.specKey}`;

/** A stake as typed, in major units; 0 for nothing readable. */
function stakeOf(text: string | undefined): number {
  const value = parseAmount(text ?? '');
  return Number.isFinite(value) && value > 0 ? toMajor(toMinor(value)) : 0;
}

/**
 * The bet slip (issue 18): singles (a ticket per selection, each with its stake), an express or
 * a system N/M with bankers; stakes with the currency's presets; the odds-change policy; total
 * odds and the potential win; the limits and the largest stake from the slip check; each leg as
 * the line has it now; placing with a fresh key per submit, refusals shown where they belong, and
 * live tickets followed through their delay. Only the slip's own news is announced (politely).
 * The focus never falls to the page's body (issue 42): "Place bet" stays focusable while it
 * works, a placed ticket takes the focus, and "Accept changes" and "Place bet" hand it over.
 */
export function BetSlip() {
  const t = useTranslations('BetSlip');
  const translate = useProblemText();
  const format = useNumberFormat();
  const showError = useErrorToast();
  const [selections, setSelections] = useAtom(betSlipAtom);
  const [kind, setKind] = useAtom(betKindAtom);
  const [policy, setPolicy] = useAtom(oddsPolicyAtom);
  const line = useAtomValue(lineMarketsAtom);
  const betCurrency = useBetCurrency();
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [sizeChoice, setSize] = useState(0);
  const [refusals, setRefusals] = useState<Record<string, SlipErrors | { other: unknown }>>({});
  const [maxStakes, setMaxStakes] = useState<Record<string, number>>({});
  const [tickets, setTickets] = useState<TicketView[]>([]);
  const [focusedTicket, setFocusedTicket] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const actionHadFocus = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { place, placing } = usePlaceSlip();

  const bankers = selections.filter((selection) => selection.banker).length;
  const sizes = systemSizes(selections.length, bankers);
  const size = sizes.includes(sizeChoice) ? sizeChoice : (sizes[0] ?? 0);
  const bets = slipBets(kind, selections, size);
  const stakeNumbers = Object.fromEntries(bets.map((bet) => [bet.id, stakeOf(stakes[bet.id])]));
  const checks = useSlipCheck(bets, policy, stakeNumbers);
  const currency = Object.values(checks)[0]?.currency ?? betCurrency;
  const related = relatedEvents(selections);

  const states: LegState[] = selections.map((selection, i) => {
    const check = kind === 'single' ? checks[selection.key]?.legs[0] : checks['*']?.legs[i];
    return legState(selection, line[marketOf(selection)], check);
  });
  const current = selections.map((selection, i) => ({ ...selection, odds: states[i]!.odds }));
  const summary = slipSummary(
    kind,
    current,
    Object.fromEntries(Object.entries(stakeNumbers).map(([id, value]) => [id, toMinor(value)])),
    size,
  );
  const problem = kindProblem(kind, selections, size);
  const blocked = states.some((state) => state.removed || state.suspended);
  const unaccepted = states.some((state) => !policyCovers(policy, state.change));
  const changed = states.filter((state) => state.change !== null).length;

  // The slip's news, politely: not every tick; moved odds read as one line while they differ.
  const news = changed > 0 ? t('oddsChanged') : announcement;

  const money = (amount: number) => format.number(amount, { style: 'currency', currency });

  const refusalOf = (id: string) => {
    const refusal = refusals[id];
    return refusal && 'legs' in refusal ? refusal : undefined;
  };
  const legErrors = (bet: SlipBet | undefined, index: number) =>
    (bet ? refusalOf(bet.id)?.legs[index] : undefined)?.map(({ code, text }) =>
      translate(code, text),
    ) ?? [];
  const stakeErrors = (id: string) =>
    refusalOf(id)?.stake.map(({ code, text }) => translate(code, text)) ?? [];
  const generalErrors = (id: string) =>
    refusalOf(id)?.general.map(({ code, text }) => translate(code, text)) ?? [];
  const overPayout = (id: string) =>
    refusalOf(id)?.stake.some(({ code }) => code === 'max_payout_exceeded') ?? false;

  function update(change: (known: SlipSelection[]) => SlipSelection[]) {
    setSelections(change);
    setRefusals({});
  }

  function remove(key: string) {
    update((known) => known.filter((selection) => selection.key !== key));
  }

  function acceptChanges() {
    update((known) =>
      known.map((selection) => {
        const state = states[selections.findIndex((shown) => shown.key === selection.key)];
        return state ? { ...selection, odds: state.odds, version: state.version } : selection;
      }),
    );
    setAnnouncement(t('changesAccepted'));
  }

  function setStake(id: string, value: string) {
    setStakes((known) => ({ ...known, [id]: value }));
    setRefusals((known) => {
      const next = { ...known };
      delete next[id];
      return next;
    });
  }

  async function submit() {
    const wanted = bets.flatMap((bet) =>
      stakeNumbers[bet.id]! > 0 ? [{ bet, stake: stakeNumbers[bet.id]! }] : [],
    );
    if (wanted.length === 0) {
      setAnnouncement(t('enterStake'));
      return;
    }
    const outcome = await place(wanted, policy);
    if (!outcome) return;
    const placedIds = new Set(Object.keys(outcome.placed));
    const placedTickets = Object.values(outcome.placed);
    if (placedTickets.length > 0) {
      setTickets((known) => [...placedTickets, ...known]);
      setFocusedTicket(placedTickets[0]!.id);
      update((known) =>
        kind === 'single'
          ? known.filter((selection) => !placedIds.has(selection.key))
          : placedIds.has('*')
            ? []
            : known,
      );
      setStakes((known) =>
        Object.fromEntries(Object.entries(known).filter(([id]) => !placedIds.has(id))),
      );
      setAnnouncement(
        placedTickets.some((ticket) => ticket.status === 'pending')
          ? t('pendingNews')
          : t('placed'),
      );
    }
    const refused = Object.entries(outcome.refused);
    setRefusals(Object.fromEntries(refused));
    for (const [id, refusal] of refused) {
      if ('other' in refusal) showError(refusal.other);
      else if (refusal.stake.some(({ code }) => code === 'max_payout_exceeded')) {
        const bet = bets.find((each) => each.id === id);
        if (bet && checks[id]?.max_stake === undefined) {
          void checkSlip(browserApi(), {
            kind: bet.kind,
            ...(bet.systemSize !== undefined && { system_size: bet.systemSize }),
            odds_policy: policy,
            legs: bet.selections.map((selection) => ({
              event_id: selection.eventId,
              type_id: selection.typeId,
              spec_key: selection.specKey,
              outcome_id: selection.outcomeId,
              odds: selection.odds,
            })),
          })
            .then((answer) => setMaxStakes((known) => ({ ...known, [id]: answer.max_stake })))
            .catch(() => undefined);
        }
      }
    }
    if (refused.length > 0) setAnnouncement(t('refusedNews'));
  }

  // "Accept changes" and "Place bet" swap as prices move (keyed apart, below): the one that
  // comes takes the focus the one that went had, which would otherwise fall to the page's body.
  const actionRef = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    if (actionHadFocus.current && document.activeElement === document.body) button.focus();
    actionHadFocus.current = false;
    return () => {
      actionHadFocus.current = document.activeElement === button;
    };
  }, []);

  const combined = bets.find((bet) => bet.id === '*');
  const combinedCheck = checks['*'];

  return (
    <div className={styles.slip}>
      <SlipHead count={selections.length} titleRef={titleRef} onClear={() => update(() => [])} />
      <p role="status" aria-live="polite" className="visually-hidden">
        {news}
      </p>

      {tickets.map((ticket) => (
        <PendingTicket
          key={ticket.id}
          ticket={ticket}
          focused={ticket.id === focusedTicket}
          onDecided={(decided) =>
            setAnnouncement(decided.status === 'rejected' ? t('refusedNews') : t('placed'))
          }
          onDismiss={() => {
            setTickets((known) => known.filter((each) => each.id !== ticket.id));
            // The pressed "Dismiss" goes with its ticket: the slip's title keeps the focus in it.
            titleRef.current?.focus();
          }}
        />
      ))}

      {selections.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <Segmented
            label={t('kindLabel')}
            options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setRefusals({});
            }}
          />
          <ul className={styles.legs}>
            {selections.map((selection, i) => (
              <SlipLeg
                key={selection.key}
                selection={selection}
                state={states[i]!}
                related={kind !== 'single' && related.has(selection.eventId)}
                errors={legErrors(
                  kind === 'single' ? bets[i] : combined,
                  kind === 'single' ? 0 : i,
                )}
                onRemove={() => remove(selection.key)}
                bankerToggle={
                  kind === 'system'
                    ? {
                        disabled:
                          !selection.banker &&
                          systemSizes(selections.length, bankers + 1).length === 0,
                        onToggle: () =>
                          update((known) =>
                            known.map((each) =>
                              each.key === selection.key ? { ...each, banker: !each.banker } : each,
                            ),
                          ),
                      }
                    : undefined
                }
              >
                {kind === 'single' ? (
                  <StakeInput
                    value={stakes[selection.key] ?? ''}
                    onChange={(value) => setStake(selection.key, value)}
                    currency={currency}
                    label={t('stake')}
                    limits={limitsOf(checks[selection.key])}
                    errors={[...stakeErrors(selection.key), ...generalErrors(selection.key)]}
                    maxStake={
                      overPayout(selection.key)
                        ? (checks[selection.key]?.max_stake ?? maxStakes[selection.key])
                        : null
                    }
                  />
                ) : null}
              </SlipLeg>
            ))}
          </ul>

          {kind === 'system' && sizes.length > 0 ? (
            <label className={styles.system}>
              {t('systemSize')}
              <select value={size} onChange={(event) => setSize(Number(event.target.value))}>
                {sizes.map((each) => (
                  <option key={each} value={each}>
                    {t('systemOption', {
                      size: each,
                      count: selections.length,
                      lines: slipSummary('system', current, {}, each).lines,
                    })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}

          {problem && !(kind === 'single' && problem === 'too_few') ? (
            <p className={styles.hint}>{t(`kindProblems.${kind}.${problem}`)}</p>
          ) : null}

          {kind !== 'single' && combined ? (
            <StakeInput
              value={stakes['*'] ?? ''}
              onChange={(value) => setStake('*', value)}
              currency={currency}
              label={kind === 'system' ? t('stakeSystem', { lines: summary.lines }) : t('stake')}
              limits={limitsOf(combinedCheck)}
              errors={[...stakeErrors('*'), ...generalErrors('*')]}
              maxStake={overPayout('*') ? (combinedCheck?.max_stake ?? maxStakes['*']) : null}
            />
          ) : null}

          <label className={styles.policy}>
            {t('policyLabel')}
            <select
              value={policy}
              onChange={(event) => setPolicy(event.target.value as OddsPolicy)}
            >
              {POLICIES.map((value) => (
                <option key={value} value={value}>
                  {t(`policies.${value}`)}
                </option>
              ))}
            </select>
          </label>

          <dl className={styles.summary}>
            {kind === 'system' ? (
              <>
                <dt>{t('lines')}</dt>
                <dd>{summary.lines}</dd>
              </>
            ) : summary.totalOddsE4 ? (
              <>
                <dt>{t('totalOdds')}</dt>
                <dd data-testid="total-odds">{oddsLabel(summary.totalOddsE4)}</dd>
              </>
            ) : null}
            <dt>{t('totalStake')}</dt>
            <dd>{money(toMajor(summary.stakeMinor))}</dd>
            <dt>{t('potentialWin')}</dt>
            <dd data-testid="potential-win">{money(toMajor(summary.potentialWinMinor))}</dd>
          </dl>

          {blocked ? <p className={styles.hint}>{t('blocked')}</p> : null}
          {/* Keyed apart: a click aimed at "Place bet" must never land on "Accept changes" when
              a price moves under the pointer (React would reuse one button for both). */}
          {unaccepted ? (
            <button
              key="accept"
              ref={actionRef}
              type="button"
              className="btn btn-primary btn-block"
              onClick={acceptChanges}
            >
              {t('acceptChanges')}
            </button>
          ) : (
            <ActionButton
              key="place"
              ref={actionRef}
              className="btn btn-primary btn-block"
              unavailable={placing || blocked || (problem !== null && kind !== 'single')}
              onClick={() => void submit()}
            >
              {placing ? t('placing') : t('place')}
            </ActionButton>
          )}
        </>
      )}
    </div>
  );
}

/** A check's stake limits, for the hint under a stake. */
function limitsOf(check: { min_stake: number; max_stake: number } | undefined) {
  return check ? { min: check.min_stake, max: check.max_stake } : undefined;
}

'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { betSlipAtom, slipNoticeAtom, type SlipSelection } from '@/lib/atoms/bet-slip';
import type { SportEventView, SportMarketView } from '@/lib/schemas/sports';
import { toggleSelection } from '@/lib/sports/slip';
import { selectionKey } from '@/lib/sports/specifiers';
import { ActionButton } from '@/components/ui/action-button';
import { useGoToSlip } from './slip/use-slip-layout';
import { useMarketNames } from './use-market-names';
import styles from './sports.module.css';

type OddsButtonProps = {
  event: Pick<SportEventView, 'id' | 'sport' | 'home' | 'away' | 'live'>;
  market: SportMarketView;
  outcomeId: string;
  /** The short label shown above the odds (`П1`), or the outcome's name when absent. */
  label?: string;
};

/**
 * An outcome's odds: a button that puts the selection in the slip or takes it out (pressed while
 * in it). Its accessible name starts with what it shows ("1 1.20", so voice control can press it
 * by what it reads), then the match, market and outcome; a suspended market or an inactive
 * outcome keeps its last odds, greyed and aria-disabled (a button that turns disabled would drop
 * the focus of a keyboard player who is on it when the market suspends). A press is announced, and while pressed the
 * button is followed by "Go to bet slip", out of sight until the keyboard reaches it (issue 42).
 */
export function OddsButton({ event, market, outcomeId, label }: OddsButtonProps) {
  const t = useTranslations('Betting');
  const slipText = useTranslations('BetSlip');
  const names = useMarketNames();
  const [slip, setSlip] = useAtom(betSlipAtom);
  const setNotice = useSetAtom(slipNoticeAtom);
  const goToSlip = useGoToSlip();
  const outcome = market.outcomes.find((each) => each.id === outcomeId);
  const key = selectionKey({
    eventId: event.id,
    typeId: market.type_id,
    specKey: market.spec_key,
    outcomeId,
  });
  const pressed = slip.some((selection) => selection.key === key);
  const open = market.status === 'active' && Boolean(outcome?.active) && Boolean(outcome?.odds);
  const teams = names.teams(event);
  const outcomeText = names.outcome(market, outcomeId, event);
  const odds = outcome?.odds ?? '—';

  function toggle() {
    if (pressed) {
      const rest = slip.filter((each) => each.key !== key);
      setSlip(rest);
      return announce('slipRemoved', rest.length);
    }
    if (!outcome?.odds) return;
    const picked: SlipSelection = {
      key,
      eventId: event.id,
      sport: event.sport,
      home: event.home,
      away: event.away,
      live: event.live,
      typeId: market.type_id,
      specKey: market.spec_key,
      specifiers: market.specifiers,
      outcomeId,
      odds: outcome.odds,
      version: market.version,
      banker: false,
    };
    const next = toggleSelection(slip, picked);
    setSlip(next);
    announce('slipAdded', next.length);
  }

  function announce(what: 'slipAdded' | 'slipRemoved', count: number) {
    setNotice(
      t(what, {
        outcome: outcomeText,
        odds,
        selections: slipText('barCount', { count }),
      }),
    );
  }

  return (
    <>
      <ActionButton
        className={styles.odds}
        aria-pressed={pressed}
        unavailable={!open && !pressed}
        data-suspended={open ? undefined : true}
        aria-label={t('oddsLabel', {
          shown: label ?? outcomeText,
          odds,
          match: `${teams.home} — ${teams.away}`,
          market: names.market(market, event),
          outcome: outcomeText,
        })}
        onClick={toggle}
      >
        <span className={styles.oddsLabel}>{label ?? outcomeText}</span>
        {/* Its text reads "1 1.20", as its name starts: the grid lays the two out, not the space. */}{' '}
        <span className={styles.oddsValue}>{odds}</span>
      </ActionButton>
      {pressed ? (
        <button type="button" className={styles.toSlip} onClick={goToSlip}>
          {t('toSlip', { count: slip.length })}
        </button>
      ) : null}
    </>
  );
}

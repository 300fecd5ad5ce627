'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { betSlipAtom, type SlipSelection } from '@/lib/atoms/bet-slip';
import type { SportEventView, SportMarketView } from '@/lib/schemas/sports';
import { toggleSelection } from '@/lib/sports/slip';
import { selectionKey } from '@/lib/sports/specifiers';
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
 * in it). Its accessible name says the match, market, outcome and odds; a suspended market or an
 * inactive outcome keeps its last odds, greyed and disabled.
 */
export function OddsButton({ event, market, outcomeId, label }: OddsButtonProps) {
  const t = useTranslations('Betting');
  const names = useMarketNames();
  const [slip, setSlip] = useAtom(betSlipAtom);
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

  function toggle() {
    if (pressed) return setSlip((current) => current.filter((each) => each.key !== key));
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
    setSlip((current) => toggleSelection(current, picked));
  }

  return (
    <button
      type="button"
      className={styles.odds}
      aria-pressed={pressed}
      disabled={!open && !pressed}
      data-suspended={open ? undefined : true}
      aria-label={t('oddsLabel', {
        match: `${teams.home} — ${teams.away}`,
        market: names.market(market, event),
        outcome: outcomeText,
        odds: outcome?.odds ?? '—',
      })}
      onClick={toggle}
    >
      <span className={styles.oddsLabel}>{label ?? outcomeText}</span>
      <span className={styles.oddsValue}>{outcome?.odds ?? '—'}</span>
    </button>
  );
}

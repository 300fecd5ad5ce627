import type { OddsPolicy, SlipSelection } from '@/lib/atoms/bet-slip';
import type { BetKind } from '@/lib/sports/lines';

/** A leg as `POST /sports/slip` and `POST /sports/tickets` take it: what the player saw. */
export function wireLeg(selection: SlipSelection, withBanker: boolean) {
  return {
    event_id: selection.eventId,
    type_id: selection.typeId,
    spec_key: selection.specKey,
    outcome_id: selection.outcomeId,
    odds: selection.odds,
    version: selection.version,
    ...(withBanker && selection.banker && { banker: true }),
  };
}

/** One bet the slip would place: a single per selection, or the express or system. */
export type SlipBet = {
  /** The selection's key for a single, `*` for the express or system. */
  id: string;
  kind: BetKind;
  selections: SlipSelection[];
  systemSize?: number;
};

/** The bets of the slip as it stands. */
export function slipBets(
  kind: BetKind,
  selections: readonly SlipSelection[],
  systemSize: number,
): SlipBet[] {
  if (selections.length === 0) return [];
  if (kind === 'single') {
    return selections.map((selection) => ({
      id: selection.key,
      kind,
      selections: [selection],
    }));
  }
  return [
    {
      id: '*',
      kind,
      selections: [...selections],
      ...(kind === 'system' && { systemSize }),
    },
  ];
}

/** The body of a bet for the slip check (no key) or the placement (with `key`). */
export function betBody(bet: SlipBet, policy: OddsPolicy, stake: number | undefined) {
  return {
    kind: bet.kind,
    ...(bet.systemSize !== undefined && { system_size: bet.systemSize }),
    ...(stake !== undefined && stake > 0 && { stake }),
    odds_policy: policy,
    legs: bet.selections.map((selection) => wireLeg(selection, bet.kind === 'system')),
  };
}

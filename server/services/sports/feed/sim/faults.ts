import {
  MARKET_STATUS,
  PRODUCERS,
  type FeedMessage,
  type ProducerId,
} from '@/lib/sports/feed-messages';
import type { MarketSpec } from '@/lib/sports/pricing';
import { marketId, type SimMatch } from './match';
import type { Side } from './play';
import { createRng } from './rng';

/**
 * The faults a real feed has (research A4.3), drawn now and then from the seed, and the
 * scenarios a developer or a test forces: they act on the feed through `FaultWorld`.
 */
export const FAULT_KINDS = [
  'duplicate',
  'out_of_order',
  'producer_down',
  'wrong_settlement',
  'var_cancel',
  'postpone',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

import { SIM_SCENARIOS, type SimScenario } from '@/lib/constants/sports';

export const SCENARIOS = SIM_SCENARIOS;
export type Scenario = SimScenario;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export type FaultFlags = { duplicate: boolean; outOfOrder: boolean; wrongSettlement: boolean };

/** What of the feed the faults reach. */
export type FaultWorld = {
  matches: Map<string, SimMatch>;
  now(): number;
  at(delay: number, run: () => void): void;
  emit(message: FeedMessage): void;
  betStop(match: SimMatch): void;
  reopenLater(match: SimMatch, lo: number, hi: number): void;
  forceGoal(match: SimMatch, side?: Side): void;
  forceFinish(match: SimMatch): void;
  kickOffNow(match: SimMatch): void;
  silence(producer: ProducerId): void;
  /** One-shot faults the delivery applies to the next message that fits. */
  flags: FaultFlags;
  counts: Record<FaultKind, number>;
};

export function createFaults(world: FaultWorld, seed: string) {
  const faultRng = createRng(seed, 'faults');
  let varCancels = 0;
  let postpones = 0;
  let faultRound: FaultKind[] = [];

  function liveMatch(eventId?: string, sports?: readonly string[]): SimMatch | undefined {
    if (eventId) {
      const match = world.matches.get(eventId);
      return match?.status === 'live' ? match : undefined;
    }
    const live = [...world.matches.values()].filter((m) => m.status === 'live');
    return live.find((m) => !sports || sports.includes(m.sport)) ?? live[0];
  }

  function varCancel(match: SimMatch) {
    world.counts.var_cancel += 1;
    world.betStop(match);
    const open = match.markets.filter((m) => !match.settled.has(marketId(m)));
    const target: MarketSpec = open.find((m) => m.typeId === 8) ?? open[0] ?? match.markets[0]!;
    const window = { startTime: world.now() - 90 * SECOND, endTime: world.now() };
    const markets = [{ typeId: target.typeId, specifiers: target.specifiers }];
    world.emit({
      type: 'bet_cancel',
      producer: PRODUCERS.live,
      eventId: match.eventId,
      timestamp: world.now(),
      ...window,
      markets: markets.map((m) => ({ ...m, voidReason: 0 })),
    });
    world.reopenLater(match, 5 * SECOND, 10 * SECOND);
    if (varCancels++ % 2 === 1) {
      world.at(30 * SECOND, () =>
        world.emit({
          type: 'rollback_bet_cancel',
          producer: PRODUCERS.live,
          eventId: match.eventId,
          timestamp: world.now(),
          ...window,
          markets,
        }),
      );
    }
  }

  function postpone(eventId?: string): string | false {
    const candidates = [...world.matches.values()].filter(
      (m) =>
        m.status === 'not_started' &&
        m.fixture.scheduledAt > world.now() + 30 * MINUTE &&
        (!eventId || m.eventId === eventId),
    );
    const match = candidates.sort((a, b) => a.fixture.scheduledAt - b.fixture.scheduledAt)[0];
    if (!match) return false;
    world.counts.postpone += 1;
    const moved = postpones++ % 2 === 0;
    match.status = moved ? 'postponed' : 'cancelled';
    const fixture = moved
      ? { ...match.fixture, scheduledAt: match.fixture.scheduledAt + 7 * 24 * 60 * MINUTE }
      : match.fixture;
    const base = { producer: PRODUCERS.prematch, eventId: match.eventId, timestamp: world.now() };
    world.emit({ ...base, type: 'fixture_change', changeType: moved ? 2 : 3, fixture });
    world.emit({
      ...base,
      type: 'odds_change',
      eventState: { status: match.status, homeScore: 0, awayScore: 0 },
      markets: match.markets.map((m) => ({ ...m, status: MARKET_STATUS.cancelled })),
    });
    world.emit({
      ...base,
      type: 'bet_cancel',
      markets: match.markets.map((m) => ({ ...m, voidReason: moved ? 11 : 5 })),
    });
    world.matches.delete(match.eventId);
    return match.eventId;
  }

  /**
   * One fault or scenario now: the event it touched, null when it touches none (a silent
   * producer), false when nothing fits (no live match, say). Injected (`forced`), a wrong
   * settlement does not wait for the next settlement: a goal in a live football match makes one.
   */
  function trigger(
    kind: FaultKind | Scenario,
    eventId?: string,
    forced = false,
  ): string | null | false {
    switch (kind) {
      case 'duplicate':
        world.counts.duplicate += 1;
        world.flags.duplicate = true;
        return null;
      case 'out_of_order':
        world.counts.out_of_order += 1;
        world.flags.outOfOrder = true;
        return null;
      case 'producer_down':
        world.silence(faultRng.chance(0.7) || forced ? PRODUCERS.live : PRODUCERS.prematch);
        return null;
      case 'wrong_settlement': {
        world.flags.wrongSettlement = true;
        const match = forced ? liveMatch(eventId, ['football']) : undefined;
        if (match?.sport !== 'football') return null;
        world.forceGoal(match);
        return match.eventId;
      }
      case 'var_cancel': {
        const match = liveMatch(eventId, ['football']);
        if (!match) return false;
        varCancel(match);
        return match.eventId;
      }
      case 'postpone':
        return postpone(eventId);
      case 'goal': {
        const match = liveMatch(eventId, ['football', 'ice-hockey']);
        if (!match) return false;
        world.forceGoal(match);
        return match.eventId;
      }
      case 'bet_stop': {
        const match = liveMatch(eventId);
        if (!match) return false;
        world.betStop(match);
        world.reopenLater(match, 5 * SECOND, 10 * SECOND);
        return match.eventId;
      }
      case 'kickoff': {
        const match = [...world.matches.values()]
          .filter((m) => m.status === 'not_started' && (!eventId || m.eventId === eventId))
          .sort((a, b) => a.fixture.scheduledAt - b.fixture.scheduledAt)[0];
        if (!match) return false;
        world.kickOffNow(match);
        return match.eventId;
      }
      case 'finish': {
        const match = liveMatch(eventId);
        if (!match) return false;
        world.forceFinish(match);
        return match.eventId;
      }
    }
  }

  /** Faults come in shuffled rounds of every kind, so each occurs within a simulated day. */
  function nextFault() {
    if (faultRound.length === 0) {
      faultRound = [...FAULT_KINDS];
      for (let i = faultRound.length - 1; i > 0; i--) {
        const j = faultRng.int(i + 1);
        [faultRound[i], faultRound[j]] = [faultRound[j]!, faultRound[i]!];
      }
    }
    if (trigger(faultRound[0]!) !== false) faultRound.shift();
  }

  return { trigger, nextFault };
}

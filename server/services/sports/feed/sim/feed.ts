import {
  MARKET_STATUS,
  PRODUCERS,
  type FeedMessage,
  type MarketRef,
  type OddsChange,
  type ProducerId,
} from '@/lib/sports/feed-messages';
import {
  createMatch,
  driftPrices,
  kickOff,
  marketId,
  newlyDecided,
  oddsChange,
  openNextGoal,
  settlement,
  wrongOutcomes,
  type SimMatch,
} from './match';
import type { Happening, Side } from './play';
import { createRng } from './rng';
import {
  ANNOUNCE_AHEAD_MS,
  CATCH_UP_MS,
  TEAM_REST_MS,
  planSlot,
  slotKickoff,
  type SlotPlan,
} from './schedule';
import { createTaskQueue } from './task-queue';
import { createFaults, FAULT_KINDS, type FaultKind } from './faults';

export { FAULT_KINDS, SCENARIOS, type FaultKind, type Scenario } from './faults';

/**
 * The simulated feed's core: a seeded world on a simulated clock that turns matches into UOF
 * messages (research A2.2–A2.4, A4.3) and, when asked, into the faults a real feed has. It
 * owns no timer: `runUntil` moves the clock and hands every due message, in order, to `deliver`.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
export const ALIVE_EVERY_MS = 10 * SECOND;
export const SILENCE_MS = 30 * SECOND;
const FAULT_EVERY_MS = 40 * MINUTE;
const ANNOUNCE_EVERY_MS = 10 * MINUTE;
/** Live odds of clock sports move with the time left. */
const LIVE_TICK_MS = 2 * MINUTE;
/** Certainty 2 follows the live-scouted settlement by this much, and more. */
const CONFIRM_AFTER_MS = 60 * SECOND;
/**
 * How far back a recovery resends what is not state (settlements, cancels, their rollbacks,
 * fixture changes): Betradar's window is 10 h for live odds and 72 h for pre-match; a consumer
 * of the simulation is never away that long, and the log stays small.
 */
const RECOVERY_LOG_MS = 6 * 60 * MINUTE;
/** The messages a recovery resends from the log, beside the odds as they stand. */
const LOGGED: ReadonlySet<FeedMessage['type']> = new Set([
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
  'fixture_change',
]);

type Deliver = (message: FeedMessage) => Promise<void>;

export type FeedCoreOptions = { seed: string; faults: boolean };

export function createFeedCore(options: FeedCoreOptions) {
  const { seed } = options;
  const rng = createRng(seed, 'feed');
  const agenda = createTaskQueue();
  const matches = new Map<string, SimMatch>();
  const outbox: FeedMessage[] = [];
  const producers = [PRODUCERS.live, PRODUCERS.prematch] as const;
  const silentUntil: Record<ProducerId, number> = { 1: 0, 3: 0 };
  const needsRecovery: Record<ProducerId, boolean> = { 1: false, 3: false };
  const held: Record<ProducerId, FeedMessage[]> = { 1: [], 3: [] };
  /** What each producer sent that a recovery resends (a consumer may have missed it in transit). */
  const sent: Record<ProducerId, FeedMessage[]> = { 1: [], 3: [] };
  const faultCounts = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<
    FaultKind,
    number
  >;
  const flags = { duplicate: false, outOfOrder: false, wrongSettlement: false };
  let anchor = 0;
  let now = 0;
  let nextSlot = 1;
  /** The slots planned within TEAM_REST_MS of the last: whom the next may not field again. */
  let planned: SlotPlan[] = [];
  let muted = false;
  let started = false;
  let draining = false;
  let delivered = 0;
  let finished = 0;
  let deliver: Deliver | null = null;

  const at = (delay: number, run: () => void) => agenda.schedule(now + delay, run);
  const between = (lo: number, hi: number) => lo + Math.floor(rng.next() * (hi - lo));

  // ---- delivery ----------------------------------------------------------------------------

  function emit(message: FeedMessage) {
    if (muted) return;
    if ('eventId' in message) {
      const match = matches.get(message.eventId);
      if (match) match.lastChange[message.producer] = message.timestamp;
    }
    if (message.type !== 'snapshot_complete' && silentUntil[message.producer] > now) {
      if (
        message.type !== 'odds_change' &&
        message.type !== 'bet_stop' &&
        message.type !== 'alive'
      ) {
        held[message.producer].push(message);
      }
      return;
    }
    outbox.push(message);
    if (LOGGED.has(message.type) && 'eventId' in message) {
      const log = sent[message.producer];
      log.push(message);
      while (log.length > 0 && log[0]!.timestamp < now - RECOVERY_LOG_MS) log.shift();
    }
    if (flags.duplicate) {
      flags.duplicate = false;
      outbox.push(message);
    }
    if (message.type === 'odds_change' && message.markets.some((m) => m.outcomes)) {
      const match = matches.get(message.eventId);
      const older = match?.lastOdds[message.producer];
      if (flags.outOfOrder && older) {
        flags.outOfOrder = false;
        outbox.push(older);
      }
      if (match) match.lastOdds[message.producer] = message;
    }
  }

  /** Pricing is the feed's main cost: none while the catch-up plays silently. */
  function emitOdds(match: SimMatch, producer: ProducerId, options?: { suspend: boolean }) {
    if (!muted) emit(oddsChange(match, producer, now, options));
  }

  async function drain() {
    if (draining || !deliver) return;
    draining = true;
    try {
      for (let message = outbox.shift(); message; message = outbox.shift()) {
        delivered += 1;
        await deliver(message);
      }
    } finally {
      draining = false;
    }
  }

  // ---- the schedule --------------------------------------------------------------------------

  function announceDue() {
    while (slotKickoff(seed, anchor, nextSlot) <= now + ANNOUNCE_AHEAD_MS) {
      const plan = planSlot(seed, anchor, nextSlot++, planned);
      if (!plan) continue;
      const since = plan.fixture.scheduledAt - TEAM_REST_MS;
      planned = [...planned.filter((p) => p.fixture.scheduledAt > since), plan];
      const match = createMatch(plan);
      matches.set(match.eventId, match);
      announce(match);
      agenda.schedule(match.fixture.scheduledAt, () => startMatch(match));
    }
    at(ANNOUNCE_EVERY_MS, announceDue);
  }

  function announce(match: SimMatch) {
    emit({
      type: 'fixture_change',
      producer: PRODUCERS.prematch,
      eventId: match.eventId,
      timestamp: now,
      changeType: 1,
      fixture: match.fixture,
    });
    if (match.status === 'not_started') {
      emitOdds(match, PRODUCERS.prematch);
      scheduleReprice(match);
    } else {
      emitOdds(match, PRODUCERS.live);
    }
  }

  function scheduleReprice(match: SimMatch) {
    const delay = between(120 * MINUTE, 300 * MINUTE);
    if (now + delay >= match.fixture.scheduledAt - 5 * MINUTE) return;
    at(delay, () => {
      if (match.status !== 'not_started') return;
      driftPrices(match);
      emitOdds(match, PRODUCERS.prematch);
      scheduleReprice(match);
    });
  }

  /** Kick-off: the pre-match producer hands over to the live one, sometimes too late. */
  function startMatch(match: SimMatch) {
    if (match.status !== 'not_started') return;
    const lateHandover = rng.chance(0.25);
    const status = rng.chance(0.15) ? MARKET_STATUS.deactivated : MARKET_STATUS.handedOver;
    const handover: OddsChange = {
      type: 'odds_change',
      producer: PRODUCERS.prematch,
      eventId: match.eventId,
      timestamp: lateHandover ? now - 1 : now,
      markets: match.markets.map((m) => ({ ...m, status })),
    };
    kickOff(match, now);
    if (!lateHandover) emit(handover);
    emitOdds(match, PRODUCERS.live);
    if (lateHandover) emit(handover);
    planNext(match);
    if (match.sport === 'football' || match.sport === 'ice-hockey') {
      scheduleTick(match);
      scheduleFalseAlarm(match);
    }
  }

  // ---- live play -----------------------------------------------------------------------------

  function planNext(match: SimMatch) {
    const token = ++match.planToken;
    const happening = match.engine.next(match.play, now);
    if (happening.danger) {
      const stopAt = Math.max(now, happening.at - between(5 * SECOND, 20 * SECOND));
      agenda.schedule(stopAt, () => {
        if (match.planToken === token && match.status === 'live') betStop(match);
      });
    }
    agenda.schedule(happening.at, () => {
      if (match.planToken === token && match.status === 'live') happen(match, happening);
    });
  }

  function betStop(match: SimMatch) {
    match.suspended = true;
    emit({
      type: 'bet_stop',
      producer: PRODUCERS.live,
      eventId: match.eventId,
      timestamp: now,
      groups: ['all'],
    });
  }

  function happen(match: SimMatch, happening: Happening) {
    match.engine.apply(match.play, happening);
    afterChange(match, happening.kind === 'score' && happening.side !== undefined);
    if (match.status === 'live') planNext(match);
  }

  /**
   * After the state of play changed: a goal suspends the line at once (the new score with
   * every open market suspended) and reprices a few seconds later; a period's end or a
   * basketball minute reprices at once. Markets the change decided are settled.
   */
  function afterChange(match: SimMatch, goal: boolean) {
    if (match.play.state.ended) return finish(match);
    const decided = newlyDecided(match);
    for (const { market, outcomes } of decided) match.settled.set(marketId(market), outcomes);
    openNextGoal(match);
    if (goal) {
      match.suspended = true;
      emitOdds(match, PRODUCERS.live, { suspend: true });
      reopenLater(match, 3 * SECOND, 8 * SECOND);
    } else if (!match.suspended) {
      emitOdds(match, PRODUCERS.live);
    }
    if (decided.length > 0) emitSettlement(match, decided);
  }

  function reopenLater(match: SimMatch, lo: number, hi: number) {
    at(between(lo, hi), () => {
      if (match.status !== 'live') return;
      match.suspended = false;
      emitOdds(match, PRODUCERS.live);
    });
  }

  function scheduleTick(match: SimMatch) {
    at(LIVE_TICK_MS, () => {
      if (match.status !== 'live') return;
      if (!match.suspended) emitOdds(match, PRODUCERS.live);
      scheduleTick(match);
    });
  }

  /** A dangerous attack that comes to nothing: a bet stop, then the line reopens. */
  function scheduleFalseAlarm(match: SimMatch) {
    at(Math.round(rng.exponential(15 * MINUTE)) + SECOND, () => {
      if (match.status !== 'live') return;
      if (!match.suspended) {
        betStop(match);
        reopenLater(match, 5 * SECOND, 10 * SECOND);
      }
      scheduleFalseAlarm(match);
    });
  }

  type Decided = ReturnType<typeof newlyDecided>;

  /** Certainty 1; the wrong-settlement fault turns one market over, then rolls it back. */
  function emitSettlement(match: SimMatch, decided: Decided) {
    if (!flags.wrongSettlement) {
      emit(settlement(match, decided, 1, now));
      return;
    }
    flags.wrongSettlement = false;
    faultCounts.wrong_settlement += 1;
    const [victim, ...rest] = decided;
    const wrong = { market: victim!.market, outcomes: wrongOutcomes(victim!.outcomes) };
    emit(settlement(match, [wrong, ...rest], 1, now));
    const ref: MarketRef = { typeId: victim!.market.typeId, specifiers: victim!.market.specifiers };
    at(between(10 * SECOND, 20 * SECOND), () => {
      emit({
        type: 'rollback_bet_settlement',
        producer: PRODUCERS.live,
        eventId: match.eventId,
        timestamp: now,
        markets: [ref],
      });
      at(2 * SECOND, () => emit(settlement(match, [victim!], 1, now)));
    });
  }

  /** Full time: every open market settled, confirmed a minute or two later, then closed. */
  function finish(match: SimMatch) {
    match.status = 'ended';
    match.suspended = false;
    match.planToken += 1;
    const decided = newlyDecided(match);
    for (const { market, outcomes } of decided) match.settled.set(marketId(market), outcomes);
    emitOdds(match, PRODUCERS.live);
    if (decided.length > 0) emitSettlement(match, decided);
    at(between(CONFIRM_AFTER_MS, 2 * CONFIRM_AFTER_MS), () => {
      if (matches.get(match.eventId) !== match) return;
      const all = match.markets.map((market) => ({
        market,
        outcomes: match.settled.get(marketId(market))!,
      }));
      emit(settlement(match, all, 2, now));
      match.status = 'closed';
      emitOdds(match, PRODUCERS.live);
      emit({
        type: 'fixture_change',
        producer: PRODUCERS.live,
        eventId: match.eventId,
        timestamp: now,
        changeType: 5,
        fixture: { ...match.fixture, seed: match.seed },
      });
      matches.delete(match.eventId);
      finished += 1;
    });
  }

  // ---- producers -----------------------------------------------------------------------------

  function alive(producer: ProducerId) {
    at(ALIVE_EVERY_MS, () => alive(producer));
    if (silentUntil[producer] > now) return;
    emit({ type: 'alive', producer, timestamp: now, subscribed: !needsRecovery[producer] });
  }

  /** Replays the producer's current state, then what it held back while silent. */
  function recover(producer: ProducerId, after: number, requestId: string) {
    silentUntil[producer] = 0;
    needsRecovery[producer] = false;
    for (const match of matches.values()) {
      const mine =
        producer === PRODUCERS.live
          ? match.status === 'live' || match.status === 'ended'
          : match.status === 'not_started';
      if (mine && (match.lastChange[producer] ?? 0) > after) {
        outbox.push(oddsChange(match, producer, now, { requestId }));
      }
    }
    // What was sent after `after` and may never have arrived, in the order it was sent, then
    // what a silence held back.
    for (const message of sent[producer]) {
      if (message.timestamp > after) outbox.push({ ...message, requestId } as FeedMessage);
    }
    for (const message of held[producer].splice(0))
      outbox.push({ ...message, requestId } as FeedMessage);
    outbox.push({ type: 'snapshot_complete', producer, timestamp: now, requestId });
  }

  // ---- what faults and scenarios do to the feed ------------------------------------------------

  function silence(producer: ProducerId) {
    faultCounts.producer_down += 1;
    silentUntil[producer] = now + SILENCE_MS;
    needsRecovery[producer] = true;
  }

  function forceGoal(match: SimMatch, side?: Side) {
    betStop(match);
    match.engine.score(match.play, side ?? (rng.chance(0.5) ? 'home' : 'away'));
    afterChange(match, true);
    if (match.status === 'live') planNext(match);
  }

  function forceFinish(match: SimMatch) {
    match.play.state.ended = true;
    match.play.state.remaining = 0;
    match.play.phase = 'ended';
    finish(match);
  }

  /** The start moved to now (UOF fixture change 2), then the kick-off as scheduled ones go. */
  function kickOffNow(match: SimMatch) {
    match.fixture = { ...match.fixture, scheduledAt: now };
    emit({
      type: 'fixture_change',
      producer: PRODUCERS.prematch,
      eventId: match.eventId,
      timestamp: now,
      changeType: 2,
      fixture: match.fixture,
    });
    startMatch(match);
  }

  const faults = createFaults(
    {
      matches,
      now: () => now,
      at,
      emit,
      betStop,
      reopenLater,
      forceGoal,
      forceFinish,
      kickOffNow,
      silence,
      flags,
      counts: faultCounts,
    },
    seed,
  );

  /** Faults come every FAULT_EVERY_MS while faults are on. */
  function faultTask() {
    at(FAULT_EVERY_MS, faultTask);
    faults.nextFault();
  }

  // ---- the clock -----------------------------------------------------------------------------

  async function runUntil(target: number) {
    for (let task = agenda.take(target); task; task = agenda.take(target)) {
      now = Math.max(now, task.at);
      task.run();
      await drain();
    }
    now = Math.max(now, target);
  }

  /**
   * The world at `origin`: the schedule begins CATCH_UP_MS earlier and is played silently up
   * to now, so matches are live from the first minute; what they had settled before stays
   * unseen, and each match still on is announced as it stands.
   */
  async function begin(origin: number) {
    started = true;
    anchor = Math.floor(origin / (5 * MINUTE)) * 5 * MINUTE - CATCH_UP_MS;
    now = anchor;
    muted = true;
    announceDue();
    await runUntil(origin);
    muted = false;
    for (const match of [...matches.values()]) {
      if (match.status !== 'not_started' && match.status !== 'live') {
        matches.delete(match.eventId);
        continue;
      }
      match.markets = match.markets.filter((m) => !match.settled.has(marketId(m)));
      match.settled.clear();
      announce(match);
    }
    for (const producer of producers) alive(producer);
    if (options.faults) at(FAULT_EVERY_MS / 2, faultTask);
    await drain();
  }

  return {
    get started() {
      return started;
    },
    get now() {
      return now;
    },
    setDeliver(next: Deliver | null) {
      deliver = next;
    },
    begin,
    runUntil,
    drain,
    recover,
    trigger: faults.trigger,
    status() {
      const all = [...matches.values()];
      return {
        simTime: new Date(now).toISOString(),
        live: all.filter((m) => m.status === 'live').length,
        upcoming: all.filter((m) => m.status === 'not_started').length,
        liveEvents: all.filter((m) => m.status === 'live').map((m) => m.eventId),
        finished,
        delivered,
        producers: Object.fromEntries(
          producers.map((p) => [
            p,
            { silent: silentUntil[p] > now, needsRecovery: needsRecovery[p] },
          ]),
        ),
        faults: { ...faultCounts },
      };
    },
  };
}

export type FeedCore = ReturnType<typeof createFeedCore>;

import {
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  CRASH_SETTLE_GRACE_MS,
  CRASH_TOPIC,
} from '@/lib/constants/crash';
import { crashElapsed, multiplierAt } from '@/lib/games/crash/growth';
import type { CrashEvent, CrashPublicBet } from '@/lib/schemas/crash';
import type { AppContext } from '@/server/app-context';
import type { CrashConfig } from '@/server/config';
import type { CrashBet, CrashRound } from '@/server/db/schema';
import { dueCashOuts } from './due-cash-outs';
import { log } from '@/server/lib/log';
import { observeCrashLate } from '@/server/lib/metrics';
import type { EventBus } from '@/server/services/stream/types';
import { openChain, type CrashChain } from './chain';
import { startLeasedEngine, type LeasedEngine } from '@/server/services/engines/leased-engine';
import {
  beat,
  bettingRound,
  cashOutBets,
  crashRound,
  recoverRounds,
  retireOtherChains,
  scheduleRound,
  settleRound,
  startRound,
  type EngineCashOut,
} from './rounds';
import { betsWithBettors, publicBet, roundView, type Bettor } from './views';

/** The engine's timings; tests shorten them. */
export type EngineTimings = {
  bettingMs: number;
  pauseMs: number;
  graceMs: number;
  /** How often the running round is checked for auto cash-outs and its end. */
  tickMs: number;
  /**
   * How often bets and cash-outs are published, in batches: those API processes wrote, read
   * from the database, and the auto cash-outs the engine paid since the last batch. Each batch
   * is one write to every spectator's socket, so this is what ten thousand spectators cost.
   */
  pollMs: number;
  /** How often the lease is renewed (well inside `LEASE_MS`). */
  renewMs: number;
};

export const ENGINE_TIMINGS: EngineTimings = {
  bettingMs: CRASH_BETTING_MS,
  pauseMs: CRASH_PAUSE_MS,
  graceMs: CRASH_SETTLE_GRACE_MS,
  tickMs: 50,
  pollMs: 500,
  renewMs: 1_000,
};

/** Bets per published batch: a NOTIFY payload holds at most 8,000 bytes. */
const BATCH = 40;

export type CrashEngine = LeasedEngine;

type Known = { bet: CrashBet; bettor: Bettor };

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The round engine. Every API process may run one; the lease (`lease.ts`) lets one drive at a
 * time, and the others wait to take over when its lease lapses. The engine plays rounds forever:
 * betting (bets taken until `starts_at`), running (auto cash-outs paid at their exact target, the
 * round's maximum profit enforced, the crash at the first millisecond past the point), crashed
 * (riders marked lost after a grace for cash-outs still committing), then the pause. It publishes
 * each state change once on the stream (topic `crash`), reading the bets and cash-outs the API
 * processes wrote from the database every `pollMs`, so one process publishes for all.
 */
export function startCrashEngine(
  ctx: AppContext,
  config: CrashConfig,
  events: EventBus,
  timings: EngineTimings = ENGINE_TIMINGS,
): CrashEngine {
  return startLeasedEngine(ctx, 'crash', timings.renewMs, ({ holds, sleep }) => {
    const now = () => ctx.clock.now().getTime();

    const publish = async (event: CrashEvent) => {
      try {
        await events.publish({ topic: CRASH_TOPIC, type: event.type, data: event.data });
      } catch (error) {
        log.warn('crash: an event was not published', { type: event.type, error });
      }
    };

    /** The bets seen so far per round, to publish only what changed. */
    const known = new Map<string, Known>();
    /** Cash-outs paid by the engine since the last batch, per round. */
    const unpublished = new Map<number, CrashPublicBet[]>();
    async function pollBets(roundIds: number[]) {
      const rows = await betsWithBettors(ctx, roundIds);
      const seen = new Set<string>();
      const added = new Map<number, CrashPublicBet[]>();
      const cashed = new Map<number, CrashPublicBet[]>();
      for (const row of rows) {
        seen.add(row.bet.id);
        const before = known.get(row.bet.id);
        known.set(row.bet.id, row);
        const view = publicBet(row.bet, row.bettor);
        if (!view) continue;
        if (!before) push(added, row.bet.roundId, view);
        else if (before.bet.status === 'open' && row.bet.status === 'cashed') {
          push(cashed, row.bet.roundId, view);
        }
      }
      const cancelled = new Map<number, string[]>();
      for (const [id, { bet }] of known) {
        if (roundIds.includes(bet.roundId) && !seen.has(id)) {
          known.delete(id);
          cancelled.set(bet.roundId, [...(cancelled.get(bet.roundId) ?? []), id]);
        }
      }
      for (const roundId of new Set([...added.keys(), ...cancelled.keys()])) {
        const list = added.get(roundId) ?? [];
        for (let at = 0; at === 0 || at < list.length; at += BATCH) {
          await publish({
            type: 'bets',
            data: {
              round_id: roundId,
              bets: list.slice(at, at + BATCH),
              cancelled: at === 0 ? (cancelled.get(roundId) ?? []) : [],
            },
          });
        }
      }
      for (const [roundId, list] of cashed)
        for (const view of list) push(unpublished, roundId, view);
      await publishCashOuts();
    }
    /** Publishes the cash-outs not yet published, the engine's and the API processes'. */
    async function publishCashOuts() {
      for (const [roundId, list] of unpublished) {
        unpublished.delete(roundId);
        for (let at = 0; at < list.length; at += BATCH) {
          await publish({
            type: 'cashouts',
            data: { round_id: roundId, bets: list.slice(at, at + BATCH) },
          });
        }
      }
    }
    function forget(roundId: number) {
      for (const [id, { bet }] of known) if (bet.roundId === roundId) known.delete(id);
    }

    /** Pays the engine's cash-outs, keeping `known` current; the next batch publishes them. */
    async function cashOut(lease: number, roundId: number, cashOuts: EngineCashOut[]) {
      const paid = await cashOutBets(ctx, lease, cashOuts);
      for (const bet of paid) {
        const entry = known.get(bet.id);
        if (entry) entry.bet = bet;
        const view = entry && publicBet(bet, entry.bettor);
        if (view) push(unpublished, roundId, view);
      }
    }

    async function ride(lease: number, round: CrashRound, next: CrashRound | null) {
      const startedAt = round.startedAt!.getTime();
      const end = startedAt + crashElapsed(round.crashPoint);
      let nextPoll = 0;
      let nextBeat = startedAt + 1_000;
      let forced = false;
      while (holds(lease)) {
        const t = now();
        if (t >= nextPoll) {
          await pollBets(next ? [round.id, next.id] : [round.id]);
          nextPoll = t + timings.pollMs;
        }
        const at = multiplierAt(Math.min(t, end) - startedAt);
        const bets = [...known.values()].map((entry) => entry.bet);
        const due = dueCashOuts(round, bets, t >= end ? round.crashPoint : at);
        if (due.length > 0) {
          forced ||= due.some((cash) => cash.forced);
          await cashOut(lease, round.id, due);
        }
        if (t >= end) {
          // Every cash-out committed so far is out before the crash.
          await pollBets([round.id]);
          break;
        }
        if (t >= nextBeat) {
          await beat(ctx, lease, round.id);
          nextBeat = t + 1_000;
        }
        await sleep(Math.min(timings.tickMs, end - t));
      }
      return forced;
    }

    async function drive(lease: number, chain: CrashChain) {
      for (const round of await recoverRounds(ctx, lease)) {
        await publish({
          type: round.status === 'void' ? 'void' : 'settled',
          data: { round: roundView(round) },
        });
      }
      const retired = await retireOtherChains(ctx, chain.id, lease);
      if (retired.length > 0) {
        log.error('crash: rounds of another chain were taking bets; voided and refunded', {
          rounds: retired.map((round) => ({ id: round.id, chain: round.chainId })),
          chain: chain.id,
          advice:
            'every instance must play the same chain: the same CRASH_CHAIN_SECRET, CRASH_SALT and CRASH_CHAIN_LENGTH (in development, the same AUTH_SECRET or DATA_DIR)',
        });
      }
      for (const round of retired) {
        await publish({ type: 'void', data: { round: roundView(round) } });
      }
      while (holds(lease)) {
        const betting = await bettingRound(ctx, chain, lease);
        if (!betting) {
          log.error('crash: the chain is spent or the lease lost; no round to open', {
            chain: chain.id,
          });
          return;
        }
        const scheduled = await scheduleRound(
          ctx,
          lease,
          betting.id,
          new Date(now() + timings.bettingMs),
        );
        if (!scheduled) return;
        await publish({ type: 'starting', data: { round: roundView(scheduled) } });
        while (holds(lease) && now() < scheduled.startsAt!.getTime()) {
          await pollBets([scheduled.id]);
          await sleep(Math.min(timings.pollMs, scheduled.startsAt!.getTime() - now()));
        }
        if (!holds(lease)) return;
        const started = await startRound(ctx, chain, lease, scheduled.id);
        if (!started) return;
        observeCrashLate('start', now() - scheduled.startsAt!.getTime());
        await pollBets([started.round.id]);
        await publish({
          type: 'started',
          data: { round: roundView(started.round), next: started.next && roundView(started.next) },
        });
        const forced = await ride(lease, started.round, started.next);
        if (!holds(lease)) return;
        const crashed = await crashRound(ctx, lease, started.round.id);
        if (!crashed) return;
        const { startedAt, crashPoint } = started.round;
        observeCrashLate('crash', now() - startedAt!.getTime() - crashElapsed(crashPoint));
        await publish({ type: 'crashed', data: { round: roundView(crashed), forced } });
        await sleep(timings.graceMs);
        // Cash-outs received before the crash that committed in the grace.
        await pollBets([crashed.id]);
        const settled = await settleRound(ctx, lease, crashed.id);
        if (settled) await publish({ type: 'settled', data: { round: roundView(settled) } });
        forget(crashed.id);
        await sleep(timings.pauseMs - timings.graceMs);
      }
    }

    // The chain is walked once this process first takes the lease: a second of hashing that a
    // process which never drives need not spend.
    let chain: CrashChain | null = null;
    return {
      async drive(lease: number) {
        chain ??= await openChain(ctx, config);
        await drive(lease, chain);
      },
      reset: () => {
        known.clear();
        unpublished.clear();
      },
    };
  });
}

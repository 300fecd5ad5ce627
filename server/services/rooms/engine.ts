import { inArray } from 'drizzle-orm';
import { roomTopic } from '@/lib/constants/rooms';
import { toMajor } from '@/lib/money/units';
import type { RoomsEvent } from '@/lib/schemas/rooms';
import type { AppContext } from '@/server/app-context';
import { roomRounds, type RoomRound } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { startLeasedEngine, type LeasedEngine } from '@/server/services/engines/leased-engine';
import type { EventBus } from '@/server/services/stream/types';
import { roomsEntropySource, type EntropySource } from './entropy';
import { advanceRounds, type RoundChange } from './rounds';
import {
  betsWithBettors,
  playerShares,
  publicBet,
  roundView,
  UNFINISHED,
  type BetRow,
} from './views';

/** The engine's timings; tests shorten them. */
export type RoomsEngineTimings = {
  /** How often the rounds are read, stepped on and their new bets published, in batches. */
  pollMs: number;
  /** How often the lease is renewed (well inside `LEASE_MS`). */
  renewMs: number;
};

export const ROOMS_ENGINE_TIMINGS: RoomsEngineTimings = { pollMs: 1_000, renewMs: 1_000 };

/**
 * Bets per published batch. With every player's share beside them a batch may still be over a
 * NOTIFY payload's 8,000 bytes: the bus then carries it in parts (`stream/parts.ts`).
 */
const BATCH = 40;

export type RoomsEngine = LeasedEngine;

/**
 * The rooms' engine: every API process may run one, the lease (`lease.ts`, name `rooms`) lets one
 * drive at a time. Every `pollMs` it reads the unfinished rounds of every room and currency,
 * publishes what API processes wrote since (a round opened by a first bet, new bets with the
 * players' shares), then takes the steps due by the clock (`advanceRounds`: the countdown, the
 * close, the draw once the entropy is public, the refunds; the entropy's source is the
 * configuration's, `roomsEntropySource`) and publishes each change once on
 * the round's topic (`rooms:<room>:<currency>`). A new engine's first pass finishes what the last
 * one left; its first publications repeat the open rounds and their bets, which clients take by id.
 */
export function startRoomsEngine(
  ctx: AppContext,
  events: EventBus,
  timings: RoomsEngineTimings = ROOMS_ENGINE_TIMINGS,
  source: EntropySource = roomsEntropySource(ctx.config.roomsEntropy),
): RoomsEngine {
  return startLeasedEngine(ctx, 'rooms', timings.renewMs, ({ holds, sleep }) => {
    const publish = async (round: Pick<RoomRound, 'room' | 'currency'>, event: RoomsEvent) => {
      try {
        await events.publish({
          topic: roomTopic(round.room, round.currency),
          type: event.type,
          data: event.data,
        });
      } catch (error) {
        log.warn('rooms: an event was not published', { type: event.type, error });
      }
    };

    /** The bets published so far, per round. */
    const known = new Map<number, Set<string>>();

    async function publishBets(round: RoomRound, rows: readonly BetRow[]) {
      let seen = known.get(round.id);
      if (!seen) {
        seen = new Set();
        known.set(round.id, seen);
        await publish(round, { type: 'opened', data: { round: roundView(round) } });
      }
      const own = rows.filter((row) => row.bet.roundId === round.id);
      const added = own.filter((row) => !seen.has(row.bet.id));
      if (added.length === 0) return;
      const players = playerShares(own);
      const pot = own.reduce((sum, row) => sum + row.bet.amount, 0);
      for (let at = 0; at < added.length; at += BATCH) {
        await publish(round, {
          type: 'bets',
          data: {
            round_id: round.id,
            pot: toMajor(pot),
            bets_count: own.length,
            bets: added.slice(at, at + BATCH).map(publicBet),
            players,
          },
        });
      }
      for (const row of added) seen.add(row.bet.id);
    }

    async function publishChange({ round, change }: RoundChange) {
      if (change === 'counting') {
        await publish(round, {
          type: 'counting',
          data: {
            round_id: round.id,
            counting_from: round.countingFrom!.toISOString(),
            ends_at: round.endsAt!.toISOString(),
          },
        });
      } else if (change === 'closed' || change === 'named') {
        await publish(round, { type: 'closed', data: { round: roundView(round) } });
      } else {
        const rows = await betsWithBettors(ctx, [round.id]);
        const winner = rows.find((row) => row.bet.id === round.winnerBetId)?.bettor ?? null;
        await publish(round, {
          type: change === 'drawn' ? 'drawn' : 'refunded',
          data: { round: roundView(round, winner) },
        });
        known.delete(round.id);
      }
    }

    async function tick(lease: number) {
      const live = await ctx.db
        .select()
        .from(roomRounds)
        .where(inArray(roomRounds.status, [...UNFINISHED]));
      const rows = await betsWithBettors(
        ctx,
        live.map((round) => round.id),
      );
      for (const round of live) await publishBets(round, rows);
      for (const change of await advanceRounds(ctx, source, lease)) await publishChange(change);
    }

    return {
      async drive(lease: number) {
        while (holds(lease)) {
          await tick(lease);
          await sleep(timings.pollMs);
        }
      },
      reset: () => known.clear(),
    };
  });
}

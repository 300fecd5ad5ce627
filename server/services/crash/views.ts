import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CRASH_HISTORY_LENGTH } from '@/lib/constants/crash';
import { CRASH_GROWTH_PER_MS } from '@/lib/games/crash/growth';
import { toMajor } from '@/lib/money/units';
import type { CrashPublicBet, CrashRoundView, CrashState } from '@/lib/schemas/crash';
import type { AppContext } from '@/server/app-context';
import {
  crashBets,
  crashChains,
  crashRounds,
  users,
  type CrashBet,
  type CrashRound,
} from '@/server/db/schema';
import { maskPlayer } from '@/server/services/games/mask-player';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const OVER = new Set(['crashed', 'settled', 'void']);

/** A round as anyone may see it: the point and the hash only once it is over. */
export function roundView(round: CrashRound): CrashRoundView {
  const over = OVER.has(round.status);
  return {
    id: round.id,
    game: round.game,
    status: round.status,
    starts_at: iso(round.startsAt),
    started_at: iso(round.startedAt),
    ended_at: iso(round.endedAt),
    crash_point: over ? round.crashPoint / 100 : null,
    hash: over ? round.gameHash : null,
  };
}

/** Who placed a bet, as others may see it. */
export type Bettor = { name: string | null; email: string | null; isStatisticsHidden: boolean };

/** Another player's bet; null for a player who hides their statistics (left out entirely). */
export function publicBet(bet: CrashBet, bettor: Bettor): CrashPublicBet | null {
  if (bettor.isStatisticsHidden) return null;
  return {
    id: bet.id,
    round_id: bet.roundId,
    player: maskPlayer(bettor),
    currency: bet.currency,
    amount: toMajor(bet.amount),
    status: bet.status,
    cashed_out_at: bet.cashedOutAt === null ? null : bet.cashedOutAt / 100,
    payout: toMajor(bet.payout),
    forced: bet.forced !== null,
  };
}

/** The player's own bet. */
export function myBet(bet: CrashBet, balance: number) {
  return {
    id: bet.id,
    round_id: bet.roundId,
    currency: bet.currency,
    amount: toMajor(bet.amount),
    status: bet.status,
    cashed_out_at: bet.cashedOutAt === null ? null : bet.cashedOutAt / 100,
    payout: toMajor(bet.payout),
    forced: bet.forced !== null,
    auto_cash_out: bet.autoCashOut === null ? null : bet.autoCashOut / 100,
    created_at: bet.createdAt.toISOString(),
    balance: toMajor(balance),
  };
}

/** The live bets of rounds with their bettors, oldest first. */
export async function betsWithBettors(ctx: Pick<AppContext, 'db'>, roundIds: readonly number[]) {
  if (roundIds.length === 0) return [];
  return ctx.db
    .select({
      bet: crashBets,
      bettor: {
        name: users.name,
        email: users.email,
        isStatisticsHidden: users.isStatisticsHidden,
      },
    })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(and(inArray(crashBets.roundId, [...roundIds]), sql`${crashBets.status} <> 'cancelled'`))
    .orderBy(crashBets.createdAt, crashBets.id);
}

/**
 * What a fresh stream connection and `GET /api/v2/games/crash` show: the unfinished rounds with
 * their visible bets, the last finished rounds, the chain. `running` says whether an engine
 * holds rounds at all (no betting round: crash is off or starting up).
 */
export async function crashState(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<CrashState> {
  const live = await ctx.db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['betting', 'running', 'crashed']))
    .orderBy(crashRounds.id);
  const history = await ctx.db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['settled', 'void']))
    .orderBy(desc(crashRounds.id))
    .limit(CRASH_HISTORY_LENGTH);
  // The round just over stays on screen until the next starts.
  const shown =
    live.length > 0 && live[0]!.status === 'betting' && history[0] ? [history[0], ...live] : live;
  const rows = await betsWithBettors(
    ctx,
    shown.map((round) => round.id),
  );
  const [chain] = await ctx.db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  return {
    server_time: ctx.clock.now().getTime(),
    growth_per_ms: CRASH_GROWTH_PER_MS,
    running: live.some((round) => round.status === 'betting'),
    rounds: shown.map((round) => ({
      ...roundView(round),
      bets: rows
        .filter((row) => row.bet.roundId === round.id)
        .flatMap((row) => publicBet(row.bet, row.bettor) ?? []),
    })),
    history: history.map(roundView),
    chain: chain
      ? { terminating_hash: chain.terminatingHash, salt: chain.salt, length: chain.length }
      : null,
  };
}

import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { liveBetProblem, type LiveBet } from '@/lib/casino/sandbox/roulette-live/bets';
import {
  roundCommitment,
  roundOutcome,
  roundSeed,
  type LiveOutcome,
} from '@/lib/casino/sandbox/roulette-live/fair';
import { liveSchedule, roundIdAt, roundTimes } from '@/lib/casino/sandbox/roulette-live/schedule';
import { settleLiveBet } from '@/lib/casino/sandbox/roulette-live/settle';
import {
  maskPlayer,
  type LiveResult,
  type LiveTableState,
} from '@/lib/casino/sandbox/roulette-live/table-state';
import { rouletteStake, type RouletteBet } from '@/lib/games/roulette/bets';
import type { LiveBetAnswer } from '@/lib/schemas/sandbox-rgs';
import type { AppContext } from '@/server/app-context';
import type { Config } from '@/server/config';
import {
  sandboxRgsLaunches,
  sandboxRgsRounds,
  type SandboxRgsLaunch,
  type SandboxRgsRound,
} from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { randomToken } from '@/server/lib/secrets';
import { findSandboxLaunch } from './launch';
import { callWallet, type WalletReply } from './wallet-client';

/**
 * The sandbox provider's live roulette table (`roulette-live`): one shared round every 20 s on
 * the wall clock for everyone at the table (15 s of bets, then the wheel), several bets per
 * player per round, each a wallet bet in the table round's id; when the wheel stops every bet of
 * the round is settled with a win (zero included) or, on a voided round, rolled back. The rules
 * are `lib/casino/sandbox/roulette-live/`.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

export const LIVE_TABLE = 'roulette-live';
/** How many past results the table shows. */
const LAST_RESULTS = 12;

/** The table's secret, from the provider's own: its rounds' seeds derive from it. */
function tableSecret(config: Config): string {
  const merchantKey = config.casino.sandboxRgs!.merchantKey;
  return createHash('sha256').update(`${merchantKey}:${LIVE_TABLE}`).digest('hex');
}

/** Round n's outcome at the table (for tests and the operator's look-up). */
export const liveRoundOutcome = (config: Config, roundId: number) =>
  roundOutcome(tableSecret(config), roundId);

/** The wallet's round id of a table round: shared by every player's bets in it. */
const tableRound = (roundId: number) => `${LIVE_TABLE}:${roundId}`;
const roundNumber = (row: SandboxRgsRound) => Number(row.tableRound!.split(':').at(-1));

function asLiveBet(row: SandboxRgsRound): LiveBet {
  return { betId: row.id, roundId: roundNumber(row), chips: row.bets as RouletteBet[] };
}

function refusalOf(reply: WalletReply): LiveBetAnswer {
  const balance = reply.outcome === 'unanswered' ? null : reply.balance;
  const status = reply.outcome === 'refused' ? reply.status : '';
  const error = /NOT_ENOUGH_MONEY|INSUFFICIENT_FUNDS/.test(status)
    ? 'insufficient_funds'
    : /TOKEN|USER_DISABLED|session|player_blocked/.test(status)
      ? 'session'
      : 'unavailable';
  return { status: 'refused', error, balance };
}

/** The player's bets taken on a table round (by the player's id; a demo's by its launch). */
async function placedBets(ctx: Ctx, launch: SandboxRgsLaunch, roundId: number) {
  const rows = await ctx.db
    .select()
    .from(sandboxRgsRounds)
    .where(
      and(
        eq(sandboxRgsRounds.tableRound, tableRound(roundId)),
        launch.playerRef
          ? eq(sandboxRgsRounds.playerRef, launch.playerRef)
          : eq(sandboxRgsRounds.launchId, launch.id),
      ),
    );
  return rows.filter((row) => row.status !== 'failed').map(asLiveBet);
}

/**
 * A bet on the open round: the table's rules first (window, chips, limits, bets per round), then
 * the money: demo credits, or the wallet's bet under the table round's id.
 */
export async function placeLiveBet(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
  chips: RouletteBet[],
): Promise<LiveBetAnswer> {
  const now = ctx.clock.now().getTime();
  const roundId = roundIdAt(now);
  const problem = liveBetProblem({
    roundId,
    chips,
    currency: launch.currency,
    placed: await placedBets(ctx, launch, roundId),
    nowMs: now,
  });
  if (problem) return { status: 'refused', error: problem, balance: null };
  const stake = rouletteStake(chips);
  const betId = `${tableRound(roundId)}:${randomToken(9)}`;
  const row = {
    id: betId,
    launchId: launch.id,
    gameCode: launch.gameCode,
    playerRef: launch.playerRef,
    currency: launch.currency,
    tableRound: tableRound(roundId),
    stake,
    bets: chips,
    createdAt: ctx.clock.now(),
  };

  if (launch.mode === 'demo') {
    const [paid] = await ctx.db
      .update(sandboxRgsLaunches)
      .set({ demoBalance: sql`${sandboxRgsLaunches.demoBalance} - ${stake}` })
      .where(and(eq(sandboxRgsLaunches.id, launch.id), gte(sandboxRgsLaunches.demoBalance, stake)))
      .returning({ balance: sandboxRgsLaunches.demoBalance });
    if (!paid)
      return { status: 'refused', error: 'insufficient_funds', balance: launch.demoBalance };
    await ctx.db.insert(sandboxRgsRounds).values({ ...row, status: 'open' });
    return { status: 'placed', bet_id: betId, balance: paid.balance! };
  }

  await ctx.db.insert(sandboxRgsRounds).values({ ...row, status: 'open' });
  const reply = await callWallet(ctx, launch, {
    kind: 'bet',
    txId: `${betId}:bet`,
    roundId: tableRound(roundId),
    amount: stake,
    freeRoundsRef: null,
    roundClosed: false,
  });
  if (reply.outcome !== 'ok') {
    // A bet without an answer is rolled back by the settlement's sweep, whatever the wheel says.
    await ctx.db
      .update(sandboxRgsRounds)
      .set({ status: reply.outcome === 'unanswered' ? 'unconfirmed' : 'failed' })
      .where(eq(sandboxRgsRounds.id, betId));
    return refusalOf(reply);
  }
  return { status: 'placed', bet_id: betId, balance: reply.balance };
}

/** One bet of a finished round, settled: its win (or nothing), or its stake back if voided. */
async function settleBet(ctx: Ctx, row: SandboxRgsRound, outcome: LiveOutcome) {
  const settled = settleLiveBet(outcome, asLiveBet(row));
  const settlement =
    row.status === 'unconfirmed'
      ? { betId: row.id, kind: 'rollback' as const, stake: settled.stake }
      : settled;
  const won = settlement.kind === 'settled' ? settlement.payout : 0;
  const status = settlement.kind === 'rollback' ? 'voided' : 'settled';
  const claim = () =>
    ctx.db
      .update(sandboxRgsRounds)
      .set({ status, win: won, result: outcome.pocket, settledAt: ctx.clock.now() })
      .where(and(eq(sandboxRgsRounds.id, row.id), eq(sandboxRgsRounds.status, row.status)))
      .returning({ launchId: sandboxRgsRounds.launchId });

  const launch = await findSandboxLaunch(ctx, row.launchId);
  if (!launch) return;
  if (launch.mode === 'demo') {
    // The row is claimed first: demo credits have no idempotency key of their own.
    if ((await claim()).length === 0) return;
    const back = settlement.kind === 'rollback' ? settlement.stake : won;
    await ctx.db
      .update(sandboxRgsLaunches)
      .set({ demoBalance: sql`${sandboxRgsLaunches.demoBalance} + ${back}` })
      .where(eq(sandboxRgsLaunches.id, launch.id));
    return;
  }
  // The wallet is told first (idempotent by the transaction ids), then the row: a crash between
  // them sends the same call again on the next sweep.
  const reply =
    settlement.kind === 'rollback'
      ? await callWallet(ctx, launch, {
          kind: 'rollback',
          txId: `${row.id}:rb`,
          roundId: row.tableRound!,
          betTxId: `${row.id}:bet`,
        })
      : await callWallet(ctx, launch, {
          kind: 'win',
          txId: `${row.id}:win`,
          roundId: row.tableRound!,
          betTxId: `${row.id}:bet`,
          amount: won,
          freeRoundsRef: null,
          roundClosed: true,
        });
  if (reply.outcome === 'unanswered') return;
  await claim();
}

/**
 * Settles every open bet of the table's rounds whose betting has closed (the result is drawn at
 * the close). Run every second by each API process with the provider on, and before a table's
 * state is answered; a bet two processes settle at once is paid once (the wallet's ids).
 */
export async function settleDueLiveRounds(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now().getTime();
  const open = await ctx.db
    .select()
    .from(sandboxRgsRounds)
    .where(
      and(
        isNotNull(sandboxRgsRounds.tableRound),
        inArray(sandboxRgsRounds.status, ['open', 'unconfirmed']),
      ),
    );
  const due = open.filter((row) => roundTimes(roundNumber(row)).closesAt <= now);
  const secret = tableSecret(ctx.config);
  for (const row of due) {
    try {
      await settleBet(ctx, row, roundOutcome(secret, roundNumber(row)));
    } catch (error) {
      log.warn('sandbox table: settling a bet failed', { bet: row.id, error });
    }
  }
  return due.length;
}

/** The table as the launch's player sees it, after settling what is due. */
export async function liveTableState(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
): Promise<LiveTableState & { previousSeed: { roundId: number; serverSeed: string } | null }> {
  await settleDueLiveRounds(ctx);
  const now = ctx.clock.now().getTime();
  const schedule = liveSchedule(now);
  const secret = tableSecret(ctx.config);
  const resultOf = (roundId: number): LiveResult => {
    const outcome = roundOutcome(secret, roundId);
    return { roundId, pocket: outcome.pocket, color: outcome.color, voided: outcome.voided };
  };
  const rows = await ctx.db
    .select()
    .from(sandboxRgsRounds)
    .where(eq(sandboxRgsRounds.tableRound, tableRound(schedule.roundId)));
  const previous = schedule.roundId - 1;
  return {
    roundId: schedule.roundId,
    phase: schedule.phase,
    phaseEndsAt: schedule.phaseEndsAt,
    seedHash: roundCommitment(secret, schedule.roundId).seedHash,
    // The wheel's result only once betting has closed.
    result: schedule.phase === 'spinning' ? resultOf(schedule.roundId) : null,
    lastResults: Array.from({ length: LAST_RESULTS }, (_, index) => resultOf(previous - index)),
    bets: rows
      .filter((row) => row.status !== 'failed')
      .map((row) => {
        const mine = launch.playerRef
          ? row.playerRef === launch.playerRef
          : row.launchId === launch.id;
        return {
          betId: row.id,
          player: mine ? '' : maskPlayer(row.playerRef ?? 'guest'),
          mine,
          chips: row.bets as RouletteBet[],
          amount: row.stake,
        };
      }),
    previousSeed: { roundId: previous, serverSeed: roundSeed(secret, previous) },
  };
}

/** Each API process settles the table every second while the sandbox provider is on. */
export function startSandboxTable(ctx: Ctx): void {
  if (!ctx.config.casino.sandboxRgs) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDueLiveRounds(ctx)
      .catch((error: unknown) => log.warn('sandbox table: the sweep failed', { error }))
      .finally(() => {
        running = false;
      });
  }, 1_000);
  timer.unref();
}

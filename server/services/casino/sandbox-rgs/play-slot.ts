import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { slotBetValues, slotPayout } from '@/lib/casino/sandbox/slot/bets';
import type { SlotRoundResult } from '@/lib/casino/sandbox/slot/round-result';
import { playRoundFromFair } from '@/lib/casino/sandbox/slot/round';
import { slotConfig } from '@/lib/casino/sandbox/slot/titles';
import type { SlotConfig } from '@/lib/casino/sandbox/slot/types';
import type { AppContext } from '@/server/app-context';
import { sandboxRgsLaunches, sandboxRgsRounds, type SandboxRgsLaunch } from '@/server/db/schema';
import { randomToken } from '@/server/lib/secrets';
import { nextFreeRounds, spendFreeRound } from './free-rounds';
import { callWallet, type WalletReply } from './wallet-client';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

/** Why a round was not played or not settled, for the game to say. */
export type SlotRefusal =
  | 'invalid_bet'
  | 'insufficient_funds'
  /** The wallet refused the session: superseded by a newer launch, expired, or the player blocked. */
  | 'session'
  /** The round was rolled back (a timeout or a fault): nothing was charged. */
  | 'voided'
  /** The wallet did not answer, or the provider stopped: the round is left to the wallet's sweep. */
  | 'unavailable';

export class SlotRoundRefused extends Error {
  constructor(
    readonly reason: SlotRefusal,
    readonly balance: number | null,
  ) {
    super(reason);
    this.name = 'SlotRoundRefused';
  }
}

/**
 * The bet a free round is played at: the grant's value when the slot offers it, else the largest
 * offered value below it (or the smallest offered): a slot takes whole line bets only.
 */
export function freeRoundBet(config: SlotConfig, betValue: number): number {
  const values = slotBetValues(config);
  return values.filter((value) => value <= betValue).at(-1) ?? values[0]!;
}

/** Takes the launch's next nonce (one statement: two spins never share one). */
async function nextNonce(ctx: Ctx, launch: SandboxRgsLaunch): Promise<number> {
  const [row] = await ctx.db
    .update(sandboxRgsLaunches)
    .set({ nonce: sql`${sandboxRgsLaunches.nonce} + 1` })
    .where(eq(sandboxRgsLaunches.id, launch.id))
    .returning({ nonce: sandboxRgsLaunches.nonce });
  return row!.nonce;
}

/** A demo round: the provider's pretend money only, never the wallet. */
async function playDemo(ctx: Ctx, launch: SandboxRgsLaunch, bet: number, payout: number) {
  const [row] = await ctx.db
    .update(sandboxRgsLaunches)
    .set({ demoBalance: sql`${sandboxRgsLaunches.demoBalance} - ${bet} + ${payout}` })
    .where(and(eq(sandboxRgsLaunches.id, launch.id), gte(sandboxRgsLaunches.demoBalance, bet)))
    .returning({ balance: sandboxRgsLaunches.demoBalance });
  if (!row) throw new SlotRoundRefused('insufficient_funds', launch.demoBalance);
  return row.balance!;
}

/** A token the wallet has seen superseded: the player's previous launch's (the fault). */
async function staleToken(ctx: Ctx, launch: SandboxRgsLaunch): Promise<string> {
  const [previous] = await ctx.db
    .select({ token: sandboxRgsLaunches.sessionToken })
    .from(sandboxRgsLaunches)
    .where(
      and(
        eq(sandboxRgsLaunches.playerRef, launch.playerRef!),
        ne(sandboxRgsLaunches.id, launch.id),
        isNotNull(sandboxRgsLaunches.sessionToken),
        ne(sandboxRgsLaunches.sessionToken, launch.sessionToken!),
      ),
    )
    .orderBy(desc(sandboxRgsLaunches.createdAt))
    .limit(1);
  return previous?.token ?? randomToken();
}

function refusalOf(reply: WalletReply): SlotRoundRefused {
  if (reply.outcome === 'unanswered') return new SlotRoundRefused('unavailable', null);
  const status = reply.outcome === 'refused' ? reply.status : '';
  if (/NOT_ENOUGH_MONEY|INSUFFICIENT_FUNDS/.test(status)) {
    return new SlotRoundRefused('insufficient_funds', reply.balance);
  }
  if (/TOKEN|USER_DISABLED|session|player_blocked/.test(status)) {
    return new SlotRoundRefused('session', reply.balance);
  }
  // A bet after its own rollback: Hub88's wallet answers it as a transaction that does not exist.
  if (/TRANSACTION_DOES_NOT_EXIST|rolled_back/.test(status)) {
    return new SlotRoundRefused('voided', reply.balance);
  }
  return new SlotRoundRefused('unavailable', reply.balance);
}

/**
 * One slot round at the sandbox provider: the outcome from the launch's seed pair and next nonce
 * (base spin and every free spin it awards), then the wallet: the bet, and the round's whole win
 * (zero included, which closes the round). A free round of a grant (the oldest playable one for
 * this player and game) costs nothing and names the grant. A bet the wallet never answered is
 * rolled back, as a provider does after a timeout. Development faults bend the sequence.
 */
export async function playSandboxSlot(
  ctx: Ctx,
  launch: SandboxRgsLaunch,
  requestedBet: number,
): Promise<SlotRoundResult> {
  const config = slotConfig(launch.gameCode);
  if (!config) throw new SlotRoundRefused('invalid_bet', null);
  const grant =
    launch.mode === 'real'
      ? await nextFreeRounds(ctx, {
          playerRef: launch.playerRef!,
          currency: launch.currency,
          gameCode: launch.gameCode,
        })
      : null;
  const bet = grant ? freeRoundBet(config, grant.betValue) : requestedBet;
  if (!grant && !slotBetValues(config).includes(bet)) {
    throw new SlotRoundRefused('invalid_bet', null);
  }
  const nonce = await nextNonce(ctx, launch);
  const round = playRoundFromFair(
    { serverSeed: launch.serverSeed, clientSeed: launch.clientSeed, nonce },
    config,
  );
  const payout = slotPayout(config, bet, round.credits);
  const roundId = `${launch.id}:${nonce}`;
  const record = {
    id: roundId,
    launchId: launch.id,
    gameCode: launch.gameCode,
    playerRef: launch.playerRef,
    currency: launch.currency,
    stake: grant ? 0 : bet,
    win: payout,
    bets: { bet },
    result: { credits: round.credits, freeSpins: round.freeSpins },
    nonce,
    freeRoundsRef: grant?.ref ?? null,
    createdAt: ctx.clock.now(),
  };
  const settle = (status: string) =>
    ctx.db
      .update(sandboxRgsRounds)
      .set({ status, settledAt: ctx.clock.now() })
      .where(eq(sandboxRgsRounds.id, roundId));

  if (launch.mode === 'demo') {
    const balance = await playDemo(ctx, launch, bet, payout);
    await ctx.db
      .insert(sandboxRgsRounds)
      .values({ ...record, status: 'settled', settledAt: record.createdAt });
    return { round, bet, stake: bet, payout, balance };
  }

  await ctx.db.insert(sandboxRgsRounds).values({ ...record, status: 'open' });
  const fault = launch.fault;
  const betCall = {
    kind: 'bet' as const,
    txId: `${roundId}:bet`,
    roundId,
    amount: bet,
    freeRoundsRef: grant?.ref ?? null,
    roundClosed: false,
  };
  const rollback = {
    kind: 'rollback' as const,
    txId: `${roundId}:rb`,
    roundId,
    betTxId: betCall.txId,
  };

  if (fault === 'rollback-before-bet') await callWallet(ctx, launch, rollback);
  const token = fault === 'superseded-token' ? await staleToken(ctx, launch) : undefined;
  const placed = await callWallet(ctx, launch, betCall, token);
  if (
    placed.outcome === 'unanswered' ||
    fault === 'rollback-after-timeout' ||
    fault === 'win-after-rollback'
  ) {
    // No answer is no bet to the provider: it rolls the bet back (the wallet answers OK whether
    // or not the bet ever arrived) and the round is void.
    const reversed = await callWallet(ctx, launch, rollback);
    if (fault === 'win-after-rollback') {
      await callWallet(ctx, launch, {
        ...betCall,
        kind: 'win',
        txId: `${roundId}:win`,
        betTxId: betCall.txId,
        amount: payout,
        roundClosed: true,
      });
    }
    await settle('voided');
    throw new SlotRoundRefused(
      placed.outcome === 'unanswered' && fault === null ? 'unavailable' : 'voided',
      reversed.outcome === 'ok' ? reversed.balance : null,
    );
  }
  if (placed.outcome !== 'ok') {
    await settle('failed');
    throw refusalOf(placed);
  }
  if (grant) await spendFreeRound(ctx, grant.ref);
  if (fault === 'provider-stops') throw new SlotRoundRefused('unavailable', placed.balance);

  const winCall = {
    kind: 'win' as const,
    txId: `${roundId}:win`,
    roundId,
    betTxId: betCall.txId,
    amount: payout,
    freeRoundsRef: grant?.ref ?? null,
    roundClosed: true,
  };
  let paid = await callWallet(ctx, launch, winCall);
  // A win is retried until answered (the wallet pays it once whatever the number of tries).
  for (let attempt = 1; paid.outcome === 'unanswered' && attempt < 3; attempt++) {
    paid = await callWallet(ctx, launch, winCall);
  }
  if (paid.outcome !== 'ok') throw refusalOf(paid);
  await settle('settled');
  return {
    round,
    bet,
    stake: grant ? 0 : bet,
    payout,
    balance: paid.balance,
    ...(grant && { freeRoundsLeft: Math.max(grant.roundsLeft - 1, 0) }),
  };
}

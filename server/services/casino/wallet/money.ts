import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import {
  casinoTransactions,
  type BonusProduct,
  type CasinoGameKind,
  type CasinoTransaction,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import {
  fundStake,
  refundStake,
  reverseStakeWin,
  settleStakeWin,
} from '@/server/services/bonus/funding';
import { freeWinToReverse } from '@/server/services/bonus/free-spin-win';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { refuse, type Ctx } from './callback';

/**
 * The casino wallet's money, each movement keyed by the provider's ids:
 * `casino-bet:<aggregator>:<tx>` (a stake, player → house), `casino-win:<aggregator>:<tx>` (a
 * win, house → player) and `casino-rb:<aggregator>:<tx>` (the reversal of the bet or win `<tx>`,
 * one ever per transaction, however many rollbacks name it). A free round's win goes from the
 * bonus pool to the player's bonus account, and its reversal back. All of a round's movements
 * use the house shard of `casino:<aggregator>:<round>`, so a callback that moves money twice
 * locks one shard. They run in the callback's transaction.
 *
 * While the player has an active bonus, a paid bet is funded real money first, then bonus money
 * (`fundStake`, the bonus part under `<key>:bonus`), keyed `casino:<aggregator>:<tx>` in
 * `bonus_stakes`; its wins, and the reversals of both, are split the way it was staked. Free
 * rounds stay as they are; a bonus template's free-round win taken back comes from the bonus
 * account as far as it goes (`freeWinToReverse`).
 */

type Movement = {
  aggregator: CasinoAggregator;
  externalRoundId: string;
  userId: number;
  currency: Currency;
  amount: number;
  /** A free round's money: the player's bonus account and the bonus pool. */
  free: boolean;
};

const player = (move: Movement): AccountRef => ({
  owner: 'user',
  userId: move.userId,
  currency: move.currency,
  kind: move.free ? 'bonus' : 'real',
});
const system = (move: Movement): AccountRef =>
  move.free
    ? { owner: 'bonus', currency: move.currency }
    : { owner: 'house', currency: move.currency };

function move(
  ctx: Ctx,
  tx: Db,
  movement: Movement,
  input: { key: string; kind: string; toPlayer: boolean; txId: string },
) {
  return transfer(
    { ...ctx, db: tx },
    {
      key: input.key,
      kind: input.kind,
      debit: input.toPlayer ? system(movement) : player(movement),
      credit: input.toPlayer ? player(movement) : system(movement),
      amount: movement.amount,
      currency: movement.currency,
      metadata: {
        aggregator: movement.aggregator,
        round: movement.externalRoundId,
        transaction: input.txId,
      },
      shardKey: `casino:${movement.aggregator}:${movement.externalRoundId}`,
    },
  );
}

/** The product a casino game's stakes count as toward wagering. */
const PRODUCT_OF: Record<CasinoGameKind, BonusProduct> = {
  slot: 'slots',
  live: 'live_casino',
  table: 'table',
};

/** A casino bet's id among every product's bets (`bonus_stakes.bet_ref`). */
export const casinoBetRef = (aggregator: CasinoAggregator, txId: string) =>
  `casino:${aggregator}:${txId}`;

/**
 * The bets a win settles: the one it names, else every paid bet still standing in its round,
 * with what they staked (the round's `bet_total`), some maybe before the player's bonus.
 */
export function betsOfWin(
  tx: Db,
  win: { aggregator: CasinoAggregator; betTxId: string | null; roundId: number; betTotal: number },
): { refs: string[] | SQLWrapper; staked?: number } {
  if (win.betTxId) return { refs: [casinoBetRef(win.aggregator, win.betTxId)] };
  const refs = tx
    .select({
      ref: sql<string>`'casino:' || ${casinoTransactions.aggregator} || ':' || ${casinoTransactions.externalTxId}`,
    })
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.roundId, win.roundId),
        eq(casinoTransactions.kind, 'bet'),
        eq(casinoTransactions.isFree, false),
        eq(casinoTransactions.state, 'processed'),
      ),
    );
  return { refs, staked: win.betTotal };
}

const metadataOf = (movement: Movement, txId: string) => ({
  aggregator: movement.aggregator,
  round: movement.externalRoundId,
  transaction: txId,
});

/**
 * A bet's stake, player → house; the ledger refuses it when the money is not there. With a
 * bonus running, real money first, then bonus money; bonus money in a stake above the grant's
 * maximum bet is refused (`bonus_max_bet`, nothing changes).
 */
export async function takeStake(
  ctx: Ctx,
  tx: Db,
  movement: Movement,
  txId: string,
  game: { slug: string; kind: CasinoGameKind },
) {
  const key = `casino-bet:${movement.aggregator}:${txId}`;
  const funded = await fundStake(
    { ...ctx, db: tx },
    {
      userId: movement.userId,
      currency: movement.currency,
      amount: movement.amount,
      betRef: casinoBetRef(movement.aggregator, txId),
      product: PRODUCT_OF[game.kind],
      game: game.slug,
      key,
      kind: 'casino_bet',
      shardKey: `casino:${movement.aggregator}:${movement.externalRoundId}`,
      metadata: metadataOf(movement, txId),
    },
  ).catch((error: unknown) => {
    if (
      error instanceof AppError &&
      error.fields?.amount?.includes(fieldMessage('bonus_max_bet'))
    ) {
      refuse('bonus_max_bet');
    }
    throw error;
  });
  if (!funded) await move(ctx, tx, movement, { key, kind: 'casino_bet', toPlayer: false, txId });
  return key;
}

/**
 * A win, house (or the bonus pool) → player; a win of bets staked while a bonus ran is split
 * the way they were (`settleStakeWin`).
 */
export async function payWin(
  ctx: Ctx,
  tx: Db,
  movement: Movement,
  txId: string,
  bets: ReturnType<typeof betsOfWin>,
) {
  const key = `casino-win:${movement.aggregator}:${txId}`;
  const split =
    !movement.free &&
    (await settleStakeWin(
      { ...ctx, db: tx },
      {
        betRefs: bets.refs,
        staked: bets.staked,
        payout: movement.amount,
        key,
        kind: 'casino_win',
        shardKey: `casino:${movement.aggregator}:${movement.externalRoundId}`,
        metadata: metadataOf(movement, txId),
      },
    ));
  if (!split) await move(ctx, tx, movement, { key, kind: 'casino_win', toPlayer: true, txId });
  return key;
}

/**
 * A bet's stake back to the player, or a win back from them (conditional on the money). One
 * staked or won while a bonus ran goes back split as it was paid (`refundStake`,
 * `reverseStakeWin`), its bonus part to or from where the grant's money is now.
 */
export async function reverse(
  ctx: Ctx,
  tx: Db,
  movement: Movement,
  reversed: Pick<CasinoTransaction, 'kind' | 'externalTxId' | 'refExternalTxId' | 'roundId'>,
  betTotal: number,
) {
  const txId = reversed.externalTxId;
  const key = `casino-rb:${movement.aggregator}:${txId}`;
  const bonus = {
    key,
    kind: 'casino_rollback',
    shardKey: `casino:${movement.aggregator}:${movement.externalRoundId}`,
    metadata: metadataOf(movement, txId),
  };
  const funding = { ...ctx, db: tx };
  const split = movement.free
    ? null
    : reversed.kind === 'bet'
      ? await refundStake(funding, { ...bonus, betRef: casinoBetRef(movement.aggregator, txId) })
      : await reverseWin(funding, movement, bonus, {
          aggregator: movement.aggregator,
          betTxId: reversed.refExternalTxId,
          roundId: reversed.roundId!,
          betTotal,
        });
  if (split) return key;
  if (movement.free && reversed.kind === 'win') {
    const back = await freeWinToReverse(funding, { ...movement, txId }, movement.amount);
    if (back === 0) return null;
    movement = { ...movement, amount: back };
  }
  await move(ctx, tx, movement, {
    key,
    kind: 'casino_rollback',
    toPlayer: reversed.kind === 'bet',
    txId,
  });
  return key;
}

/** A win's reversal split as it was paid, when its bets were staked while a bonus ran. */
function reverseWin(
  ctx: Ctx,
  movement: Movement,
  bonus: { key: string; kind: string; shardKey: string; metadata: Record<string, unknown> },
  win: Parameters<typeof betsOfWin>[1],
) {
  const bets = betsOfWin(ctx.db, win);
  return reverseStakeWin(ctx, {
    ...bonus,
    amount: movement.amount,
    betRefs: bets.refs,
    staked: bets.staked,
  });
}

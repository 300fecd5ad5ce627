import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import type { Ctx } from './callback';

/**
 * The casino wallet's money, each movement keyed by the provider's ids:
 * `casino-bet:<aggregator>:<tx>` (a stake, player → house), `casino-win:<aggregator>:<tx>` (a
 * win, house → player) and `casino-rb:<aggregator>:<tx>` (the reversal of the bet or win `<tx>`,
 * one ever per transaction, however many rollbacks name it). A free round's win goes from the
 * bonus pool to the player's bonus account, and its reversal back. All of a round's movements
 * use the house shard of `casino:<aggregator>:<round>`, so a callback that moves money twice
 * locks one shard. They run in the callback's transaction.
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

/** A bet's stake, player → house; the ledger refuses it when the money is not there. */
export async function takeStake(ctx: Ctx, tx: Db, movement: Movement, txId: string) {
  const key = `casino-bet:${movement.aggregator}:${txId}`;
  await move(ctx, tx, movement, { key, kind: 'casino_bet', toPlayer: false, txId });
  return key;
}

/** A win, house (or the bonus pool) → player. */
export async function payWin(ctx: Ctx, tx: Db, movement: Movement, txId: string) {
  const key = `casino-win:${movement.aggregator}:${txId}`;
  await move(ctx, tx, movement, { key, kind: 'casino_win', toPlayer: true, txId });
  return key;
}

/** A bet's stake back to the player, or a win back from them (conditional on the money). */
export async function reverse(
  ctx: Ctx,
  tx: Db,
  movement: Movement,
  reversed: { kind: 'bet' | 'win'; txId: string },
) {
  const key = `casino-rb:${movement.aggregator}:${reversed.txId}`;
  await move(ctx, tx, movement, {
    key,
    kind: 'casino_rollback',
    toPlayer: reversed.kind === 'bet',
    txId: reversed.txId,
  });
  return key;
}

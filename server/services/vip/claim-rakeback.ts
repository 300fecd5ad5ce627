import { and, eq, gte } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { vipPlayers, vipRakeback, vipRewards } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const E4 = 10_000;

/**
 * `POST /vip/rakeback/claim`: pays the player's accrued rakeback (whole minor units of each
 * currency; fractions stay) to their real money, no wagering, from the house, in one
 * transaction under the player's VIP row lock: claim n is ledger key
 * `vip:rakeback:<user>:<n>:<currency>`, so two claims at once pay once and the second finds
 * nothing. Nothing to claim is a 409 `nothing_to_claim`.
 */
export async function claimRakeback(ctx: Ctx, userId: number) {
  return inTransaction(ctx.db, async (tx) => {
    const [player] = await tx
      .select()
      .from(vipPlayers)
      .where(eq(vipPlayers.userId, userId))
      .for('update');
    const pending = player
      ? await tx
          .select()
          .from(vipRakeback)
          .where(and(eq(vipRakeback.userId, userId), gte(vipRakeback.pendingE4, E4)))
          .for('update')
      : [];
    if (!player || pending.length === 0) throw AppError.of('nothing_to_claim', 409);
    const claim = player.rakebackClaims + 1;
    await tx.update(vipPlayers).set({ rakebackClaims: claim }).where(eq(vipPlayers.userId, userId));
    const now = ctx.clock.now();
    const claimed = [];
    for (const row of pending.sort((a, b) => a.currency.localeCompare(b.currency))) {
      const amount = Math.floor(row.pendingE4 / E4);
      const key = `vip:rakeback:${userId}:${claim}:${row.currency}`;
      await tx
        .update(vipRakeback)
        .set({ pendingE4: row.pendingE4 - amount * E4 })
        .where(and(eq(vipRakeback.userId, userId), eq(vipRakeback.currency, row.currency)));
      await tx.insert(vipRewards).values({
        userId,
        kind: 'rakeback',
        key,
        currency: row.currency,
        amount,
        createdAt: now,
      });
      await transfer(
        { ...ctx, db: tx },
        {
          key,
          kind: 'vip_rakeback',
          debit: { owner: 'house', currency: row.currency },
          credit: { owner: 'user', userId, currency: row.currency, kind: 'real' },
          amount,
          currency: row.currency,
        },
      );
      claimed.push({ currency: row.currency, amount });
    }
    return claimed;
  });
}

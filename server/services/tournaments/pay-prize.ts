import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { tournamentResults, type TournamentResult } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { creditBonus } from '@/server/services/bonus/credit-bonus';
import { templateByCode } from '@/server/services/bonus/operator/save-template';
import { grantTemplateFreeSpins } from '@/server/services/bonus-spins/grant-template-free-spins';
import { transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

/**
 * Pays one place of a finished tournament, once: in one transaction the place is locked, and
 * unless already paid its prize moves under its key (`tournament:<id>:place:<n>`) and the place
 * is marked paid. Real money goes from the house to the winner's real account; a bonus prize
 * through the bonus engine (`creditBonus`, the template's wagering applies); free spins as the
 * template's spins (`grantTemplateFreeSpins`). The key alone already makes a second payment
 * impossible, even if the mark were lost. Answers whether it paid now.
 */
export async function payPrize(
  ctx: Ctx,
  place: Pick<TournamentResult, 'tournamentId' | 'place'>,
  template: string | undefined,
): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(tournamentResults)
      .where(
        and(
          eq(tournamentResults.tournamentId, place.tournamentId),
          eq(tournamentResults.place, place.place),
          isNull(tournamentResults.paidAt),
        ),
      )
      .for('update');
    if (!row) return false;
    const txCtx = { ...ctx, db: tx };
    if (row.amount > 0 && row.prizeKind) await PAY[row.prizeKind](txCtx, row, template);
    await tx
      .update(tournamentResults)
      .set({ paidAt: ctx.clock.now() })
      .where(
        and(
          eq(tournamentResults.tournamentId, row.tournamentId),
          eq(tournamentResults.place, row.place),
        ),
      );
    return true;
  });
}

type Pay = (ctx: Ctx, row: TournamentResult, template: string | undefined) => Promise<unknown>;

/** How each kind of prize is paid (registry of variants). */
const PAY: Record<NonNullable<TournamentResult['prizeKind']>, Pay> = {
  real: (ctx, row) =>
    transfer(ctx, {
      key: row.transferKey,
      kind: 'tournament_prize',
      debit: { owner: 'house', currency: row.currency },
      credit: { owner: 'user', userId: row.userId, currency: row.currency, kind: 'real' },
      amount: row.amount,
      currency: row.currency,
      metadata: { tournament_id: row.tournamentId, place: row.place },
    }),
  bonus: async (ctx, row, code) => {
    const template = await templateByCode(ctx, code ?? '', 'template');
    const credited = await creditBonus(ctx, {
      userId: row.userId,
      currency: row.currency,
      templateId: template.id,
      key: row.transferKey,
      source: 'operator',
      amount: row.amount,
      reason: `tournament ${row.tournamentId}, place ${row.place}`,
    });
    if (!credited) throw new Error(`bonus template ${code} gives nothing in ${row.currency}`);
  },
  free_spins: async (ctx, row, code) => {
    const template = await templateByCode(ctx, code ?? '', 'template');
    await grantTemplateFreeSpins(ctx, {
      userId: row.userId,
      currency: row.currency,
      template,
      key: row.transferKey,
    });
  },
};

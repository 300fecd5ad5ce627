import { eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { bonusCredits, freeSpinGrants } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { creditBonus } from './credit-bonus';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The credit key of a free round's win: `free-spin-win:<aggregator>:<tx>`. */
export const freeSpinWinKey = (aggregator: CasinoAggregator, txId: string) =>
  `free-spin-win:${aggregator}:${txId}`;

/** The bonus template a free-spins grant came from, or null (an operator's grant). */
export async function templateOfFreeSpins(ctx: Ctx, grantId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ templateId: freeSpinGrants.templateId })
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.id, grantId));
  return row?.templateId ?? null;
}

/**
 * A free round's win of a template's spins, credited as the template's bonus in the caller's
 * transaction (`creditBonus`: merged into the active grant or a new one, wagering = multiplier ×
 * win), source `free_spins`. The money moves once, pool → the player's bonus account under
 * `bonus-credit:<key>`, instead of the plain free-round win. Answers the ledger key, or null when
 * the template gives nothing in this currency any more (the caller pays the plain way).
 */
export async function creditFreeSpinWin(
  ctx: Ctx,
  input: {
    templateId: number;
    userId: number;
    currency: Currency;
    aggregator: CasinoAggregator;
    txId: string;
    amount: number;
  },
): Promise<string | null> {
  const key = freeSpinWinKey(input.aggregator, input.txId);
  const credited = await creditBonus(ctx, {
    userId: input.userId,
    currency: input.currency,
    templateId: input.templateId,
    key,
    source: 'free_spins',
    amount: input.amount,
  });
  return credited ? `bonus-credit:${key}` : null;
}

/**
 * How much of a free round's win to take back on its rollback: all of it, except a win credited
 * as a bonus (`creditFreeSpinWin`), whose money may have been staked, lost or converted since —
 * that one comes back from the player's bonus account as far as it goes.
 */
export async function freeWinToReverse(
  ctx: Ctx,
  win: { aggregator: CasinoAggregator; txId: string; userId: number; currency: Currency },
  amount: number,
): Promise<number> {
  const [credit] = await ctx.db
    .select({ key: bonusCredits.key })
    .from(bonusCredits)
    .where(eq(bonusCredits.key, freeSpinWinKey(win.aggregator, win.txId)));
  if (!credit) return amount;
  const { bonus } = await userBalances(ctx.db, win.userId, win.currency);
  return Math.max(0, Math.min(amount, bonus));
}

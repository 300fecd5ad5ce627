import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import type { AppContext } from '@/server/app-context';
import { bonusOffers, bonusTemplates, users, type BonusTemplate } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { addSeconds } from '@/server/lib/clock';
import { log } from '@/server/lib/log';
import { grantFreeSpins } from '@/server/services/casino/free-spins/grant-free-spins';
import { freeSpinBet } from '@/server/services/bonus/terms';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

const DAY_S = 86_400;

/**
 * A free-spins template's rounds for a player (the casino's `grantFreeSpins`: the aggregator
 * first, then the grant, source `bonus`, `template_id` set), valid for the template's
 * `validity_days`. Once per `key` (`bonus-fs:<key>` is the casino's key): the same key answers
 * the same grant. A template that gives no spins in `currency` is a 422 on `template`.
 */
export async function grantTemplateFreeSpins(
  ctx: Ctx,
  input: { userId: number; currency: Currency; template: BonusTemplate; key: string },
): Promise<FreeSpin> {
  const { template } = input;
  const bet = freeSpinBet(template, input.currency);
  if (bet === null) throw AppError.field('template', 'invalid_value');
  return grantFreeSpins(ctx, {
    key: `bonus-fs:${input.key}`,
    userId: input.userId,
    game: template.freeSpins!.game_slug,
    rounds: template.freeSpins!.rounds,
    bet_value: bet,
    currency: input.currency,
    expiration_at: addSeconds(ctx.clock.now(), template.validityDays * DAY_S),
    source: 'bonus',
    templateId: template.id,
  });
}

/**
 * A waiting free-spins offer made good (a promo code's, a welcome step's): recorded in its
 * trigger's transaction, granted after it committed, key `offer:<id>`, then marked granted.
 * Answers the spins, or null when the offer is no longer waiting. Safe to run twice at once or
 * after a crash: the key makes one grant, and only a waiting offer is marked.
 */
export async function grantWaitingFreeSpins(ctx: Ctx, offerId: number): Promise<FreeSpin | null> {
  const [row] = await ctx.db
    .select({ offer: bonusOffers, template: bonusTemplates, currency: users.currency })
    .from(bonusOffers)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOffers.templateId))
    .innerJoin(users, eq(users.id, bonusOffers.userId))
    .where(eq(bonusOffers.id, offerId));
  if (!row || row.offer.status !== 'waiting' || row.template.kind !== 'free_spins') return null;
  const spins = await grantTemplateFreeSpins(ctx, {
    userId: row.offer.userId!,
    currency: row.currency,
    template: row.template,
    key: `offer:${offerId}`,
  });
  await ctx.db
    .update(bonusOffers)
    .set({ status: 'granted' })
    .where(and(eq(bonusOffers.id, offerId), eq(bonusOffers.status, 'waiting')));
  return spins;
}

/** As `grantWaitingFreeSpins`, logging a failure: the minute job tries again. */
export async function tryGrantWaitingFreeSpins(ctx: Ctx, offerId: number) {
  try {
    return await grantWaitingFreeSpins(ctx, offerId);
  } catch (error) {
    log.warn('bonus: free spins not granted yet', { offerId, error });
    return null;
  }
}

/**
 * The minute job's part: free-spins offers left waiting (the process stopped after their
 * trigger committed, or the aggregator failed) are granted now, oldest first, a batch a run.
 * Only offers created before `settleMs` ago, so a trigger's own after-commit grant goes first.
 */
export async function grantLeftFreeSpins(ctx: Ctx, settleMs = 30_000): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - settleMs);
  const left = await ctx.db
    .select({ id: bonusOffers.id })
    .from(bonusOffers)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOffers.templateId))
    // A blocked or closed account's offers wait until it is active again.
    .innerJoin(users, and(eq(users.id, bonusOffers.userId), eq(users.state, 'active')))
    .where(
      and(
        eq(bonusOffers.status, 'waiting'),
        eq(bonusTemplates.kind, 'free_spins'),
        isNotNull(bonusOffers.userId),
        lte(bonusOffers.createdAt, before),
      ),
    )
    .orderBy(bonusOffers.id)
    .limit(100);
  let granted = 0;
  for (const { id } of left) if (await tryGrantWaitingFreeSpins(ctx, id)) granted += 1;
  return granted;
}

/**
 * After a trigger's transaction committed (a paid deposit's welcome step): the player's waiting
 * free-spins offers are granted now; a failure is logged and left to the minute job.
 */
export async function tryGrantWaitingFreeSpinsOf(ctx: Ctx, userId: number): Promise<void> {
  const waiting = await ctx.db
    .select({ id: bonusOffers.id })
    .from(bonusOffers)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOffers.templateId))
    .where(
      and(
        eq(bonusOffers.userId, userId),
        eq(bonusOffers.status, 'waiting'),
        eq(bonusTemplates.kind, 'free_spins'),
      ),
    )
    .orderBy(bonusOffers.id);
  for (const { id } of waiting) await tryGrantWaitingFreeSpins(ctx, id);
}

import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  bonusCredits,
  bonusGrants,
  bonusTemplates,
  type BonusGrant,
  type BonusTemplate,
} from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { inTransaction } from '@/server/db/transaction';
import { transfer } from '@/server/services/ledger/transfer';
import { bonusAmount, type BonusAmount } from './bonus-amount';
import { findActiveGrant } from './find-active-grant';
import { openGrantAccounts } from './funding';
import { currencyTerms } from './terms';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type CreditInput = {
  userId: number;
  currency: Currency;
  templateId: number;
  /** The trigger's derived key (`deposit:<invoice>`, `promo:<code>:<user>`, `operator:<key>`). */
  key: string;
  source: BonusGrant['source'];
  offerId?: number | null;
  depositAmount?: number;
  depositInvoiceId?: string | null;
  /** An operator's amount instead of the template's, minor units. */
  amount?: number;
  reason?: string | null;
};

/** What a credit did: the grant it made or merged into; `created` false for a replayed key. */
export type CreditResult = { grant: BonusGrant; created: boolean };

const DAY_S = 86_400;

/** The grant a credit key already made or merged into, if any. */
async function creditedGrant(db: Db, key: string): Promise<BonusGrant | undefined> {
  const [row] = await db
    .select({ grant: bonusGrants })
    .from(bonusCredits)
    .innerJoin(bonusGrants, eq(bonusGrants.id, bonusCredits.grantId))
    .where(eq(bonusCredits.key, key));
  return row?.grant;
}

/**
 * Gives a player a template's bonus in the caller's transaction (`ctx.db`; a transaction of its
 * own otherwise), once per `key`: a replay answers the grant the key made, `created: false`.
 * Answers null when the template gives nothing here (`bonusAmount`).
 *
 * With wagering, the credit merges into the player's active grant of the currency (locked FOR
 * UPDATE: amount and requirement added, the later expiry kept) or opens one with the template's
 * max bet, cap and contributions; the money moves from the bonus pool to the player's bonus
 * account (`bonus-credit:<key>`). Two triggers at once cannot open two grants: the partial unique
 * index `bonus_grants_active_uq` lets one insert in, the other finds it and merges. Without
 * wagering the money goes to the player's real account and the grant is `completed` at once.
 */
export async function creditBonus(ctx: Ctx, input: CreditInput): Promise<CreditResult | null> {
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, input.templateId));
  if (!template) return null;
  const given = bonusAmount(template, input.currency, input);
  if (!given) return null;
  return inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const replayed = await creditedGrant(tx, input.key);
    if (replayed) return { grant: replayed, created: false };
    if (template.wageringMultiplier === 0) return creditReal(txCtx, template, input, given);
    // At most a few turns: each failed insert means another grant committed meanwhile.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const active = await findActiveGrant(tx, input.userId, input.currency, { lock: true });
      if (active) {
        // Under the grant's lock: a concurrent credit of the same key has committed by now.
        const again = await creditedGrant(tx, input.key);
        if (again) return { grant: again, created: false };
        return { grant: await merge(txCtx, active, template, input, given), created: true };
      }
      const opened = await open(txCtx, template, input, given, 'active');
      if (opened) return { grant: opened, created: true };
      const raced = await creditedGrant(tx, input.key);
      if (raced) return { grant: raced, created: false };
    }
    throw new Error(`bonus credit ${input.key}: no grant could be opened or locked`);
  });
}

/** Inserts a grant, or nothing when a unique index refuses it (another active grant, the key). */
async function open(
  ctx: Ctx,
  template: BonusTemplate,
  input: CreditInput,
  given: BonusAmount,
  status: 'active' | 'completed',
): Promise<BonusGrant | null> {
  const now = ctx.clock.now();
  const terms = currencyTerms(template, input.currency)!;
  const completed = status === 'completed';
  const [grant] = await ctx.db
    .insert(bonusGrants)
    .values({
      key: input.key,
      userId: input.userId,
      currency: input.currency,
      templateId: template.id,
      offerId: input.offerId ?? null,
      source: input.source,
      depositInvoiceId: input.depositInvoiceId ?? null,
      amount: given.amount,
      depositAmount: given.depositAmount,
      wageringRequired: given.wagering,
      maxBet: terms.max_bet,
      maxConversion: terms.max_conversion,
      contributions: template.contributions,
      status,
      convertedAmount: completed ? given.amount : 0,
      reason: input.reason ?? null,
      grantedAt: now,
      expiresAt: addSeconds(now, template.validityDays * DAY_S),
      endedAt: completed ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!grant) return null;
  if (!completed) await openGrantAccounts(ctx.db, input.userId, input.currency, now);
  await record(ctx, grant, template, input, given);
  return grant;
}

/** Adds a credit to the active grant: amount and requirement summed, the later expiry kept. */
async function merge(
  ctx: Ctx,
  active: BonusGrant,
  template: BonusTemplate,
  input: CreditInput,
  given: BonusAmount,
) {
  const expiresAt = addSeconds(ctx.clock.now(), template.validityDays * DAY_S);
  const cap = currencyTerms(template, input.currency)!.max_conversion;
  const [grant] = await ctx.db
    .update(bonusGrants)
    .set({
      amount: sql`${bonusGrants.amount} + ${given.amount}`,
      depositAmount: sql`${bonusGrants.depositAmount} + ${given.depositAmount}`,
      wageringRequired: sql`${bonusGrants.wageringRequired} + ${given.wagering}`,
      // Each credit's cap is added to the grant's; one uncapped credit uncaps it.
      maxConversion:
        active.maxConversion === null || cap === null ? null : active.maxConversion + cap,
      expiresAt: active.expiresAt > expiresAt ? active.expiresAt : expiresAt,
    })
    .where(eq(bonusGrants.id, active.id))
    .returning();
  await record(ctx, grant!, template, input, given);
  return grant!;
}

/** The credit row and its money: pool → the player's bonus account, or real when completed. */
async function record(
  ctx: Ctx,
  grant: BonusGrant,
  template: BonusTemplate,
  input: CreditInput,
  given: BonusAmount,
) {
  await ctx.db.insert(bonusCredits).values({
    key: input.key,
    grantId: grant.id,
    templateId: template.id,
    offerId: input.offerId ?? null,
    amount: given.amount,
    depositAmount: given.depositAmount,
    wageringAdded: given.wagering,
    createdAt: ctx.clock.now(),
  });
  await transfer(ctx, {
    key: `bonus-credit:${input.key}`,
    kind: 'bonus_credit',
    debit: { owner: 'bonus', currency: input.currency },
    credit: {
      owner: 'user',
      userId: input.userId,
      currency: input.currency,
      kind: grant.status === 'completed' ? 'real' : 'bonus',
    },
    amount: given.amount,
    currency: input.currency,
    metadata: { grantId: grant.id, templateId: template.id, source: input.source },
    shardKey: input.depositInvoiceId ? `deposit:${input.depositInvoiceId}` : undefined,
  });
}

/** A bonus without wagering: real money at once, recorded as a completed grant. */
async function creditReal(
  ctx: Ctx,
  template: BonusTemplate,
  input: CreditInput,
  given: BonusAmount,
): Promise<CreditResult> {
  const grant = await open(ctx, template, input, given, 'completed');
  if (grant) return { grant, created: true };
  const [existing] = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.key, input.key));
  return { grant: existing!, created: false };
}

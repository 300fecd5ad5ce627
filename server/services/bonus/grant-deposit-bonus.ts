import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  bonusOffers,
  users,
  type BonusOffer,
  type BonusTemplate,
  type PaymentInvoice,
} from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { accountAllows, stateAt } from '@/server/services/users/account-guard';
import { bonusAmount } from './bonus-amount';
import { creditBonus, type CreditResult } from './credit-bonus';
import { findActiveGrant } from './find-active-grant';
import { currencyTerms, freeSpinBet } from './terms';
import { waitingOffersOf } from './list-offers';
import {
  depositsMade,
  findActivePack,
  packDeadline,
  pendingStep,
  stepRecords,
  welcomedElsewhere,
  stepRef,
} from './welcome-pack';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * The advisory-lock space of players' deposit bonuses (the player's id the second key). Two
 * deposits of one player confirmed at once would otherwise both count themselves the same nth
 * deposit, or both take one waiting offer: the second waits here until the first commits, then
 * counts it. On PGlite (one session) the lock never waits.
 */
const DEPOSIT_BONUS_LOCK_SPACE = 724_319;

/**
 * Queues this transaction behind any other deposit confirmation of the player (released at
 * commit). `confirmPayment` takes it before it moves any money: two deposits of one player
 * confirmed at once then run one after the other, so the second counts the first (nth deposit,
 * a taken offer) and the two never hold the player's accounts in opposite orders.
 */
export async function lockPlayerDeposits(db: Db, userId: number) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${DEPOSIT_BONUS_LOCK_SPACE}::int4, ${userId}::int4)`,
  );
}

/**
 * Takes the player's active grant in the deposit's currency (`for update`) before the deposit
 * moves any money, when the deposit may credit a bonus into it. A bet paid from the bonus takes
 * the grant first and the ledger's rows after it (`fundStake`); a deposit that credited the
 * player's real account (and a house shard, for its fee) before waiting for the grant in
 * `creditBonus` held what that bet waited for while it waited for the bet: a deadlock. Now both
 * take the grant first. `confirmPayment` calls it before it credits a paid deposit.
 */
export async function lockDepositGrant(db: Db, invoice: PaymentInvoice) {
  if (!invoice.takeBonus) return;
  await findActiveGrant(db, invoice.userId, invoice.currency, { lock: true });
}

/** Template kinds a deposit can trigger. */
const DEPOSIT_KINDS = new Set<BonusTemplate['kind']>(['deposit_match', 'fixed']);

const qualifies = (template: BonusTemplate, invoice: PaymentInvoice, paid: number) =>
  DEPOSIT_KINDS.has(template.kind) &&
  bonusAmount(template, invoice.currency, { depositAmount: paid }) !== null;

/** A welcome step qualifies as a deposit bonus does, or as free spins with a bet in the currency. */
function stepQualifies(template: BonusTemplate, invoice: PaymentInvoice, paid: number) {
  if (template.kind !== 'free_spins') return qualifies(template, invoice, paid);
  const terms = currencyTerms(template, invoice.currency);
  return (
    terms !== null &&
    freeSpinBet(template, invoice.currency) !== null &&
    paid >= Math.max(terms.min_deposit, 1)
  );
}

/** What the deposit would take: a waiting offer, or a welcome step (with its record to write). */
type Choice =
  | { kind: 'offer'; offer: BonusOffer; template: BonusTemplate }
  | {
      kind: 'welcome';
      packId: number;
      step: number;
      template: BonusTemplate;
      deadline: Date;
      missed: boolean;
    };

/**
 * Decides, reading only, which bonus a paid deposit takes: the player's oldest waiting offer
 * (a promo, an ad) whose template qualifies in the deposit's currency, else the active welcome
 * pack's pending step (`pendingStep`) while the player's welcome period runs, when the deposit
 * meets its terms. A step is `missed`
 * when another account on one of the player's devices already had a welcome bonus.
 */
async function choose(ctx: Ctx, invoice: PaymentInvoice, paid: number): Promise<Choice | null> {
  const now = ctx.clock.now();
  for (const { offer, template } of await waitingOffersOf(ctx.db, invoice.userId, now)) {
    if (qualifies(template, invoice, paid)) return { kind: 'offer', offer, template };
  }
  const pack = await findActivePack(ctx.db);
  if (!pack) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, invoice.userId));
  const deadline = packDeadline(pack, user!);
  if (deadline <= now) return null;
  const step = pendingStep(
    pack,
    await stepRecords(ctx.db, invoice.userId, pack.id),
    await depositsMade(ctx.db, invoice.userId),
  );
  if (!step || !stepQualifies(step.template, invoice, paid)) return null;
  const missed = await welcomedElsewhere(ctx.db, invoice.userId);
  return {
    kind: 'welcome',
    packId: pack.id,
    step: step.step,
    template: step.template,
    deadline,
    missed,
  };
}

/**
 * The deposit trigger (in `confirmPayment`'s transaction, after the credit and the invoice
 * marked paid): grants the bonus the deposit qualifies for, key `deposit:<invoice>`, and marks
 * the offer it came from granted. The rules only read; a deposit that qualifies for nothing
 * changes nothing, and never fails. A welcome step refused for a shared device or contact is recorded as
 * missed (a `cancelled` offer). A deposit the player opened without asking for the bonus
 * (`take_bonus` false: the box unticked, or an API call without `bonus`) takes none. A
 * free-spins step is only recorded here (a waiting offer); its spins are granted after commit.
 */
export async function grantDepositBonus(
  ctx: Ctx,
  invoice: PaymentInvoice,
  paid: number,
): Promise<CreditResult | null> {
  if (!invoice.takeBonus) return null;
  return inTransaction(ctx.db, async (tx) => {
    // Taken already when called from `confirmPayment` (advisory locks stack in a session).
    await lockPlayerDeposits(tx, invoice.userId);
    // A deposit paid before a block is credited (the money arrived) but earns no bonus.
    const [account] = await tx
      .select({ state: users.state, stateUntil: users.stateUntil })
      .from(users)
      .where(eq(users.id, invoice.userId));
    if (!account || !accountAllows(stateAt(account, ctx.clock.now()), 'bonus')) return null;
    return grantChosen({ ...ctx, db: tx }, invoice, paid);
  });
}

async function grantChosen(
  ctx: Ctx,
  invoice: PaymentInvoice,
  paid: number,
): Promise<CreditResult | null> {
  const chosen = await choose(ctx, invoice, paid);
  if (!chosen) return null;
  const now = ctx.clock.now();
  let offerId: number;
  if (chosen.kind === 'offer') offerId = chosen.offer.id;
  else {
    const [record] = await ctx.db
      .insert(bonusOffers)
      .values({
        userId: invoice.userId,
        templateId: chosen.template.id,
        source: 'welcome_pack',
        sourceRef: stepRef(chosen.packId, chosen.step),
        status: chosen.missed ? 'cancelled' : 'waiting',
        expiresAt: chosen.deadline,
        createdAt: now,
      })
      .returning();
    // Free spins wait as the offer: the aggregator is not called in the deposit's transaction;
    // `tryGrantWaitingFreeSpinsOf` (bonus-spins, from the payment routes) grants them after it commits, or the minute job.
    if (chosen.missed || chosen.template.kind === 'free_spins') return null;
    offerId = record!.id;
  }
  const result = await creditBonus(ctx, {
    userId: invoice.userId,
    currency: invoice.currency,
    templateId: chosen.template.id,
    key: `deposit:${invoice.id}`,
    source: chosen.kind === 'offer' ? chosen.offer.source : 'welcome_pack',
    offerId,
    depositAmount: paid,
    depositInvoiceId: invoice.id,
  });
  if (result) {
    await ctx.db
      .update(bonusOffers)
      .set({ status: 'granted', grantId: result.grant.id })
      .where(eq(bonusOffers.id, offerId));
  }
  return result;
}

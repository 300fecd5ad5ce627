import { and, asc, desc, eq, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { AML } from '@/lib/constants/kyc';
import { toMinor } from '@/lib/money/units';
import { BASE_CURRENCY } from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import {
  ledgerAccounts,
  ledgerTransfers,
  paymentInvoices,
  payouts,
  type Payout,
  type RiskFlag,
  type User,
} from '@/server/db/schema';
import { worthInBase, type Money } from '@/server/services/exchange-rates/worth';
import { guarded } from './guarded';
import { money, shownDestination } from './evidence';
import { raiseFlag, type FlagInput } from './raise-flag';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

export type PayoutFlagInput = { user: Pick<User, 'id'>; payout: Payout };

/** One rule: the finding on this payout, or null. */
type PayoutRule = (ctx: Ctx, payout: Payout) => Promise<FlagInput | null>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** At most this many other accounts or deposits are named in one flag's evidence. */
const LISTED = 20;

/** Base-currency minor units as evidence. */
const baseMoney = (amount: number) => money(amount, BASE_CURRENCY);

/**
 * large_payout: the payout is worth `AML_LARGE_PAYOUT_EUR` or more (through `exchange_rates`; 0
 * turns the rule off). A currency without a rate cannot be weighed and counts as at the
 * threshold, as four eyes does: the safe side. One flag per payout.
 */
const largePayout: PayoutRule = async (ctx, payout) => {
  const thresholdEur = ctx.config.kyc.largePayoutEur;
  if (thresholdEur <= 0) return null;
  const threshold: Money = { amount: toMinor(thresholdEur), currency: 'EUR' };
  const asked: Money = { amount: payout.amount, currency: payout.currency };
  const sameCurrency = payout.currency === 'EUR';
  const worth = sameCurrency ? asked.amount : await worthInBase(ctx.db, [asked]);
  const limit = sameCurrency ? threshold.amount : await worthInBase(ctx.db, [threshold]);
  if (worth !== null && limit !== null && worth < limit) return null;
  return {
    userId: payout.userId,
    kind: 'large_payout',
    dedupKey: `large_payout:${payout.id}`,
    evidence: {
      payout_id: payout.id,
      payout: money(payout.amount, payout.currency),
      threshold_eur: thresholdEur,
      ...(sameCurrency
        ? {}
        : {
            worth: worth === null ? null : baseMoney(worth),
            threshold_worth: limit === null ? null : baseMoney(limit),
          }),
      ...((worth === null || limit === null) && { rate_missing: true }),
    },
  };
};

/**
 * quick_cycle: deposits paid within `AML.quickCycleWindowMs` before the payout, and real-money
 * stakes in the same window below `AML.quickCycleStakeShare` of them (money in and out with
 * little play). Stakes are the player's real account's debits of a bet or a casino stake (the
 * transfer itself, not what settles it, so a held ticket counts); deposits what the provider
 * paid. Both weighed in the base currency. One flag per payout.
 */
const quickCycle: PayoutRule = async (ctx, payout) => {
  const from = new Date(payout.createdAt.getTime() - AML.quickCycleWindowMs);
  const deposits = await ctx.db
    .select({
      id: paymentInvoices.id,
      amount:
        sql<number>`coalesce(${paymentInvoices.paidAmount}, ${paymentInvoices.amount})`.mapWith(
          Number,
        ),
      currency: paymentInvoices.currency,
      settledAt: paymentInvoices.settledAt,
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.userId, payout.userId),
        eq(paymentInvoices.status, 'paid'),
        gte(paymentInvoices.settledAt, from),
        lte(paymentInvoices.settledAt, payout.createdAt),
      ),
    )
    .orderBy(desc(paymentInvoices.settledAt));
  if (deposits.length === 0) return null;
  const stakes = await ctx.db
    .select({
      currency: ledgerTransfers.currency,
      amount: sql<number>`sum(${ledgerTransfers.amount})`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerAccounts.userId, payout.userId),
        eq(ledgerAccounts.kind, 'real'),
        sql`split_part(${ledgerTransfers.kind}, ':', 1) in ('bet_stake', 'casino_bet')`,
        isNull(ledgerTransfers.settlesId),
        gte(ledgerTransfers.createdAt, from),
        lte(ledgerTransfers.createdAt, payout.createdAt),
      ),
    )
    .groupBy(ledgerTransfers.currency);
  const depositsWorth = await worthInBase(ctx.db, deposits);
  const stakesWorth = await worthInBase(ctx.db, stakes);
  // A currency without a rate cannot be weighed; the rule says nothing rather than guess.
  if (depositsWorth === null || stakesWorth === null || depositsWorth <= 0) return null;
  if (stakesWorth >= AML.quickCycleStakeShare * depositsWorth) return null;
  return {
    userId: payout.userId,
    kind: 'quick_cycle',
    dedupKey: `quick_cycle:${payout.id}`,
    evidence: {
      payout_id: payout.id,
      payout: money(payout.amount, payout.currency),
      window_hours: AML.quickCycleWindowMs / HOUR_MS,
      deposit_count: deposits.length,
      deposits: deposits.slice(0, LISTED).map((deposit) => ({
        invoice_id: deposit.id,
        ...money(deposit.amount, deposit.currency),
        settled_at: deposit.settledAt?.toISOString() ?? null,
      })),
      deposits_worth: baseMoney(depositsWorth),
      stakes: stakes.map((stake) => money(stake.amount, stake.currency)),
      stakes_worth: baseMoney(stakesWorth),
      stake_share: Math.round((stakesWorth / depositsWorth) * 1000) / 1000,
      min_stake_share: AML.quickCycleStakeShare,
    },
  };
};

/**
 * many_instruments: the player's payouts within `AML.instrumentsWindowMs` up to this one went
 * to `AML.manyInstruments` or more distinct destinations. Raised once per count bucket (the
 * threshold, then each doubling: 3, 6, 12, …) per window-long period (`floor(time / window)`),
 * so a player adding cards is raised again as the count grows, not at every payout.
 */
const manyInstruments: PayoutRule = async (ctx, payout) => {
  if (!payout.destinationHash) return null;
  const from = new Date(payout.createdAt.getTime() - AML.instrumentsWindowMs);
  const rows = await ctx.db
    .select({
      id: payouts.id,
      hash: payouts.destinationHash,
      details: payouts.details,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, payout.userId),
        isNotNull(payouts.destinationHash),
        gte(payouts.createdAt, from),
        lte(payouts.createdAt, payout.createdAt),
      ),
    )
    .orderBy(asc(payouts.createdAt));
  const firsts = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firsts.has(row.hash!)) firsts.set(row.hash!, row);
  const count = firsts.size;
  if (count < AML.manyInstruments) return null;
  const bucket = AML.manyInstruments * 2 ** Math.floor(Math.log2(count / AML.manyInstruments));
  const period = Math.floor(payout.createdAt.getTime() / AML.instrumentsWindowMs);
  return {
    userId: payout.userId,
    kind: 'many_instruments',
    dedupKey: `many_instruments:${payout.userId}:${period}:${bucket}`,
    evidence: {
      payout_id: payout.id,
      count,
      window_days: AML.instrumentsWindowMs / DAY_MS,
      instruments: [...firsts.values()].map((row) => ({
        ...shownDestination(row.details),
        first_payout_id: row.id,
        first_at: row.createdAt.toISOString(),
      })),
    },
  };
};

/**
 * details_changed: the payout goes to a destination this player never used before, while an
 * earlier payout within `AML.detailsChangedWindowMs` went elsewhere (payout details changed just
 * before a payout). One flag per payout.
 */
const detailsChanged: PayoutRule = async (ctx, payout) => {
  if (!payout.destinationHash) return null;
  const earlier = and(
    eq(payouts.userId, payout.userId),
    ne(payouts.id, payout.id),
    lte(payouts.createdAt, payout.createdAt),
  );
  const [used] = await ctx.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(earlier, eq(payouts.destinationHash, payout.destinationHash)))
    .limit(1);
  if (used) return null;
  const from = new Date(payout.createdAt.getTime() - AML.detailsChangedWindowMs);
  const [previous] = await ctx.db
    .select({ id: payouts.id, details: payouts.details, createdAt: payouts.createdAt })
    .from(payouts)
    .where(
      and(
        earlier,
        isNotNull(payouts.destinationHash),
        ne(payouts.destinationHash, payout.destinationHash),
        gte(payouts.createdAt, from),
      ),
    )
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  if (!previous) return null;
  return {
    userId: payout.userId,
    kind: 'details_changed',
    dedupKey: `details_changed:${payout.id}`,
    evidence: {
      payout_id: payout.id,
      payout: money(payout.amount, payout.currency),
      new: shownDestination(payout.details),
      previous: {
        payout_id: previous.id,
        at: previous.createdAt.toISOString(),
        ...shownDestination(previous.details),
      },
    },
  };
};

/**
 * duplicate_account (signal `card`): another account was paid, or asked to be paid, to the same
 * card or wallet. This account is flagged, naming the others; once per destination and account.
 */
const sharedDestination: PayoutRule = async (ctx, payout) => {
  if (!payout.destinationHash) return null;
  const others = await ctx.db
    .selectDistinct({ userId: payouts.userId })
    .from(payouts)
    .where(
      and(eq(payouts.destinationHash, payout.destinationHash), ne(payouts.userId, payout.userId)),
    )
    .orderBy(asc(payouts.userId))
    .limit(LISTED);
  if (others.length === 0) return null;
  return {
    userId: payout.userId,
    kind: 'duplicate_account',
    dedupKey: `duplicate_account:card:${payout.destinationHash}:${payout.userId}`,
    evidence: {
      signal: 'card',
      other_user_ids: others.map((other) => other.userId),
      payout_id: payout.id,
      ...shownDestination(payout.details),
    },
  };
};

/** The payout rules, each asked on its own. */
const PAYOUT_RULES: Readonly<Record<string, PayoutRule>> = {
  large_payout: largePayout,
  quick_cycle: quickCycle,
  many_instruments: manyInstruments,
  details_changed: detailsChanged,
  duplicate_card: sharedDestination,
};

/**
 * The risk flags of a payout just asked for (after its transaction committed): each rule above
 * is asked on its own, and a rule that fails is logged without failing the payout or the other
 * rules. The rules that compare destinations need `payouts.destination_hash`. Money never moves
 * here. Answers the flags raised now (a finding already in the queue is not raised twice).
 */
export async function flagPayout(ctx: Ctx, input: PayoutFlagInput): Promise<RiskFlag[]> {
  const { payout } = input;
  const raised: RiskFlag[] = [];
  for (const [name, rule] of Object.entries(PAYOUT_RULES)) {
    const flag = await guarded(
      'aml: a payout rule failed',
      { rule: name, payout_id: payout.id, user_id: input.user.id },
      async () => {
        const finding = await rule(ctx, payout);
        return finding ? raiseFlag(ctx, finding) : null;
      },
    );
    if (flag) raised.push(flag);
  }
  return raised;
}

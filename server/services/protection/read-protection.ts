import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  LIMIT_PERIOD_HOURS,
  LIMITS_REVIEW_MONTHS,
  type LimitPeriod,
} from '@/lib/constants/protection';
import type { Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  paymentInvoices,
  payouts,
  playerLimits,
  playerProtection,
  sessions,
  users,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { rowsOf } from '@/server/services/ledger/transfer';
import { stateAt } from '@/server/services/users/account-guard';
import { reopenFrom } from './exclusion-terms';

type Ctx = Pick<AppContext, 'clock'> & { db: Db };

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Totals of a window from the hourly activity (`protection_totals()`, migration 0023). */
async function totalsSince(db: Db, userId: number, currency: string, since: Date) {
  const result = await db.execute(
    sql`select deposits, stakes, returns from protection_totals(${userId}::int4, ${currency}, ${since.toISOString()}::timestamptz)`,
  );
  const row = rowsOf<{
    deposits: string | number;
    stakes: string | number;
    returns: string | number;
  }>(result)[0]!;
  return {
    deposits: Number(row.deposits),
    stakes: Number(row.stakes),
    returns: Number(row.returns),
  };
}

/**
 * Real money paid in (invoices paid, as the provider reported) minus paid out (payouts approved)
 * in the currency, settled from `since` (or ever). Read from the invoices and payouts, a few rows
 * per player, not from the ledger, whose bets would make it a scan on every page a player opens.
 */
export async function netDeposits(db: Db, userId: number, currency: Currency, since: Date | null) {
  const [paidIn] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentInvoices.paidAmount}), 0)` })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.userId, userId),
        eq(paymentInvoices.currency, currency),
        eq(paymentInvoices.status, 'paid'),
        since ? gte(paymentInvoices.settledAt, since) : undefined,
      ),
    );
  const [paidOut] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.currency, currency),
        inArray(payouts.status, ['approved', 'paid']),
        since ? gte(payouts.decidedAt, since) : undefined,
      ),
    );
  return Number(paidIn!.total) - Number(paidOut!.total);
}

/** The key of `lifetimeNetDeposits`' map: a player and a currency. */
export const netDepositsKey = (userId: number, currency: string) => `${userId}:${currency}`;

/**
 * `netDeposits` ever of several players (the payout queue's page), per player and currency
 * (`netDepositsKey`), in two grouped statements instead of two per player.
 */
export async function lifetimeNetDeposits(db: Db, userIds: readonly number[]) {
  const net = new Map<string, number>();
  if (userIds.length === 0) return net;
  const [paidIn, paidOut] = await Promise.all([
    db
      .select({
        userId: paymentInvoices.userId,
        currency: paymentInvoices.currency,
        total: sql<string>`coalesce(sum(${paymentInvoices.paidAmount}), 0)`,
      })
      .from(paymentInvoices)
      .where(and(inArray(paymentInvoices.userId, [...userIds]), eq(paymentInvoices.status, 'paid')))
      .groupBy(paymentInvoices.userId, paymentInvoices.currency),
    db
      .select({
        userId: payouts.userId,
        currency: payouts.currency,
        total: sql<string>`coalesce(sum(${payouts.amount}), 0)`,
      })
      .from(payouts)
      .where(
        and(inArray(payouts.userId, [...userIds]), inArray(payouts.status, ['approved', 'paid'])),
      )
      .groupBy(payouts.userId, payouts.currency),
  ]);
  for (const [rows, sign] of [
    [paidIn, 1],
    [paidOut, -1],
  ] as const) {
    for (const row of rows) {
      const key = netDepositsKey(row.userId, row.currency);
      net.set(key, (net.get(key) ?? 0) + sign * Number(row.total));
    }
  }
  return net;
}

/** The window a limit of this period counts at `now`: the current hour and the whole ones before. */
export function windowStart(period: LimitPeriod, now: Date) {
  return new Date(now.getTime() - (LIMIT_PERIOD_HOURS[period] - 1) * 3600_000);
}

/**
 * The player's protection as the Responsible gaming page shows it: the state and its end, every
 * limit with what its period has used and still takes and a waiting raise with its countdown,
 * the reality check, the current session's end under a time limit, a self-exclusion's term and
 * reopening, net deposits (lifetime and 30 days) and whether a limit review is due.
 */
export async function readProtection(
  ctx: Ctx,
  userId: number,
  sessionId?: string,
): Promise<ProtectionAnswer> {
  const now = ctx.clock.now();
  const [player] = await ctx.db
    .select({
      currency: users.currency,
      state: users.state,
      stateUntil: users.stateUntil,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw AppError.of('not_found', 404);
  const [protection] = await ctx.db
    .select()
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId));
  const currency = protection?.currency ?? player.currency;
  const limits = protection
    ? await ctx.db.select().from(playerLimits).where(eq(playerLimits.userId, userId))
    : [];

  const answerLimits: ProtectionAnswer['limits'] = [];
  for (const limit of limits) {
    const pending =
      limit.pendingFrom && (limit.pendingRemoval || limit.pendingAmount !== null)
        ? {
            amount:
              limit.pendingAmount === null
                ? null
                : limit.kind === 'session'
                  ? limit.pendingAmount
                  : toMajor(limit.pendingAmount),
            from: limit.pendingFrom.toISOString(),
            ready: limit.pendingFrom.getTime() <= now.getTime(),
          }
        : null;
    if (limit.kind === 'session') {
      answerLimits.push({
        kind: 'session',
        period: 'session',
        amount: limit.amount,
        used: null,
        remaining: null,
        pending,
      });
      continue;
    }
    const totals = await totalsSince(
      ctx.db,
      userId,
      currency,
      windowStart(limit.period as LimitPeriod, now),
    );
    // A loss limit counts wins back: ahead in its window, a player may stake more than it.
    const counted =
      limit.kind === 'deposit'
        ? totals.deposits
        : limit.kind === 'wager'
          ? totals.stakes
          : totals.stakes - totals.returns;
    answerLimits.push({
      kind: limit.kind,
      period: limit.period,
      amount: toMajor(limit.amount),
      used: toMajor(Math.max(counted, 0)),
      remaining: toMajor(Math.max(limit.amount - counted, 0)),
      pending,
    });
  }

  const [session] = sessionId
    ? await ctx.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
    : [];
  const sessionLimit = limits.find((limit) => limit.kind === 'session');

  const reviewFrom = new Date(now);
  reviewFrom.setUTCMonth(reviewFrom.getUTCMonth() - LIMITS_REVIEW_MONTHS);
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600_000);
  const state = stateAt(player, now);
  return {
    state,
    state_until: state === 'active' ? null : iso(player.stateUntil),
    currency,
    limits: answerLimits,
    reality_check: {
      minutes: protection?.realityMinutes ?? null,
      due_at: protection?.realityMinutes ? iso(protection.realityDueAt) : null,
      session_started_at: protection?.realityMinutes ? iso(protection.sessionStartedAt) : null,
    },
    session_ends_at: sessionLimit && session ? session.expiresAt.toISOString() : null,
    self_exclusion:
      protection?.exclusionStartedAt && player.state === 'self_excluded'
        ? {
            started_at: protection.exclusionStartedAt.toISOString(),
            ends_at: iso(protection.exclusionEndsAt),
            indefinite: protection.exclusionIndefinite,
            source: protection.exclusionSource ?? 'player',
            reopen_from:
              protection.exclusionSource === 'register' ? null : iso(reopenFrom(protection)),
            reopen_asked_at: iso(protection.reopenAskedAt),
          }
        : null,
    net_deposits: {
      lifetime: toMajor(await netDeposits(ctx.db, userId, currency, null)),
      last_30_days: toMajor(await netDeposits(ctx.db, userId, currency, monthAgo)),
    },
    review_due: !protection?.reviewedAt || protection.reviewedAt.getTime() <= reviewFrom.getTime(),
  };
}

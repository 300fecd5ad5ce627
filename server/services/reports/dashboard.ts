import { count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { REPORT_DEFAULT_DAYS, STAKE_KINDS } from '@/lib/constants/reports';
import { toMajor } from '@/lib/money/units';
import type { GgrReport, OfficeDashboard } from '@/lib/schemas/reports';
import type { AppContext } from '@/server/app-context';
import {
  engineLeases,
  kycDocuments,
  payouts,
  riskFlags,
  sportProducers,
  sportTickets,
  staffApprovals,
  users,
} from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import { readGgrReport } from './ggr-report';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The back office's dashboard: today and the last 30 days in the base currency (the GGR report's
 * own figures, so the two never disagree), new and active players, what waits for staff, the
 * sportsbook's open exposure and whether the engines and the feed are alive. Every query reads an
 * index or a window of days (`ledger_transfers_created_brin`).
 */
export async function readDashboard(ctx: Ctx): Promise<OfficeDashboard> {
  const now = ctx.clock.now();
  const today = isoDay(now);
  const monthStart = isoDay(new Date(Date.parse(today) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const [month, players, queues, exposure, engines] = await Promise.all([
    readGgrReport(ctx, { from: monthStart, to: today }),
    countPlayers(ctx, new Date(`${monthStart}T00:00:00Z`), new Date(`${today}T00:00:00Z`)),
    readQueues(ctx),
    readExposure(ctx),
    readEngines(ctx),
  ]);
  // Today is the month's newest day: one read of the ledger serves both windows.
  const todayMoney = month.base_days.find((entry) => entry.day === today) ?? {
    ggr: 0,
    ngr: 0,
    deposits: 0,
    payouts: 0,
    bonus_cost: 0,
  };
  const figures = (
    money: Pick<
      NonNullable<GgrReport['base_total']>,
      'ggr' | 'ngr' | 'deposits' | 'payouts' | 'bonus_cost'
    >,
    counts: { created: number; active: number },
  ) =>
    month.base_total && {
      ggr: money.ggr,
      ngr: money.ngr,
      deposits: money.deposits,
      payouts: money.payouts,
      bonus_cost: money.bonus_cost,
      new_players: counts.created,
      active_players: counts.active,
    };
  return {
    as_of: now.toISOString(),
    base_currency: month.base_currency,
    today,
    today_figures: figures(todayMoney, players.today),
    month_figures: month.base_total && figures(month.base_total, players.month),
    days: month.base_days,
    products: month.base_total?.products ?? [],
    queues,
    exposure,
    engines,
  };
}

/** New players (`users_created_at_idx`) and players who staked real money, in both windows. */
async function countPlayers(ctx: Ctx, monthStart: Date, todayStart: Date) {
  const [created] = await ctx.db
    .select({
      month: count(),
      today: sql<number>`count(*) filter (where ${users.createdAt} >= ${todayStart.toISOString()}::timestamptz)`,
    })
    .from(users)
    .where(gte(users.createdAt, monthStart));
  // The accounts that staked, then their players: each account is looked up by its key once,
  // rather than joining every player's account to the window's transfers.
  const active = rowsOf<{ month: string; today: string }>(
    await ctx.db.execute(sql`
      with staking as (
        select t.debit_account_id as account_id,
               bool_or(t.created_at >= ${todayStart.toISOString()}::timestamptz) as today
        from ledger_transfers t
        where t.created_at >= ${monthStart.toISOString()}::timestamptz
          and t.status = 'posted'
          and split_part(t.kind, ':', 1) in (${sql.join(
            STAKE_KINDS.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        group by 1
      )
      select count(distinct a.user_id)::text as month,
             count(distinct a.user_id) filter (where s.today)::text as today
      from staking s
      join ledger_accounts a on a.id = s.account_id
      where a.owner = 'user' and a.kind = 'real'`),
  )[0];
  return {
    month: { created: Number(created?.month ?? 0), active: Number(active?.month ?? 0) },
    today: { created: Number(created?.today ?? 0), active: Number(active?.today ?? 0) },
  };
}

/** What waits for staff: payouts (with their sums), four-eyes approvals, risk flags, uploads. */
async function readQueues(ctx: Ctx): Promise<OfficeDashboard['queues']> {
  const [pendingPayouts, approvals, flags, uploads] = await Promise.all([
    ctx.db
      .select({
        currency: payouts.currency,
        count: count(),
        amount: sql<string>`sum(${payouts.amount})::text`,
      })
      .from(payouts)
      .where(eq(payouts.status, 'pending'))
      .groupBy(payouts.currency),
    ctx.db
      .select({ count: count() })
      .from(staffApprovals)
      .where(eq(staffApprovals.status, 'pending')),
    ctx.db.select({ count: count() }).from(riskFlags).where(eq(riskFlags.status, 'open')),
    ctx.db.select({ count: count() }).from(kycDocuments).where(eq(kycDocuments.status, 'pending')),
  ]);
  return {
    payouts: {
      count: pendingPayouts.reduce((total, row) => total + Number(row.count), 0),
      amounts: pendingPayouts.map((row) => ({
        currency: row.currency as Currency,
        amount: toMajor(Number(row.amount)),
      })),
    },
    approvals: Number(approvals[0]?.count ?? 0),
    risk_flags: Number(flags[0]?.count ?? 0),
    kyc_uploads: Number(uploads[0]?.count ?? 0),
  };
}

/** Tickets still riding (open, or waiting out their live delay) per currency. */
async function readExposure(ctx: Ctx): Promise<OfficeDashboard['exposure']> {
  const rows = await ctx.db
    .select({
      currency: sportTickets.currency,
      tickets: count(),
      stakes: sql<string>`sum(${sportTickets.openStakeMinor})::text`,
      potential: sql<string>`sum(${sportTickets.potentialMinor})::text`,
    })
    .from(sportTickets)
    .where(inArray(sportTickets.status, ['open', 'pending']))
    .groupBy(sportTickets.currency);
  return rows.map((row) => ({
    currency: row.currency,
    tickets: Number(row.tickets),
    stakes: toMajor(Number(row.stakes)),
    potential: toMajor(Number(row.potential)),
  }));
}

/** The shared games' engines (alive while their lease runs) and the feed's producers. */
async function readEngines(ctx: Ctx): Promise<OfficeDashboard['engines']> {
  const now = ctx.clock.now();
  const [leases, producers] = await Promise.all([
    ctx.db.select().from(engineLeases),
    ctx.db.select().from(sportProducers),
  ]);
  return [
    ...leases.map((lease) => ({
      name: lease.name,
      kind: 'engine' as const,
      up: lease.leaseUntil > now,
      seen_at: lease.leaseUntil.toISOString(),
      detail: lease.holder,
    })),
    ...producers.map((producer) => ({
      name: producer.name,
      kind: 'feed' as const,
      up: producer.up,
      seen_at: producer.lastAliveAt?.toISOString() ?? null,
      detail: producer.downReason,
    })),
  ];
}

import { sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { accountCode } from '@/server/services/ledger/accounts';
import { rowsOf } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export type Turnover = {
  multiplier: number;
  /** Minor units of the player's currency. */
  required: number;
  staked: number;
  remaining: number;
  since: Date | null;
};

/**
 * The payout turnover rule (`PAYOUT_TURNOVER`, 1× by default): the real money a player deposited
 * since the rule's start (`users.turnover_from`: the last approved payout or staff's waiver)
 * must have been staked that many times over before a payout. Stakes are the player's real-money
 * stakes in the same time (`bet_stake`, `casino_bet`; a held live stake counts until released),
 * less those voided, refunded or rolled back. Null when there is no rule.
 */
export async function readTurnover(ctx: Ctx, user: User): Promise<Turnover | null> {
  const multiplier = ctx.config.kyc.turnover;
  if (multiplier <= 0) return null;
  const since = user.turnoverFrom;
  const from = since ?? new Date(0);
  const real = accountCode({
    owner: 'user',
    userId: user.id,
    currency: user.currency,
    kind: 'real',
  });
  const account = sql`(select id from ledger_accounts where code = ${real})`;
  const [row] = rowsOf<{ deposits: string | null; staked: string | null; returned: string | null }>(
    await ctx.db.execute(sql`
    select
      (select coalesce(sum(coalesce(i.paid_amount, i.amount)), 0) from payment_invoices i
        where i.user_id = ${user.id} and i.status = 'paid' and i.currency = ${user.currency}
          and i.settled_at >= ${from}) as deposits,
      (select coalesce(sum(case when t.settles_id is null then t.amount
                                when t.status = 'voided' then -t.amount else 0 end), 0)
        from ledger_transfers t
        where t.debit_account_id = ${account} and t.created_at >= ${from}
          and split_part(t.kind, ':', 1) in ('bet_stake', 'casino_bet')) as staked,
      (select coalesce(sum(t.amount), 0) from ledger_transfers t
        where t.credit_account_id = ${account} and t.created_at >= ${from}
          and split_part(t.kind, ':', 1) in ('bet_refund', 'casino_rollback')) as returned`),
  );
  const required = Math.ceil(Number(row?.deposits ?? 0) * multiplier);
  const staked = Math.max(0, Number(row?.staked ?? 0) - Number(row?.returned ?? 0));
  return { multiplier, required, staked, remaining: Math.max(0, required - staked), since };
}

/** The rule as the API answers it (major units). */
export function turnoverAnswer(turnover: Turnover | null, currency: User['currency']) {
  if (!turnover) return null;
  return {
    multiplier: turnover.multiplier,
    required: toMajor(turnover.required),
    staked: toMajor(turnover.staked),
    remaining: toMajor(turnover.remaining),
    currency,
    since: turnover.since?.toISOString() ?? null,
  };
}

/** A payout before the deposits were played through: 422 on `amount` with what is left. */
export async function assertTurnoverMet(ctx: Ctx, user: User) {
  const turnover = await readTurnover(ctx, user);
  if (!turnover || turnover.remaining <= 0) return;
  throw AppError.field('amount', 'turnover_required').withDetails({
    turnover: turnoverAnswer(turnover, user.currency),
  });
}

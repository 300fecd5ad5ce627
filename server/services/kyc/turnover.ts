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
  return (await readTurnovers(ctx, [user])).get(user.id) ?? null;
}

/**
 * `readTurnover` of several players in one statement (the payout queue's page): each player's
 * row reads only their own invoices and their real account's transfers, by their indexes.
 * Empty when there is no rule.
 */
export async function readTurnovers(
  ctx: Ctx,
  players: readonly Pick<User, 'id' | 'currency' | 'turnoverFrom'>[],
): Promise<Map<number, Turnover>> {
  const multiplier = ctx.config.kyc.turnover;
  if (multiplier <= 0 || players.length === 0) return new Map();
  const rows = players.map((user) => {
    const real = accountCode({
      owner: 'user',
      userId: user.id,
      currency: user.currency,
      kind: 'real',
    });
    const from = user.turnoverFrom ?? new Date(0);
    return sql`(${user.id}::integer, ${user.currency}::text, ${from}::timestamptz, ${real}::text)`;
  });
  const found = rowsOf<{
    user_id: number;
    deposits: string | null;
    staked: string | null;
    returned: string | null;
  }>(
    await ctx.db.execute(sql`
    select p.user_id,
      (select coalesce(sum(coalesce(i.paid_amount, i.amount)), 0) from payment_invoices i
        where i.user_id = p.user_id and i.status = 'paid' and i.currency = p.currency
          and i.settled_at >= p.since) as deposits,
      (select coalesce(sum(case when t.settles_id is null then t.amount
                                when t.status = 'voided' then -t.amount else 0 end), 0)
        from ledger_transfers t
        where t.debit_account_id = a.id and t.created_at >= p.since
          and split_part(t.kind, ':', 1) in ('bet_stake', 'casino_bet')) as staked,
      (select coalesce(sum(t.amount), 0) from ledger_transfers t
        where t.credit_account_id = a.id and t.created_at >= p.since
          and split_part(t.kind, ':', 1) in ('bet_refund', 'casino_rollback')) as returned
    from (values ${sql.join(rows, sql`, `)}) as p(user_id, currency, since, code)
    left join ledger_accounts a on a.code = p.code`),
  );
  const turnovers = new Map<number, Turnover>();
  for (const user of players) {
    const row = found.find((each) => Number(each.user_id) === user.id);
    const required = Math.ceil(Number(row?.deposits ?? 0) * multiplier);
    const staked = Math.max(0, Number(row?.staked ?? 0) - Number(row?.returned ?? 0));
    turnovers.set(user.id, {
      multiplier,
      required,
      staked,
      remaining: Math.max(0, required - staked),
      since: user.turnoverFrom,
    });
  }
  return turnovers;
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

import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  STATEMENT_REASONS,
  type StatementAccount,
  type StatementProduct,
  type StatementReason,
} from '@/lib/constants/statement';
import { toMajor } from '@/lib/money/units';
import type { StatementEntry, StatementPage } from '@/lib/schemas/billing';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { accountCode } from '@/server/services/ledger/accounts';
import { rowsOf } from '@/server/services/ledger/transfer';

export type StatementQuery = {
  account: StatementAccount;
  currency: Currency;
  product?: StatementProduct;
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
};

/** The first part of a ledger key (`sport-stake:42` → `sport-stake`) names its product. */
export const PRODUCT_OF_PREFIX: Record<string, StatementProduct> = {
  bet: 'games',
  crash: 'crash',
  rooms: 'rooms',
  casino: 'casino',
  'casino-bet': 'casino',
  'casino-win': 'casino',
  'casino-rb': 'casino',
  'free-spin-win': 'casino',
  'sport-stake': 'sports',
  'sport-pay': 'sports',
  'sport-unpay': 'sports',
  'sport-cashout': 'sports',
  deposit: 'payments',
  'deposit-fee': 'payments',
  payout: 'payments',
  'bonus-credit': 'bonus',
  'bonus-grant': 'bonus',
  'bonus-fs': 'bonus',
  promo: 'bonus',
  offer: 'bonus',
  vip: 'vip',
  tournament: 'tournaments',
};

/** The prefixes of a product's keys; `adjustments` is every prefix not named above. */
function prefixesOf(product: StatementProduct) {
  return Object.keys(PRODUCT_OF_PREFIX).filter((prefix) => PRODUCT_OF_PREFIX[prefix] === product);
}

/** What a ledger key belongs to, for a link: `sport-pay:42:1` → the ticket 42. */
function subjectOf(key: string): StatementEntry['subject'] {
  const [prefix, first, second, third] = key.split(':');
  if (!prefix || !first) return null;
  switch (prefix) {
    case 'bet':
      return { type: 'bet', id: first };
    case 'crash':
      return { type: 'crash_bet', id: first };
    case 'rooms':
      return second === 'payout'
        ? { type: 'room_round', id: first }
        : { type: 'room_bet', id: first };
    case 'sport-stake':
    case 'sport-pay':
    case 'sport-unpay':
    case 'sport-cashout':
      return { type: 'ticket', id: first };
    case 'deposit':
    case 'deposit-fee':
      return { type: 'deposit', id: first };
    case 'payout':
      return { type: 'payout', id: first };
    case 'bonus-grant':
      return { type: 'bonus_grant', id: first };
    case 'tournament':
      return { type: 'tournament', id: first };
    case 'casino-bet':
    case 'casino-win':
    case 'casino-rb':
    case 'free-spin-win':
      return second
        ? { type: 'casino_transaction', id: third ? `${second}:${third}` : second }
        : null;
    default:
      return null;
  }
}

const REASONS = new Set<string>(STATEMENT_REASONS);

/** `payout:void` → `payout_void`; `bet_stake:post` → `bet_stake`; an unlisted kind → `other`. */
function reasonOf(kind: string): StatementReason {
  const [base = '', action] = kind.split(':');
  const reason = action === 'void' ? `${base}_void` : base;
  if (REASONS.has(reason)) return reason as StatementReason;
  return REASONS.has(base) ? (base as StatementReason) : 'other';
}

type Row = {
  id: string | number;
  created_at: string | Date;
  key: string;
  kind: string;
  effect: string | number;
  balance_after: string | number;
};

/**
 * The player's statement of one account (issue 32): every ledger transfer that changed the money
 * the account has to play with (its balance less what payouts hold), newest first, with the
 * balance after each, so the newest entry's balance is the header's and each row explains the
 * step from the one below it. A hold counts when it is made (a payout's amount leaves at once, a
 * stake waiting for acceptance too) and again only if released (`_void`); posting a hold changes
 * nothing more. The running balance runs over the whole account, so a product or period filter
 * shows the true balance after each shown row.
 */
export async function listStatement(
  ctx: Pick<AppContext, 'db'>,
  user: Pick<User, 'id'>,
  query: StatementQuery,
): Promise<StatementPage> {
  const code = accountCode({
    owner: 'user',
    userId: user.id,
    currency: query.currency,
    kind: query.account,
  });
  const named = Object.keys(PRODUCT_OF_PREFIX);
  const productFilter = !query.product
    ? sql`true`
    : query.product === 'adjustments'
      ? sql`split_part(key, ':', 1) not in ${named}`
      : sql`split_part(key, ':', 1) in ${prefixesOf(query.product)}`;
  const fromFilter = query.from
    ? sql`created_at >= ${query.from.toISOString()}::timestamptz`
    : sql`true`;
  const toFilter = query.to ? sql`created_at < ${query.to.toISOString()}::timestamptz` : sql`true`;
  const offset = (query.page - 1) * query.perPage;

  // The account's movements with the balance after each, then the filters.
  const shown = sql`
    with account as (
      select id, balance - pending_debits as available from ledger_accounts where code = ${code}
    ),
    moves as (
      select t.id, t.created_at, t.idempotency_key as key, t.kind,
        case
          when t.debit_account_id = a.id then
            case
              when t.status = 'voided' then t.amount
              when t.status = 'posted' and t.settles_id is not null then 0
              else -t.amount
            end
          when t.status = 'posted' then t.amount
          else 0
        end as effect
      from ledger_transfers t
      join account a on t.debit_account_id = a.id or t.credit_account_id = a.id
    ),
    running as (
      select m.*,
        (select available from account)
          - coalesce(sum(effect) over (
              order by created_at desc, id desc rows between unbounded preceding and 1 preceding
            ), 0) as balance_after
      from moves m
      where effect <> 0
    )
    select * from running where ${productFilter} and ${fromFilter} and ${toFilter}
  `;
  const rows = rowsOf<Row>(
    await ctx.db.execute(
      sql`${shown} order by created_at desc, id desc limit ${query.perPage} offset ${offset}`,
    ),
  );
  // The total for the pager and the account's money now, in one round trip.
  const [counted] = rowsOf<{ total: string | number; available: string | number | null }>(
    await ctx.db.execute(sql`
      select
        (select count(*) from (${shown}) shown) as total,
        (select balance - pending_debits from ledger_accounts where code = ${code}) as available
    `),
  );
  return {
    account: query.account,
    currency: query.currency,
    balance: toMajor(Number(counted?.available ?? 0)),
    items: rows.map((row) => {
      const key = row.key;
      return {
        id: Number(row.id),
        created_at: new Date(row.created_at).toISOString(),
        product: PRODUCT_OF_PREFIX[key.split(':')[0] ?? ''] ?? 'adjustments',
        reason: reasonOf(row.kind),
        amount: toMajor(Number(row.effect)),
        balance: toMajor(Number(row.balance_after)),
        subject: subjectOf(key),
      };
    }),
    page: query.page,
    per_page: query.perPage,
    total: Number(counted?.total ?? 0),
  };
}

import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  GAMING_PRODUCTS,
  REPORT_DEFAULT_DAYS,
  STAKE_KINDS,
  type GamingProduct,
} from '@/lib/constants/reports';
import type { StatementProduct } from '@/lib/constants/statement';
import { BASE_CURRENCY } from '@/lib/constants/top';
import { toMajor } from '@/lib/money/units';
import type { GgrReport, GgrReportQuery, ReportFigures } from '@/lib/schemas/reports';
import type { AppContext } from '@/server/app-context';
import { exchangeRates } from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import { lastClosedDay } from './close-days';
import {
  DAY_MS,
  dayStart,
  isoDay,
  transferGroups,
  type Side,
  type TransferGroup,
} from './transfer-groups';
import { PRODUCT_OF_PREFIX } from '@/server/services/wallet/list-statement';

type Row = Pick<
  TransferGroup,
  'day' | 'currency' | 'prefix' | 'kind' | 'debit' | 'credit' | 'amount'
>;

type ProductSums = { stakes: number; returned: number; bonusStakes: number; bonusReturned: number };

/** Minor units of one day and currency (or a window) while the rows are read. */
type Sums = {
  products: Map<GamingProduct, ProductSums>;
  bonusCost: number;
  paymentFees: number;
  deposits: number;
  payouts: number;
  adjustments: number;
  bonusGranted: number;
  bonusForfeited: number;
};

const emptySums = (): Sums => ({
  products: new Map(),
  bonusCost: 0,
  paymentFees: 0,
  deposits: 0,
  payouts: 0,
  adjustments: 0,
  bonusGranted: 0,
  bonusForfeited: 0,
});

const isGaming = (product: StatementProduct): product is GamingProduct =>
  (GAMING_PRODUCTS as readonly string[]).includes(product);
const REWARD_PRODUCTS: readonly StatementProduct[] = ['bonus', 'vip', 'tournaments'];
const PLAYER_MONEY: readonly Side[] = ['real', 'debt'];
const SYSTEM: readonly Side[] = ['house', 'pool'];

/**
 * Adds one group of transfers to its day's sums (lib/constants/reports.ts says what each line
 * is). Answers false for a movement no line explains, which the report lists as unexplained.
 */
function add(sums: Sums, row: Row, amount: number): boolean {
  const { debit, credit } = row;
  const product = PRODUCT_OF_PREFIX[row.prefix] ?? 'adjustments';
  const stake = (STAKE_KINDS as readonly string[]).includes(row.kind.split(':')[0] ?? '');

  if (debit === 'psp' && credit === 'real') sums.deposits += amount;
  else if (debit === 'real' && credit === 'psp') sums.payouts += amount;
  else if (debit === 'house' && credit === 'psp') sums.paymentFees += amount;
  // Bonus money turned into real money, whatever turned it.
  else if (debit === 'bonus' && credit === 'real') sums.bonusCost += amount;
  // A player's own money between their accounts (a debt paid off): no revenue either way.
  else if (PLAYER_MONEY.includes(debit) && PLAYER_MONEY.includes(credit)) return true;
  else if (isGaming(product)) {
    const figures = sums.products.get(product) ?? {
      stakes: 0,
      returned: 0,
      bonusStakes: 0,
      bonusReturned: 0,
    };
    sums.products.set(product, figures);
    if (PLAYER_MONEY.includes(debit) && credit === 'house') {
      if (stake) figures.stakes += amount;
      else figures.returned -= amount;
    } else if (debit === 'house' && PLAYER_MONEY.includes(credit)) figures.returned += amount;
    else if (debit === 'bonus' && credit === 'house') {
      if (stake) figures.bonusStakes += amount;
      else figures.bonusReturned -= amount;
    } else if (debit === 'house' && credit === 'bonus') figures.bonusReturned += amount;
    else return false;
  } else if (REWARD_PRODUCTS.includes(product)) {
    if (SYSTEM.includes(debit) && credit === 'real') sums.bonusCost += amount;
    else if (debit === 'real' && SYSTEM.includes(credit)) sums.bonusCost -= amount;
    else if (SYSTEM.includes(debit) && credit === 'bonus') sums.bonusGranted += amount;
    else if (debit === 'bonus' && SYSTEM.includes(credit)) sums.bonusForfeited += amount;
    else return false;
  } else if (product === 'adjustments') {
    if (debit === 'house' && (credit === 'real' || credit === 'bonus')) sums.adjustments += amount;
    else if ((debit === 'real' || debit === 'bonus') && credit === 'house') {
      sums.adjustments -= amount;
    } else return false;
  } else return false;
  return true;
}

function merge(into: Sums, from: Sums) {
  for (const [product, figures] of from.products) {
    const target = into.products.get(product) ?? {
      stakes: 0,
      returned: 0,
      bonusStakes: 0,
      bonusReturned: 0,
    };
    target.stakes += figures.stakes;
    target.returned += figures.returned;
    target.bonusStakes += figures.bonusStakes;
    target.bonusReturned += figures.bonusReturned;
    into.products.set(product, target);
  }
  into.bonusCost += from.bonusCost;
  into.paymentFees += from.paymentFees;
  into.deposits += from.deposits;
  into.payouts += from.payouts;
  into.adjustments += from.adjustments;
  into.bonusGranted += from.bonusGranted;
  into.bonusForfeited += from.bonusForfeited;
}

/** The report's lines in major units; `convert` turns minor units of the currency into those shown. */
function figuresOf(sums: Sums, feeBp: number, convert: (minor: number) => number) {
  let ggr = 0;
  let providerFees = 0;
  const products = GAMING_PRODUCTS.filter((product) => sums.products.has(product)).map(
    (product) => {
      const figures = sums.products.get(product)!;
      const productGgr = figures.stakes - figures.returned;
      ggr += productGgr;
      // The aggregator's share is of positive casino GGR; the house keeps its losses.
      if (product === 'casino' && productGgr > 0) {
        providerFees += Math.round((productGgr * feeBp) / 10_000);
      }
      return {
        product,
        stakes: toMajor(convert(figures.stakes)),
        returned: toMajor(convert(figures.returned)),
        ggr: toMajor(convert(productGgr)),
        bonus_stakes: toMajor(convert(figures.bonusStakes)),
        bonus_returned: toMajor(convert(figures.bonusReturned)),
      };
    },
  );
  const ngr = ggr - sums.bonusCost - sums.paymentFees - providerFees;
  return {
    products,
    ggr: toMajor(convert(ggr)),
    bonus_cost: toMajor(convert(sums.bonusCost)),
    payment_fees: toMajor(convert(sums.paymentFees)),
    provider_fees: toMajor(convert(providerFees)),
    ngr: toMajor(convert(ngr)),
    deposits: toMajor(convert(sums.deposits)),
    payouts: toMajor(convert(sums.payouts)),
    adjustments: toMajor(convert(sums.adjustments)),
    bonus_granted: toMajor(convert(sums.bonusGranted)),
    bonus_forfeited: toMajor(convert(sums.bonusForfeited)),
  } satisfies Omit<ReportFigures, 'currency'>;
}

/**
 * The GGR and NGR report of a window of UTC days from the ledger: every posted transfer of the
 * window, grouped in the database by day, currency, key prefix, kind and the kinds of its two
 * accounts, then sorted into the report's lines here. Per day and currency, per currency over the
 * window, and the window in BASE_CURRENCY at the operator's rates (`exchange_rates`).
 */
export async function readGgrReport(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  query: GgrReportQuery,
): Promise<GgrReport> {
  const today = isoDay(ctx.clock.now());
  const to = query.to ?? today;
  const from = query.from ?? isoDay(new Date(Date.parse(to) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const rows = await readGroups(ctx, from, to, start, end, query.currency);

  const byDay = new Map<string, Sums>();
  const unexplained = new Map<string, { kind: string; currency: Currency; amount: number }>();
  for (const row of rows) {
    const amount = Number(row.amount);
    const key = `${row.day}|${row.currency}`;
    const sums = byDay.get(key) ?? emptySums();
    byDay.set(key, sums);
    if (!add(sums, row, amount)) {
      const name = `${row.kind}|${row.currency}`;
      const entry = unexplained.get(name) ?? { kind: row.kind, currency: row.currency, amount: 0 };
      entry.amount += amount;
      unexplained.set(name, entry);
    }
  }

  const feeBp = ctx.config.reports.casinoProviderFeeBp;
  const same = (minor: number) => minor;
  const totals = new Map<Currency, Sums>();
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([key, sums]) => {
      const [day, currency] = key.split('|') as [string, Currency];
      const total = totals.get(currency) ?? emptySums();
      merge(total, sums);
      totals.set(currency, total);
      return { day, currency, ...figuresOf(sums, feeBp, same) };
    });

  // The window in the base currency: each currency's total converted once, at today's rates.
  const rates = new Map<string, number>(
    (await ctx.db.select().from(exchangeRates)).map((rate) => [rate.currency, rate.toBaseE8]),
  );
  rates.set(BASE_CURRENCY, 1e8);
  const toBase = (currency: Currency) => (minor: number) =>
    Math.round((minor * rates.get(currency)!) / 1e8);
  let baseTotal: GgrReport['base_total'] = null;
  const baseDays: GgrReport['base_days'] = [];
  if ([...totals.keys()].every((currency) => rates.has(currency))) {
    baseTotal = sumFigures(
      [...totals.entries()].map(([currency, sums]) => figuresOf(sums, feeBp, toBase(currency))),
    );
    const byBaseDay = new Map<string, ReturnType<typeof figuresOf>[]>();
    for (const [key, sums] of byDay) {
      const [day, currency] = key.split('|') as [string, Currency];
      byBaseDay.set(day, [...(byBaseDay.get(day) ?? []), figuresOf(sums, feeBp, toBase(currency))]);
    }
    for (const [day, parts] of [...byBaseDay.entries()].sort(([a], [b]) => (a < b ? 1 : -1))) {
      const { ggr, ngr, deposits, payouts, bonus_cost } = sumFigures(parts);
      baseDays.push({ day, ggr, ngr, deposits, payouts, bonus_cost });
    }
  }

  return {
    from,
    to,
    base_currency: BASE_CURRENCY,
    provider_fee_bp: feeBp,
    days,
    totals: [...totals.entries()].map(([currency, sums]) => ({
      currency,
      ...figuresOf(sums, feeBp, same),
    })),
    base_total: baseTotal,
    base_days: baseDays,
    unexplained: [...unexplained.values()].map((entry) => ({
      ...entry,
      amount: toMajor(entry.amount),
    })),
  };
}

/** Figures of several currencies, already in the base currency, added up line by line. */
function sumFigures(parts: ReturnType<typeof figuresOf>[]): NonNullable<GgrReport['base_total']> {
  const cents = (major: number) => Math.round(major * 100);
  const add = (pick: (part: ReturnType<typeof figuresOf>) => number) =>
    toMajor(parts.reduce((total, part) => total + cents(pick(part)), 0));
  const products = GAMING_PRODUCTS.flatMap((product) => {
    const rows = parts.flatMap((part) => part.products.filter((row) => row.product === product));
    if (rows.length === 0) return [];
    const line = (pick: (row: (typeof rows)[number]) => number) =>
      toMajor(rows.reduce((total, row) => total + cents(pick(row)), 0));
    return [
      {
        product,
        stakes: line((row) => row.stakes),
        returned: line((row) => row.returned),
        ggr: line((row) => row.ggr),
        bonus_stakes: line((row) => row.bonus_stakes),
        bonus_returned: line((row) => row.bonus_returned),
      },
    ];
  });
  return {
    products,
    ggr: add((part) => part.ggr),
    bonus_cost: add((part) => part.bonus_cost),
    payment_fees: add((part) => part.payment_fees),
    provider_fees: add((part) => part.provider_fees),
    ngr: add((part) => part.ngr),
    deposits: add((part) => part.deposits),
    payouts: add((part) => part.payouts),
    adjustments: add((part) => part.adjustments),
    bonus_granted: add((part) => part.bonus_granted),
    bonus_forfeited: add((part) => part.bonus_forfeited),
  };
}

/**
 * The window's groups of transfers: closed days from their sums (`ledger_day_totals`), the days
 * after the last closed one (today, usually) from the transfers themselves.
 */
async function readGroups(
  ctx: Pick<AppContext, 'db'>,
  from: string,
  to: string,
  start: Date,
  end: Date,
  currency: Currency | undefined,
): Promise<Row[]> {
  const closedThrough = await lastClosedDay(ctx);
  const closedTo = closedThrough && closedThrough < to ? closedThrough : to;
  const closed =
    closedThrough && from <= closedThrough
      ? rowsOf<Row>(
          await ctx.db.execute(sql`
            select to_char(day, 'YYYY-MM-DD') as day, currency, prefix, kind,
                   debit_side as debit, credit_side as credit, amount::text as amount
            from ledger_day_totals
            where day >= ${from}::date and day <= ${closedTo}::date
              ${currency ? sql`and currency = ${currency}` : sql``}`),
        )
      : [];
  const liveFrom =
    closedThrough && from <= closedThrough
      ? new Date(dayStart(closedThrough).getTime() + DAY_MS)
      : start;
  const live = liveFrom < end ? await transferGroups(ctx, liveFrom, end, currency) : [];
  return [...closed, ...live];
}

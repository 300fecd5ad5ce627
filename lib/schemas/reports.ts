import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { GAMING_PRODUCTS, REPORT_MAX_DAYS } from '@/lib/constants/reports';

/**
 * The financial reports of the back office (issue 36): GGR and NGR per product, day and
 * currency from the ledger (definitions in lib/constants/reports.ts). Amounts are major units.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' })
  // A day of the calendar: JavaScript reads 2026-02-30 as 2 March, PostgreSQL refuses it.
  .refine(
    (value) => {
      const at = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
    },
    { error: 'invalid_value' },
  );

const DAY_MS = 86_400_000;

/** `GET /operator/reports/ggr?from=&to=`: UTC days, both included; 30 days to today by default. */
export const ggrReportQuerySchema = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    currency: z.enum(CURRENCIES, { error: 'invalid_value' }).optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    error: 'invalid_value',
    path: ['to'],
  })
  .refine(
    ({ from, to }) =>
      !from || !to || (Date.parse(to) - Date.parse(from)) / DAY_MS < REPORT_MAX_DAYS,
    { error: 'too_long', path: ['from'] },
  );
export type GgrReportQuery = z.output<typeof ggrReportQuerySchema>;

const amount = z.number();

export const productFiguresSchema = z.object({
  product: z.enum(GAMING_PRODUCTS),
  stakes: amount,
  /** Wins, refunds and rollbacks paid back in real money. */
  returned: amount,
  ggr: amount,
  /** Play with bonus money: not revenue. */
  bonus_stakes: amount,
  bonus_returned: amount,
});

/** The money lines of one day and currency, or of the whole window. */
export const reportFiguresSchema = z.object({
  currency: z.enum(CURRENCIES),
  products: z.array(productFiguresSchema),
  ggr: amount,
  bonus_cost: amount,
  payment_fees: amount,
  provider_fees: amount,
  ngr: amount,
  deposits: amount,
  payouts: amount,
  /** Staff corrections, credits less debits: not in NGR. */
  adjustments: amount,
  /** Bonus money granted and forfeited (not yet, or never, a cost). */
  bonus_granted: amount,
  bonus_forfeited: amount,
});

export const ggrReportAnswerSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    base_currency: z.enum(CURRENCIES),
    /** The aggregators' share of positive casino GGR, basis points (`CASINO_PROVIDER_FEE_BP`). */
    provider_fee_bp: z.number().int(),
    /** Per UTC day (newest first) and currency. */
    days: z.array(reportFiguresSchema.extend({ day: z.string() })),
    /** The window per currency. */
    totals: z.array(reportFiguresSchema),
    /** The window in the base currency at today's operator rates; null when a rate is missing. */
    base_total: reportFiguresSchema.omit({ currency: true }).nullable(),
    /** Each day in the base currency (every currency converted), newest first; empty when a rate is missing. */
    base_days: z.array(
      z.object({
        day: z.string(),
        ggr: amount,
        ngr: amount,
        deposits: amount,
        payouts: amount,
        bonus_cost: amount,
      }),
    ),
    /** Movements no line of the report explains, by ledger kind (none, when all is well). */
    unexplained: z.array(z.object({ kind: z.string(), currency: z.enum(CURRENCIES), amount })),
  })
  .meta({ id: 'GgrReport' });
export type GgrReport = z.output<typeof ggrReportAnswerSchema>;
export type ReportFigures = z.output<typeof reportFiguresSchema>;

const money = z.object({ currency: z.enum(CURRENCIES), amount });

/** The money figures of a window on the dashboard, in the base currency. */
const windowFiguresSchema = z.object({
  ggr: amount,
  ngr: amount,
  deposits: amount,
  payouts: amount,
  bonus_cost: amount,
  new_players: z.number().int(),
  /** Players who staked real money in the window. */
  active_players: z.number().int(),
});

/** `GET /operator/dashboard`: today and the last 30 days, the queues, the sportsbook, the engines. */
export const dashboardAnswerSchema = z
  .object({
    /** When the figures were read (the dashboard is read at most about twice a minute). */
    as_of: z.string(),
    base_currency: z.enum(CURRENCIES),
    today: z.string(),
    /** Null when a currency has no exchange rate (the reports page shows each currency). */
    today_figures: windowFiguresSchema.nullable(),
    month_figures: windowFiguresSchema.nullable(),
    /** Each of the 30 days in the base currency, newest first. */
    days: ggrReportAnswerSchema.shape.base_days,
    /** GGR by product over the 30 days, in the base currency. */
    products: z.array(productFiguresSchema),
    queues: z.object({
      payouts: z.object({ count: z.number().int(), amounts: z.array(money) }),
      approvals: z.number().int(),
      risk_flags: z.number().int(),
      kyc_uploads: z.number().int(),
    }),
    /** Open and pending sports tickets per currency: what the house holds and could pay. */
    exposure: z.array(
      z.object({
        currency: z.enum(CURRENCIES),
        tickets: z.number().int(),
        stakes: amount,
        potential: amount,
      }),
    ),
    engines: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(['engine', 'feed']),
        up: z.boolean(),
        /** The engine's lease or the producer's last alive message. */
        seen_at: z.string().nullable(),
        detail: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'OfficeDashboard' });
export type OfficeDashboard = z.output<typeof dashboardAnswerSchema>;

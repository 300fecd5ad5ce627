import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  bonusTemplates,
  ledgerAccounts,
  welcomePackSteps,
  welcomePacks,
  type BonusTemplate,
  type ContributionProfile,
} from '@/server/db/schema';
import type { TestApi } from './api';
import { openDeposit, sendWebhook } from './payments';

export const CONTRIBUTIONS: ContributionProfile = {
  slots_bp: 10_000,
  live_casino_bp: 1_000,
  table_bp: 1_000,
  reference_edge_bp: 400,
  sports_bp: 5_000,
  sports_min_odds_e4: 15_000,
  excluded_games: [],
};

const text = (en: string) => ({ ru: `${en} (ru)`, en, kz: `${en} (kz)` });

/** A bonus template (100 % up to 10 000 RUB, ×35 on the bonus, unless told), minor units. */
export async function createTemplate(
  api: TestApi,
  fields: Partial<typeof bonusTemplates.$inferInsert> = {},
): Promise<BonusTemplate> {
  const now = api.clock.now();
  const [template] = await api.ctx.db
    .insert(bonusTemplates)
    .values({
      code: `t-${randomBytes(5).toString('hex')}`,
      kind: 'deposit_match',
      name: text('Match bonus'),
      terms: text('Terms'),
      percent: 100,
      currencies: {
        RUB: {
          min_deposit: 50_000,
          max_bonus: 1_000_000,
          fixed_amount: 50_000,
          max_bet: 50_000,
          max_conversion: null,
        },
        USD: {
          min_deposit: 1_000,
          max_bonus: 20_000,
          fixed_amount: 1_000,
          max_bet: 500,
          max_conversion: 10_000,
        },
      },
      wageringMultiplier: 35,
      wageringBase: 'bonus',
      contributions: CONTRIBUTIONS,
      validityDays: 7,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning();
  return template!;
}

/**
 * Makes the given pack the only active one: every other pack is switched off (suites share the
 * database on PostgreSQL; packs are global, so such suites run with their own database).
 */
export async function createPack(api: TestApi, templates: BonusTemplate[], validDays = 7) {
  await api.ctx.db.update(welcomePacks).set({ active: false });
  const [pack] = await api.ctx.db
    .insert(welcomePacks)
    .values({
      code: `p-${randomBytes(5).toString('hex')}`,
      name: text('Starter pack'),
      publicTitle: text('Up to 3 bonuses'),
      validDays,
      createdAt: api.clock.now(),
    })
    .returning();
  await api.ctx.db.insert(welcomePackSteps).values(
    templates.map((template, index) => ({
      packId: pack!.id,
      step: index + 1,
      nthDeposit: index + 1,
      templateId: template.id,
    })),
  );
  return pack!;
}

/**
 * Opens a deposit (taking the bonus on offer unless `bonus` is false) and has the sandbox report
 * it paid; answers the invoice id.
 */
export async function paidDeposit(api: TestApi, token: string, amount: number, bonus = true) {
  const deposit = await openDeposit(api, token, amount, 'card', { bonus });
  const response = await sendWebhook(api, {
    invoice_id: deposit.id,
    status: 'paid',
    amount,
    currency: 'RUB',
  });
  if (response.status !== 200) throw new Error(`webhook failed: ${response.text}`);
  return deposit.id;
}

/** A player's account balance, minor units. */
export async function balanceOf(
  api: TestApi,
  userId: number,
  kind: 'real' | 'bonus',
  currency: Currency = 'RUB',
) {
  const [row] = await api.ctx.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, `user:${userId}:${currency}:${kind}`));
  return row?.balance ?? 0;
}

/** The sum of every ledger account of a currency: zero when money was only moved, never made. */
export async function ledgerSum(api: TestApi, currency: Currency = 'RUB') {
  const [row] = await api.ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.currency, currency));
  return Number(row!.total);
}

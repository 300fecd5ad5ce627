import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  bonusGrants,
  bonusStakes,
  bonusTemplates,
  type BonusGrantStatus,
  type ContributionProfile,
} from '@/server/db/schema';
import { systemBalance, userBalances } from '@/server/services/ledger/accounts';
import { openGrantAccounts } from '@/server/services/bonus/funding';
import { transfer } from '@/server/services/ledger/transfer';
import type { TestApi } from './api';

/**
 * Bonus grants for the funding suites, written straight into the tables (a template, a grant,
 * and the pool → player bonus transfer a credit makes), without the crediting service.
 */

/** Slots 100 %, live and table 10 %, games of our own against a 4 % edge, sports from 1.50. */
export const PROFILE: ContributionProfile = {
  slots_bp: 10_000,
  live_casino_bp: 1_000,
  table_bp: 1_000,
  reference_edge_bp: 400,
  sports_bp: 10_000,
  sports_min_odds_e4: 15_000,
  excluded_games: [],
};

export type GrantTerms = {
  currency?: Currency;
  /** Minor units of bonus money credited. */
  amount: number;
  wageringRequired: number;
  maxBet: number;
  maxConversion?: number | null;
  contributions?: ContributionProfile;
};

/** An active grant of `amount` bonus money for the player, its money moved from the pool. */
export async function insertGrant(api: TestApi, userId: number, terms: GrantTerms) {
  const { db, clock } = api.ctx;
  const currency = terms.currency ?? 'RUB';
  const now = clock.now();
  const code = `test-${randomBytes(6).toString('hex')}`;
  const contributions = terms.contributions ?? PROFILE;
  const [template] = await db
    .insert(bonusTemplates)
    .values({
      code,
      kind: 'fixed',
      name: { ru: code, en: code, kz: code },
      terms: { ru: '', en: '', kz: '' },
      currencies: {
        [currency]: {
          min_deposit: 0,
          max_bonus: terms.amount,
          fixed_amount: terms.amount,
          max_bet: terms.maxBet,
          max_conversion: terms.maxConversion ?? null,
        },
      },
      wageringMultiplier: 1,
      wageringBase: 'bonus',
      contributions,
      validityDays: 7,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const key = `operator:${code}`;
  const [grant] = await db
    .insert(bonusGrants)
    .values({
      key,
      userId,
      currency,
      templateId: template!.id,
      source: 'operator',
      amount: terms.amount,
      wageringRequired: terms.wageringRequired,
      maxBet: terms.maxBet,
      maxConversion: terms.maxConversion ?? null,
      contributions,
      status: 'active',
      grantedAt: now,
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    })
    .returning();
  await openGrantAccounts(db, userId, currency, now);
  await transfer(api.ctx, {
    key: `bonus-credit:${key}`,
    kind: 'bonus_credit',
    debit: { owner: 'bonus', currency },
    credit: { owner: 'user', userId, currency, kind: 'bonus' },
    amount: terms.amount,
    currency,
    metadata: { grant_id: grant!.id },
  });
  return grant!;
}

/**
 * Ends a grant the way expiry (or a forfeit, a cancel) would: its status, and the bonus money
 * left back to the pool.
 */
export async function endGrant(api: TestApi, grantId: number, status: BonusGrantStatus) {
  const [grant] = await api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
  const { bonus } = await userBalances(api.ctx.db, grant!.userId, grant!.currency);
  if (bonus > 0) {
    await transfer(api.ctx, {
      key: `bonus-grant:${grantId}:${status}`,
      kind: `bonus_${status}`,
      debit: { owner: 'user', userId: grant!.userId, currency: grant!.currency, kind: 'bonus' },
      credit: { owner: 'bonus', currency: grant!.currency },
      amount: bonus,
      currency: grant!.currency,
    });
  }
  await api.ctx.db
    .update(bonusGrants)
    .set({ status, returnedAmount: bonus, endedAt: api.ctx.clock.now() })
    .where(eq(bonusGrants.id, grantId));
}

export async function grantRow(api: TestApi, grantId: number) {
  const [grant] = await api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
  return grant!;
}

export function stakeRows(api: TestApi, grantId: number) {
  return api.ctx.db
    .select()
    .from(bonusStakes)
    .where(eq(bonusStakes.grantId, grantId))
    .orderBy(bonusStakes.createdAt, bonusStakes.betRef);
}

/** The player's real and bonus money, minor units. */
export const balancesOf = (api: TestApi, userId: number, currency: Currency = 'RUB') =>
  userBalances(api.ctx.db, userId, currency);

/** The bonus pool's balance (all its shards), minor units. */
export const poolBalance = (api: TestApi, currency: Currency = 'RUB') =>
  systemBalance(api.ctx.db, { owner: 'bonus', currency });

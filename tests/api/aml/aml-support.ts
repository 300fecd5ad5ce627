import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { RiskFlagKind } from '@/lib/constants/kyc';
import type { Currency } from '@/lib/constants/currencies';
import { passesLuhn } from '@/lib/payments/payout-details';
import { payouts, riskFlags, users, type Payout } from '@/server/db/schema';
import { flagPayout } from '@/server/services/aml/payout-flags';
import { destinationHash } from '@/server/services/payouts/destination-hash';
import type { PayoutDestination } from '@/server/services/payouts/payout-destination';
import type { TestApi } from '@/tests/support/api';
import { adjust, payoutHash } from '@/tests/support/wallet';

export const DAY = 24 * 60 * 60 * 1000;

export type Player = { id: number; token: string; email: string; password: string };

/** A registered e-mail player, funded with `amount` major units of real money when asked. */
export async function newPlayer(
  api: TestApi,
  options: { amount?: number; email?: string } = {},
): Promise<Player> {
  const account = await api.registerByEmail(options.email ? { email: options.email } : {});
  const id = (await api.get('/api/profile/user', account)).json.user.id as number;
  if (options.amount) await adjust(api, id, options.amount);
  return { ...account, ...(options.email && { email: options.email }), id };
}

/**
 * A payout row as `requestPayout` writes one (its destination hashed), without the hold: the
 * rules read payouts only. `card` is the card's digits; `at` when it was asked.
 */
export async function insertPayout(
  api: TestApi,
  userId: number,
  options: { card?: string; address?: string; amount?: number; currency?: Currency; at?: Date },
): Promise<Payout> {
  const destination: PayoutDestination = options.address
    ? { address: options.address, network: 'TRC20' }
    : { card_number: options.card ?? '4111111111111111' };
  const [row] = await api.ctx.db
    .insert(payouts)
    .values({
      id: randomUUID(),
      userId,
      provider: 'sandbox',
      methodHash: 'test',
      type: options.address ? 'crypto' : 'card',
      currency: options.currency ?? 'RUB',
      amount: options.amount ?? 30_000,
      details:
        'card_number' in destination
          ? { card_last4: destination.card_number.slice(-4) }
          : { address: destination.address, network: destination.network ?? undefined },
      destinationHash: destinationHash(api.ctx, destination),
      createdAt: options.at ?? api.clock.now(),
    })
    .returning();
  return row!;
}

/** The rules of a payout, as request-payout.ts runs them once the payout is written. */
export function flagPayoutOf(api: TestApi, payout: Payout) {
  return flagPayout(api.ctx, { user: { id: payout.userId }, payout });
}

/**
 * A payout asked through the API (`POST /api/v2/billing/payout`), then its rules: the hash and
 * the call are made here when request-payout.ts does not make them yet (both are idempotent).
 */
export async function payoutThroughApi(api: TestApi, player: Player, card: string, amount = 300) {
  const answer = await api.post(
    '/api/api/v2/billing/payout',
    { hash: payoutHash('RUB'), amount, details: { card_number: card } },
    player,
  );
  if (answer.status !== 201) throw new Error(`payout failed: ${answer.text}`);
  let [row] = await api.ctx.db.select().from(payouts).where(eq(payouts.id, answer.json.id));
  if (!row!.destinationHash) {
    [row] = await api.ctx.db
      .update(payouts)
      .set({
        destinationHash: destinationHash(api.ctx, { card_number: card.replace(/\D/g, '') }),
      })
      .where(eq(payouts.id, row!.id))
      .returning();
  }
  await flagPayoutOf(api, row!);
  return row!;
}

/** A card number nobody else in the run uses (16 digits, passing Luhn), as the player types it. */
export function uniqueCard() {
  const body = `4${String(randomBytes(8).readBigUInt64BE() % 10n ** 14n).padStart(14, '0')}`;
  for (let check = 0; check < 10; check += 1) {
    if (passesLuhn(`${body}${check}`)) return `${body}${check}`.replace(/(\d{4})(?=\d)/g, '$1 ');
  }
  throw new Error('unreachable');
}

/** The player's flags, oldest first, of one kind when asked. */
export function flagsOf(api: TestApi, userId: number, kind?: RiskFlagKind) {
  return api.ctx.db
    .select()
    .from(riskFlags)
    .where(and(eq(riskFlags.userId, userId), kind ? eq(riskFlags.kind, kind) : undefined))
    .orderBy(asc(riskFlags.id));
}

/** The player's row. */
export async function playerRow(api: TestApi, userId: number) {
  const [row] = await api.ctx.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

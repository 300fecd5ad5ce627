import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { externalPlayerId } from '@/lib/casino/player-id';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { CONFORMANCE_GAME, ensureConformanceGame } from './conformance-game';
import { openCasinoSession } from './open-session';

/**
 * Players for the casino conformance suite (development tools only): made without the
 * registration flow (a run makes dozens, past its per-address limit), funded from the house as
 * an adjustment, with a real game session on the suite's own catalogue game
 * (`conformance-game.ts`). Only these accounts, recognised by their e-mail
 * domain, may be given a new session or blocked through the development routes.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const DOMAIN = '@casino-conformance.test';

export async function createConformancePlayer(
  ctx: Ctx,
  input: { aggregator: CasinoAggregator; currency: Currency; funds: number },
) {
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `casino-${randomBytes(8).toString('hex')}${DOMAIN}`,
      currency: input.currency,
      registerMethod: 'email',
      superBonus: randomBytes(16).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (input.funds > 0) {
    await adjustBalance(ctx, {
      key: `casino-conformance:${userId}`,
      userId,
      currency: input.currency,
      amount: input.funds,
      direction: 'credit',
      kind: 'real',
      reason: 'casino conformance suite',
    });
  }
  const { token } = await openConformanceSession(ctx, userId, input);
  return {
    user_id: userId,
    player_id: externalPlayerId(userId, input.currency),
    currency: input.currency,
    token,
  };
}

/**
 * A new session for a suite's player (the current one is superseded), on the suite's game at
 * that aggregator, made here if need be.
 */
export async function openConformanceSession(
  ctx: Ctx,
  userId: number,
  input: { aggregator: CasinoAggregator; currency: Currency },
) {
  await conformanceUser(ctx, userId);
  await ensureConformanceGame(ctx, input.aggregator);
  const session = await openCasinoSession(ctx, {
    userId,
    currency: input.currency,
    aggregator: input.aggregator,
    gameCode: CONFORMANCE_GAME,
    mode: 'real',
  });
  return { token: session.token };
}

export async function blockConformancePlayer(ctx: Ctx, userId: number) {
  await conformanceUser(ctx, userId);
  await ctx.db
    .update(users)
    .set({ state: 'blocked', stateReason: 'conformance suite', stateChangedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  return { blocked: true as const };
}

/** A suite's player (a 404 for anyone else): its id and wallet currency. */
export async function conformanceUser(ctx: Ctx, userId: number) {
  const [user] = await ctx.db
    .select({ id: users.id, currency: users.currency })
    .from(users)
    .where(and(eq(users.id, userId), like(users.email, `%${DOMAIN}`)));
  if (!user) throw AppError.of('not_found', 404);
  return user;
}

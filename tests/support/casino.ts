import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { casinoGames, casinoProviders, freeSpinGrants } from '@/server/db/schema';

/** The catalogue row of a game (and a test studio), made once per aggregator and code. */
export async function ensureCasinoGame(
  db: Db,
  game: { aggregator: CasinoAggregator; code: string; now: Date },
): Promise<number> {
  const [existing] = await db
    .select({ id: casinoGames.id })
    .from(casinoGames)
    .where(
      and(eq(casinoGames.aggregator, game.aggregator), eq(casinoGames.externalCode, game.code)),
    );
  if (existing) return existing.id;
  await db
    .insert(casinoProviders)
    .values({ slug: 'test-studio', name: 'Test Studio', createdAt: game.now })
    .onConflictDoNothing();
  const [provider] = await db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(eq(casinoProviders.slug, 'test-studio'));
  const [row] = await db
    .insert(casinoGames)
    .values({
      slug: `${game.aggregator}-${game.code}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
      providerId: provider!.id,
      aggregator: game.aggregator,
      externalCode: game.code,
      kind: 'slot',
      name: { ru: game.code, en: game.code, kz: game.code },
      hasFreeSpins: true,
      createdAt: game.now,
      syncedAt: game.now,
    })
    .returning({ id: casinoGames.id });
  return row!.id;
}

export type TestGrant = { id: number; ref: string };

/** A free-spin grant written straight into the table (the wallet's view of one). */
export async function insertFreeSpinGrant(
  db: Db,
  grant: {
    userId: number;
    aggregator: CasinoAggregator;
    gameCode: string;
    currency: Currency;
    now: Date;
    rounds?: number;
    betValue?: number;
    startsAt?: Date;
    expirationAt?: Date;
  },
): Promise<TestGrant> {
  const gameId = await ensureCasinoGame(db, {
    aggregator: grant.aggregator,
    code: grant.gameCode,
    now: grant.now,
  });
  const ref = `fs-${randomBytes(6).toString('hex')}`;
  const rounds = grant.rounds ?? 10;
  const [row] = await db
    .insert(freeSpinGrants)
    .values({
      userId: grant.userId,
      gameId,
      aggregator: grant.aggregator,
      providerRef: ref,
      rounds,
      roundsLeft: rounds,
      betValue: grant.betValue ?? 100,
      currency: grant.currency,
      status: 'active',
      source: 'operator',
      startsAt: grant.startsAt ?? grant.now,
      expirationAt: grant.expirationAt ?? new Date(grant.now.getTime() + 86_400_000),
      createdAt: grant.now,
    })
    .returning({ id: freeSpinGrants.id });
  return { id: row!.id, ref };
}

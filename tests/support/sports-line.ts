import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EventStatus } from '@/lib/sports/feed-messages';
import { parseOdds } from '@/lib/sports/odds';
import { specKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import {
  sportCategories,
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportProducers,
  sports,
  sportTournaments,
} from '@/server/db/schema';

/**
 * A sports line written straight into the database for the betting suites: a sport of its own
 * (so limits rows per sport touch no other suite), its category and tournament, an event, its
 * markets and outcomes, and producers 1 and 3 up.
 */

export type TestOutcome = {
  id: string;
  odds: string | null;
  active?: boolean;
  probability?: number;
};
export type TestMarket = {
  typeId: number;
  specifiers?: Record<string, string>;
  /** UOF status; 1 (active) by default. */
  status?: number;
  producer?: number;
  cashoutStatus?: number;
  outcomes: TestOutcome[];
};

/** 1X2 at 2.5 / 3.2 / 2.9 and total 2.5 at 1.9 / 1.9. */
export const DEFAULT_MARKETS: TestMarket[] = [
  {
    typeId: 1,
    outcomes: [
      { id: '1', odds: '2.5' },
      { id: '2', odds: '3.2' },
      { id: '3', odds: '2.9' },
    ],
  },
  {
    typeId: 18,
    specifiers: { total: '2.5' },
    outcomes: [
      { id: '12', odds: '1.9' },
      { id: '13', odds: '1.9' },
    ],
  },
];

const name = (text: string) => ({ ru: text, en: text, kz: text });

export async function seedTestEvent(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: {
    status?: EventStatus;
    scheduledAt?: Date;
    sportId?: string;
    markets?: TestMarket[];
  } = {},
) {
  const now = ctx.clock.now();
  const tag = randomBytes(6).toString('hex');
  const sportId = options.sportId ?? `test:sport:${tag}`;
  const status = options.status ?? 'not_started';
  const live = status === 'live';
  await ctx.db
    .insert(sportProducers)
    .values([
      { id: 1, name: 'live', up: true, updatedAt: now },
      { id: 3, name: 'prematch', up: true, updatedAt: now },
    ])
    .onConflictDoNothing();
  await ctx.db
    .insert(sports)
    .values({ id: sportId, slug: `test-${tag}`, name: name('Test sport') })
    .onConflictDoNothing();
  const categoryId = `test:category:${tag}`;
  const tournamentId = `test:tournament:${tag}`;
  await ctx.db.insert(sportCategories).values({ id: categoryId, sportId, name: name('Testland') });
  await ctx.db
    .insert(sportTournaments)
    .values({ id: tournamentId, sportId, categoryId, name: name('Test league') });
  const eventId = `test:match:${tag}`;
  await ctx.db.insert(sportEvents).values({
    id: eventId,
    sportId,
    tournamentId,
    home: name(`Home ${tag}`),
    away: name(`Away ${tag}`),
    scheduledAt: options.scheduledAt ?? new Date(now.getTime() + (live ? -30 : 60) * 60_000),
    status,
    producer: live ? 1 : 3,
    state: live ? { status, homeScore: 0, awayScore: 0 } : null,
    createdAt: now,
    updatedAt: now,
  });
  for (const market of options.markets ?? DEFAULT_MARKETS) {
    const key = specKey(market.specifiers ?? {});
    await ctx.db.insert(sportMarkets).values({
      eventId,
      typeId: market.typeId,
      specKey: key,
      specifiers: market.specifiers ?? {},
      status: market.status ?? 1,
      producer: market.producer ?? (live ? 1 : 3),
      cashoutStatus: market.cashoutStatus ?? 1,
      lastTs: 1,
      updatedAt: now,
    });
    await ctx.db.insert(sportOutcomes).values(
      market.outcomes.map((outcome) => ({
        eventId,
        typeId: market.typeId,
        specKey: key,
        outcomeId: outcome.id,
        oddsE4: outcome.odds === null ? null : parseOdds(outcome.odds),
        active: outcome.active ?? true,
        probability: outcome.probability ?? null,
      })),
    );
  }
  return { eventId, sportId };
}

type MarketRef = { eventId: string; typeId: number; specKey?: string };

const marketWhere = (ref: MarketRef) =>
  and(
    eq(sportMarkets.eventId, ref.eventId),
    eq(sportMarkets.typeId, ref.typeId),
    eq(sportMarkets.specKey, ref.specKey ?? ''),
  );

/** The feed moving a price: the outcome's odds and its market's version. */
export async function setOdds(
  ctx: Pick<AppContext, 'db'>,
  ref: MarketRef & { outcomeId: string },
  odds: string | null,
) {
  await ctx.db
    .update(sportOutcomes)
    .set({ oddsE4: odds === null ? null : parseOdds(odds) })
    .where(
      and(
        eq(sportOutcomes.eventId, ref.eventId),
        eq(sportOutcomes.typeId, ref.typeId),
        eq(sportOutcomes.specKey, ref.specKey ?? ''),
        eq(sportOutcomes.outcomeId, ref.outcomeId),
      ),
    );
  await ctx.db
    .update(sportMarkets)
    .set({ version: sql`${sportMarkets.version} + 1` })
    .where(marketWhere(ref));
}

/** The feed changing a market's status (a bet stop is -1), as the applier does. */
export async function setMarketStatus(ctx: Pick<AppContext, 'db'>, ref: MarketRef, status: number) {
  await ctx.db
    .update(sportMarkets)
    .set({ status, version: sql`${sportMarkets.version} + 1` })
    .where(marketWhere(ref));
}

/** The feed settling an outcome. */
export async function settleOutcome(
  ctx: Pick<AppContext, 'db'>,
  ref: MarketRef & { outcomeId: string },
  result: { result: 0 | 1; voidHalves?: 0 | 1 | 2; deadHeatE4?: number },
) {
  await ctx.db
    .update(sportOutcomes)
    .set({
      result: result.result,
      voidHalves: result.voidHalves ?? 0,
      deadHeatE4: result.deadHeatE4 ?? null,
      certainty: 1,
    })
    .where(
      and(
        eq(sportOutcomes.eventId, ref.eventId),
        eq(sportOutcomes.typeId, ref.typeId),
        eq(sportOutcomes.specKey, ref.specKey ?? ''),
        eq(sportOutcomes.outcomeId, ref.outcomeId),
      ),
    );
}

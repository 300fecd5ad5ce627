import { eq } from 'drizzle-orm';
import type { Fixture } from '@/lib/sports/feed-messages';
import {
  sportCategories,
  sportEvents,
  sportMarkets,
  sports,
  sportTournaments,
} from '@/server/db/schema';
import { cancelMarket } from './apply-bet-cancel';
import type { FeedCtx, FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { producerUpOf, ticketsOnEvent } from './market-rows';

/** The sport's slug: the simulated feed's ids carry it (`sim:sport:football`), else its English name. */
export function sportSlug(sport: Fixture['sport']) {
  const sim = /^sim:sport:([a-z0-9-]+)$/.exec(sport.id);
  if (sim) return sim[1]!;
  return sport.name.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Sport, category, tournament and event as the fixture names them. */
async function upsertFixture(ctx: FeedCtx, fixture: Fixture) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(sports)
    .values({ id: fixture.sport.id, slug: sportSlug(fixture.sport), name: fixture.sport.name })
    .onConflictDoUpdate({ target: sports.id, set: { name: fixture.sport.name } });
  await ctx.db
    .insert(sportCategories)
    .values({ ...fixture.category, sportId: fixture.sport.id })
    .onConflictDoUpdate({ target: sportCategories.id, set: { name: fixture.category.name } });
  await ctx.db
    .insert(sportTournaments)
    .values({ ...fixture.tournament, sportId: fixture.sport.id, categoryId: fixture.category.id })
    .onConflictDoUpdate({
      target: sportTournaments.id,
      set: { name: fixture.tournament.name, categoryId: fixture.category.id },
    });
  const values = {
    home: fixture.home,
    away: fixture.away,
    scheduledAt: new Date(fixture.scheduledAt),
    ...(fixture.seedHash !== undefined && { seedHash: fixture.seedHash }),
    ...(fixture.seed !== undefined && { seed: fixture.seed }),
    updatedAt: now,
  };
  await ctx.db
    .insert(sportEvents)
    .values({
      id: fixture.eventId,
      sportId: fixture.sport.id,
      tournamentId: fixture.tournament.id,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({ target: sportEvents.id, set: values });
}

/**
 * `fixture_change`: the fixture's names, start and seed commitment (the seed once revealed).
 * A cancelled fixture (change type 3) cancels the event and every market of it, like a
 * bet_cancel without a window: each leg on it is void.
 */
export const applyFixtureChange: FeedHandler<'fixture_change'> = {
  async apply(ctx, message) {
    await upsertFixture(ctx, message.fixture);
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    changes.event(message.fixture.eventId);
    if (message.changeType !== 3)
      return { outcome: 'applied', changes: changes.list(), tickets: [] };

    const eventId = message.fixture.eventId;
    await ctx.db
      .update(sportEvents)
      .set({ status: 'cancelled', updatedAt: ctx.clock.now() })
      .where(eq(sportEvents.id, eventId));
    const markets = await ctx.db
      .select()
      .from(sportMarkets)
      .where(eq(sportMarkets.eventId, eventId))
      .orderBy(sportMarkets.typeId, sportMarkets.specKey)
      .for('update');
    for (const market of markets) await cancelMarket(ctx, market, {}, changes);
    return {
      outcome: 'applied',
      changes: changes.list(),
      tickets: await ticketsOnEvent(ctx.db, eventId),
    };
  },
  tickets: async (ctx, message) =>
    message.changeType === 3 ? ticketsOnEvent(ctx.db, message.fixture.eventId) : [],
};

import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { EventStatus, LocalName, SportEventState } from '@/lib/sports/feed-messages';
import { parseOdds } from '@/lib/sports/odds';
import { marketKey, specKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
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
 * The sports line written straight into the tables, as the feed applier would leave it: for the
 * read API's and the stream's tests, which must not depend on the applier. Ids carry a random
 * part, so suites sharing a PostgreSQL database do not meet (sport slugs are unique: a suite
 * that inserts `football` wants a database of its own, `createTestApi({ ownDatabase: true })`).
 */

export const uniqueId = (kind: string) => `t${randomBytes(4).toString('hex')}:${kind}`;

export const localName = (en: string): LocalName => ({ ru: `${en} ru`, en, kz: `${en} kz` });

export async function insertSport(
  db: Db,
  fields: { slug: string; id?: string; sort?: number; name?: LocalName },
) {
  const id = fields.id ?? uniqueId('sport');
  await db.insert(sports).values({
    id,
    slug: fields.slug,
    name: fields.name ?? localName(fields.slug),
    sort: fields.sort ?? 0,
  });
  return id;
}

/** A tournament in a category of its own unless `categoryId` names one. */
export async function insertTournament(
  db: Db,
  fields: { sportId: string; categoryId?: string; name?: string; sort?: number },
) {
  let categoryId = fields.categoryId;
  if (!categoryId) {
    categoryId = uniqueId('category');
    await db.insert(sportCategories).values({
      id: categoryId,
      sportId: fields.sportId,
      name: localName(`Category ${categoryId}`),
    });
  }
  const id = uniqueId('tournament');
  await db.insert(sportTournaments).values({
    id,
    sportId: fields.sportId,
    categoryId,
    name: localName(fields.name ?? `Tournament ${id}`),
    sort: fields.sort ?? 0,
  });
  return { id, categoryId };
}

export async function insertCategory(db: Db, sportId: string, sort = 0) {
  const id = uniqueId('category');
  await db.insert(sportCategories).values({ id, sportId, name: localName(`Category ${id}`), sort });
  return id;
}

export async function insertEvent(
  db: Db,
  fields: {
    sportId: string;
    tournamentId: string;
    scheduledAt: Date;
    status?: EventStatus;
    state?: SportEventState | null;
    id?: string;
    seedHash?: string | null;
    seed?: string | null;
  },
) {
  const id = fields.id ?? uniqueId('match');
  const now = new Date();
  await db.insert(sportEvents).values({
    id,
    sportId: fields.sportId,
    tournamentId: fields.tournamentId,
    home: localName(`Home ${id}`),
    away: localName(`Away ${id}`),
    scheduledAt: fields.scheduledAt,
    status: fields.status ?? 'not_started',
    state: fields.state ?? null,
    seedHash: fields.seedHash ?? null,
    seed: fields.seed ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export type OutcomeFields = { id: string; odds?: string | null; active?: boolean };

/** A market with its outcomes; answers its key (`marketKey()`). */
export async function insertMarket(
  db: Db,
  fields: {
    eventId: string;
    typeId: number;
    specifiers?: Record<string, string>;
    status?: number;
    producer?: number;
    version?: number;
    heldByOperator?: boolean;
    outcomes: OutcomeFields[];
  },
) {
  const specifiers = fields.specifiers ?? {};
  const key = specKey(specifiers);
  await db.insert(sportMarkets).values({
    eventId: fields.eventId,
    typeId: fields.typeId,
    specKey: key,
    specifiers,
    status: fields.status ?? 1,
    producer: fields.producer ?? 3,
    version: fields.version ?? 1,
    lastTs: 1,
    heldByOperator: fields.heldByOperator ?? false,
    updatedAt: new Date(),
  });
  if (fields.outcomes.length > 0) {
    await db.insert(sportOutcomes).values(
      fields.outcomes.map((outcome) => ({
        eventId: fields.eventId,
        typeId: fields.typeId,
        specKey: key,
        outcomeId: outcome.id,
        oddsE4: outcome.odds === null ? null : parseOdds(outcome.odds ?? '2')!,
        active: outcome.active ?? true,
      })),
    );
  }
  return marketKey({ eventId: fields.eventId, typeId: fields.typeId, specKey: key });
}

/**
 * Changes a market as the applier would (its status and some odds), bumping its version; answers
 * the new version.
 */
export async function changeMarket(
  db: Db,
  market: { eventId: string; typeId: number; specifiers?: Record<string, string> },
  change: { status?: number; odds?: Record<string, string>; heldByOperator?: boolean },
) {
  const key = specKey(market.specifiers ?? {});
  const where = and(
    eq(sportMarkets.eventId, market.eventId),
    eq(sportMarkets.typeId, market.typeId),
    eq(sportMarkets.specKey, key),
  );
  const [row] = await db
    .update(sportMarkets)
    .set({
      version: sql`${sportMarkets.version} + 1`,
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.heldByOperator === undefined ? {} : { heldByOperator: change.heldByOperator }),
    })
    .where(where)
    .returning({ version: sportMarkets.version });
  for (const [outcomeId, odds] of Object.entries(change.odds ?? {})) {
    await db
      .update(sportOutcomes)
      .set({ oddsE4: parseOdds(odds)! })
      .where(
        and(
          eq(sportOutcomes.eventId, market.eventId),
          eq(sportOutcomes.typeId, market.typeId),
          eq(sportOutcomes.specKey, key),
          eq(sportOutcomes.outcomeId, outcomeId),
        ),
      );
  }
  return row!.version;
}

export async function setEvent(
  db: Db,
  eventId: string,
  change: { status?: EventStatus; state?: SportEventState | null; scheduledAt?: Date },
) {
  await db.update(sportEvents).set(change).where(eq(sportEvents.id, eventId));
}

/** A producer's row, up or down (the watchdog's verdict). */
export async function setProducer(db: Db, id: number, up: boolean) {
  await db
    .insert(sportProducers)
    .values({ id, name: `producer ${id}`, up, updatedAt: new Date() })
    .onConflictDoUpdate({ target: sportProducers.id, set: { up } });
}

/** The football 1X2 outcomes at the given odds. */
export const oneXtwo = (home = '2.1', draw = '3.4', away = '3.6'): OutcomeFields[] => [
  { id: '1', odds: home },
  { id: '2', odds: draw },
  { id: '3', odds: away },
];

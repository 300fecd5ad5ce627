import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  casinoGames,
  casinoLiveTables,
  casinoProviders,
  casinoSessions,
  type CasinoGame,
} from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { log } from '@/server/lib/log';
import { CONFORMANCE_PROVIDER } from '../conformance-game';
import { slugify } from './normalize';
import type { CatalogueGameRecord, CatalogueSource } from './source';
import { storeImage } from './store-image';

/** What one sync did, per game: new, changed, no longer listed; and image files written. */
export type SyncReport = {
  aggregator: CasinoAggregator;
  listed: number;
  added: number;
  updated: number;
  removed: number;
  images: number;
  imageErrors: number;
};

/** Games per transaction: short transactions, so players' reads never wait on a long sync. */
const BATCH = 100;
/** Serialises syncs' slug choices (two syncs at once would pick the same free slug). */
const SYNC_LOCK = 724313;
/** Popularity counts the launches of this many days. */
const POPULARITY_DAYS = 30;

type SyncContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'fetch'>;

/**
 * Brings the catalogue in line with an aggregator's list (issue 17). Games are matched by
 * (aggregator, external code): new ones are added with a free slug, listed ones updated (never
 * `enabled`, the operator's switch, nor their slug, which links point at), and games the list
 * no longer holds become unavailable (kept: favourites and history still name them), but for
 * the games no aggregator lists, which the site keeps at it itself (the conformance suite's, of
 * the studio `conformance`): those are not the sync's to retire. Images are
 * stored locally before the database is touched; live tables follow their game. Idempotent: a
 * second run over the same list changes nothing and reports zeros.
 */
export async function syncCatalogue(
  ctx: SyncContext,
  source: CatalogueSource,
): Promise<SyncReport> {
  const { aggregator } = source;
  const records = unique(await source.listGames());
  // An empty answer is an outage far more often than an aggregator without games: hiding the
  // whole catalogue on it would be the worse mistake.
  if (records.length === 0) throw new Error(`${aggregator} listed no games; nothing changed`);

  const report: SyncReport = {
    aggregator,
    listed: records.length,
    added: 0,
    updated: 0,
    removed: 0,
    images: 0,
    imageErrors: 0,
  };
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const images = await storeImages(ctx, batch, report);
    await inTransaction(ctx.db, (tx) =>
      writeBatch(tx, ctx.clock.now(), aggregator, batch, images, report),
    );
  }
  const removed = await ctx.db
    .update(casinoGames)
    .set({ available: false, syncedAt: ctx.clock.now() })
    .where(
      and(
        eq(casinoGames.aggregator, aggregator),
        eq(casinoGames.available, true),
        notInArray(
          casinoGames.externalCode,
          records.map((record) => record.externalCode),
        ),
        notInArray(
          casinoGames.providerId,
          ctx.db
            .select({ id: casinoProviders.id })
            .from(casinoProviders)
            .where(eq(casinoProviders.slug, CONFORMANCE_PROVIDER)),
        ),
      ),
    )
    .returning({ id: casinoGames.id });
  report.removed = removed.length;
  await refreshPopularity(ctx, aggregator);
  log.info('casino catalogue synced', { ...report });
  return report;
}

/** The first of each external code: a list that repeats one is not trusted to say which. */
function unique(records: CatalogueGameRecord[]) {
  const seen = new Set<string>();
  return records.filter(
    (record) => !seen.has(record.externalCode) && seen.add(record.externalCode),
  );
}

/** Each record's stored image file; a failed one keeps the game's current image. */
async function storeImages(ctx: SyncContext, batch: CatalogueGameRecord[], report: SyncReport) {
  const files = new Map<string, string>();
  for (const record of batch) {
    if (!record.image) continue;
    try {
      const stored = await storeImage(ctx, record.image);
      files.set(record.externalCode, stored.file);
      if (stored.written) report.images += 1;
    } catch (error) {
      report.imageErrors += 1;
      log.warn('casino catalogue: image not stored', {
        aggregator: record.provider.slug,
        game: record.externalCode,
        error,
      });
    }
  }
  return files;
}

async function writeBatch(
  tx: Db,
  now: Date,
  aggregator: CasinoAggregator,
  batch: CatalogueGameRecord[],
  images: Map<string, string>,
  report: SyncReport,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
  const providerIds = await upsertProviders(tx, now, batch);
  const existing = new Map(
    (
      await tx
        .select()
        .from(casinoGames)
        .where(
          and(
            eq(casinoGames.aggregator, aggregator),
            inArray(
              casinoGames.externalCode,
              batch.map((record) => record.externalCode),
            ),
          ),
        )
    ).map((game) => [game.externalCode, game]),
  );
  const taken = new Set<string>();
  for (const record of batch) {
    const fields = gameFields(record, providerIds.get(record.provider.slug)!);
    const image = images.get(record.externalCode);
    const current = existing.get(record.externalCode);
    let gameId: number;
    if (current) {
      const next = { ...fields, image: image ?? current.image };
      if (changed(current, next)) report.updated += 1;
      await tx
        .update(casinoGames)
        .set({ ...next, syncedAt: now })
        .where(eq(casinoGames.id, current.id));
      gameId = current.id;
    } else {
      const slug = await freeSlug(tx, record, taken);
      taken.add(slug);
      const [inserted] = await tx
        .insert(casinoGames)
        .values({
          ...fields,
          slug,
          aggregator,
          image: image ?? null,
          createdAt: now,
          syncedAt: now,
        })
        .returning({ id: casinoGames.id });
      gameId = inserted!.id;
      report.added += 1;
    }
    await syncTables(tx, now, gameId, record);
  }
}

/** The studios of a batch by slug (new ones added, names refreshed), with their ids. */
async function upsertProviders(tx: Db, now: Date, batch: CatalogueGameRecord[]) {
  const providers = new Map(batch.map((record) => [record.provider.slug, record.provider.name]));
  const rows = await tx
    .insert(casinoProviders)
    .values([...providers].map(([slug, name]) => ({ slug, name, createdAt: now })))
    .onConflictDoUpdate({ target: casinoProviders.slug, set: { name: sql`excluded.name` } })
    .returning({ id: casinoProviders.id, slug: casinoProviders.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The columns a sync owns: everything but the slug, `enabled`, popularity and the dates. */
function gameFields(record: CatalogueGameRecord, providerId: number) {
  return {
    providerId,
    externalCode: record.externalCode,
    kind: record.kind,
    name: record.name,
    tags: record.tags,
    rtp: record.rtp,
    volatility: record.volatility,
    volatilityRaw: record.volatilityRaw,
    paylines: record.paylines,
    // The catalogue keeps the whole multiple (55,700.6× shows as 55,700×).
    maxWinX: record.maxWinX === null ? null : Math.floor(record.maxWinX),
    hasDemo: record.hasDemo,
    hasFreeSpins: record.hasFreeSpins,
    hasLobby: record.hasLobby,
    platforms: record.platforms,
    blockedCountries: record.blockedCountries,
    currencies: record.currencies,
    releaseDate: record.releaseDate,
    available: record.available,
  };
}

function changed(current: CasinoGame, next: Partial<CasinoGame>) {
  return Object.entries(next).some(
    ([key, value]) => canonical(current[key as keyof CasinoGame]) !== canonical(value ?? null),
  );
}

/** JSON with sorted keys: jsonb keeps its own key order, which says nothing of a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * A slug no game has: the source's own (the sandbox keeps its codes) or the studio and name
 * (`pragmatic-play-gates-of-olympus`), with `-2`, `-3`… on a collision.
 */
async function freeSlug(tx: Db, record: CatalogueGameRecord, taken: Set<string>) {
  const base =
    (record.preferredSlug && slugify(record.preferredSlug)) ||
    slugify(`${record.provider.name} ${record.name.en}`) ||
    `game-${createHash('sha256').update(record.externalCode).digest('hex').slice(0, 10)}`;
  const rows = await tx
    .select({ slug: casinoGames.slug })
    .from(casinoGames)
    .where(sql`${casinoGames.slug} = ${base} or ${casinoGames.slug} like ${`${base}-%`}`);
  const used = new Set([...rows.map((row) => row.slug), ...taken]);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/** A live game's tables as listed: upserted by their id, the unlisted ones removed. */
async function syncTables(tx: Db, now: Date, gameId: number, record: CatalogueGameRecord) {
  const ids = record.liveTables.map((table) => table.externalTableId);
  await tx
    .delete(casinoLiveTables)
    .where(
      and(eq(casinoLiveTables.gameId, gameId), notInArray(casinoLiveTables.externalTableId, ids)),
    );
  if (record.liveTables.length === 0) return;
  await tx
    .insert(casinoLiveTables)
    .values(record.liveTables.map((table) => ({ ...table, gameId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [casinoLiveTables.gameId, casinoLiveTables.externalTableId],
      set: {
        name: sql`excluded.name`,
        dealerName: sql`excluded.dealer_name`,
        limits: sql`excluded.limits`,
        openTime: sql`excluded.open_time`,
        closeTime: sql`excluded.close_time`,
        isOpen: sql`excluded.is_open`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Popularity: each game's launches in the last 30 days (the "popular" sort). */
async function refreshPopularity(ctx: SyncContext, aggregator: CasinoAggregator) {
  const since = new Date(ctx.clock.now().getTime() - POPULARITY_DAYS * 86_400_000);
  await ctx.db.execute(sql`
    update ${casinoGames} set popularity = coalesce((
      select count(*)::int from ${casinoSessions} s
      where s.aggregator = ${casinoGames.aggregator}
        and s.game_code = ${casinoGames.externalCode}
        and s.created_at > ${since.toISOString()}
    ), 0)
    where ${casinoGames.aggregator} = ${aggregator}`);
}

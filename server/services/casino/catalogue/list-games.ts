import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CasinoGamesAnswer, CasinoGamesQuery, CasinoSort } from '@/lib/schemas/casino';
import type { AppContext } from '@/server/app-context';
import { casinoFavourites, casinoGames, casinoProviders } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { serializeSummary } from './serialize-game';
import { summaryColumns, visibleGame } from './visible-games';

/** Each sort's key (compared as `type`) and direction; the game's id breaks ties, ascending. */
function sortKey(sort: CasinoSort, lang: string): { key: SQL; type: string; desc: boolean } {
  switch (sort) {
    case 'popular':
      return { key: sql`${casinoGames.popularity}`, type: 'int', desc: true };
    case 'new':
      return { key: sql`coalesce(${casinoGames.releaseDate}::text, '')`, type: 'text', desc: true };
    case 'name':
      return { key: sql`lower(${casinoGames.name}->>${lang})`, type: 'text', desc: false };
    case 'rtp':
      return { key: sql`coalesce(${casinoGames.rtp}, 0)`, type: 'numeric', desc: true };
  }
}

/** Where the previous page ended: its sort (and language), the last key and id. */
type Cursor = { s: CasinoSort; l: string; k: string; i: number };

function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor of this sort and language, or a 422 on `cursor` (forged, or of another listing). */
function decodeCursor(text: string, sort: CasinoSort, lang: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const valid =
      cursor.s === sort &&
      cursor.l === lang &&
      typeof cursor.k === 'string' &&
      cursor.k.length <= 200 &&
      Number.isSafeInteger(cursor.i) &&
      (sortKey(sort, lang).type === 'text' || /^-?\d{1,12}(\.\d{1,4})?$/.test(cursor.k));
    if (valid) return cursor;
  } catch {
    // not base64url JSON
  }
  throw AppError.field('cursor', 'invalid_value');
}

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A page of the catalogue as the grid asks for it: filters, search by name in every language,
 * a sort, and keyset paging (a stable cursor: games added meanwhile never repeat or skip one).
 */
export async function listCasinoGames(
  ctx: Pick<AppContext, 'db'>,
  input: { query: CasinoGamesQuery; country: string | null; userId: number | null },
): Promise<CasinoGamesAnswer> {
  const { query, country, userId } = input;
  if (query.favourite && userId === null) throw AppError.unauthorized();
  const { key, type, desc } = sortKey(query.sort, query.lang);
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, query.lang) : null;
  const pattern = query.q ? likePattern(query.q) : null;
  const after = cursor
    ? sql`(${key} ${sql.raw(desc ? '<' : '>')} ${cursor.k}::${sql.raw(type)} or (${key} = ${cursor.k}::${sql.raw(type)} and ${casinoGames.id} > ${cursor.i}))`
    : undefined;

  const rows = await ctx.db
    .select({ ...summaryColumns(userId), sortKey: sql<string>`(${key})::text` })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(
      and(
        visibleGame(country),
        query.kind ? eq(casinoGames.kind, query.kind) : undefined,
        query.provider ? eq(casinoProviders.slug, query.provider) : undefined,
        query.category ? sql`${query.category} = any(${casinoGames.tags})` : undefined,
        pattern
          ? sql`(${casinoGames.name}->>'ru' ilike ${pattern} or ${casinoGames.name}->>'en' ilike ${pattern} or ${casinoGames.name}->>'kz' ilike ${pattern})`
          : undefined,
        query.favourite && userId !== null
          ? sql`exists (select 1 from ${casinoFavourites} where ${casinoFavourites.gameId} = ${casinoGames.id} and ${casinoFavourites.userId} = ${userId})`
          : undefined,
        after,
      ),
    )
    .orderBy(sql`${key} ${sql.raw(desc ? 'desc' : 'asc')}`, casinoGames.id)
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    games: page.map(serializeSummary),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ s: query.sort, l: query.lang, k: last.sortKey, i: last.id })
        : null,
  };
}

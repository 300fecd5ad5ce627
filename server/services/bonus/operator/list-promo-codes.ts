import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PROMO_CODES_PAGE } from '@/lib/constants/bonus';
import type { OperatorPromosQuery } from '@/lib/schemas/operator-bonus';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusTemplates, promoCodes } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { serializePromo } from './save-promo-code';

type Ctx = Pick<AppContext, 'db'>;

/** The last code point: a prefix followed by it sorts after every code that starts with it. */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * Which promo codes a page holds, as ranges of the primary key (so its btree serves them, in
 * the order it keeps): those after the cursor, and those from the prefix up to the prefix and
 * the last code point. `starts_with` checks each row of the range again, so a database whose
 * collation sorts something else into it (ignoring `-` or `_`, say) still answers only the codes
 * that start with the prefix.
 */
export function promoCodesCondition(query: OperatorPromosQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.after) conditions.push(gt(promoCodes.code, query.after));
  if (query.q) {
    conditions.push(
      gte(promoCodes.code, query.q),
      lt(promoCodes.code, `${query.q}${LAST_CHARACTER}`),
      sql`starts_with(${promoCodes.code}, ${query.q})`,
    );
  }
  return and(...conditions);
}

/** Promo codes with their template's handle, by code; `limit` rows when given. */
export function promoCodeRows(db: Db, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ promo: promoCodes, template: bonusTemplates.code })
    .from(promoCodes)
    .leftJoin(bonusTemplates, eq(bonusTemplates.id, promoCodes.templateId))
    .where(where)
    .orderBy(asc(promoCodes.code))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Promo codes as the operator sees them, by code. With a prefix, a cursor or a limit: one page
 * (`limit`, 50 by default) and `next`, the cursor of the page after it (null on the last).
 * With none of them, every code, as the list answered before it paged.
 */
export async function listPromoCodes(ctx: Ctx, query: OperatorPromosQuery) {
  const paged = query.q !== undefined || query.after !== undefined || query.limit !== undefined;
  if (!paged) {
    const rows = await promoCodeRows(ctx.db, undefined);
    return { data: rows.map(({ promo, template }) => serializePromo(promo, template)), next: null };
  }
  const limit = query.limit ?? OPERATOR_PROMO_CODES_PAGE;
  // One row more than the page says whether another page follows.
  const rows = await promoCodeRows(ctx.db, promoCodesCondition(query), limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map(({ promo, template }) => serializePromo(promo, template)),
    next: rows.length > limit ? page.at(-1)!.promo.code : null,
  };
}

/** One promo code by its code, in capitals or not; 404 when there is none. */
export async function promoCodeByCode(ctx: Ctx, code: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) throw AppError.of('not_found', 404);
  const [row] = await promoCodeRows(ctx.db, eq(promoCodes.code, code.toUpperCase()), 1);
  if (!row) throw AppError.of('not_found', 404);
  return serializePromo(row.promo, row.template);
}

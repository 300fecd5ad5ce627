import { and, asc, count, eq } from 'drizzle-orm';
import type { CasinoProvidersAnswer } from '@/lib/schemas/casino';
import type { AppContext } from '@/server/app-context';
import type { CasinoGameKind } from '@/server/db/schema';
import { casinoGames, casinoProviders } from '@/server/db/schema';
import { visibleGame } from './visible-games';

/** The studios with games the visitor may see (of a kind), with how many: the filter's options. */
export async function listCasinoProviders(
  ctx: Pick<AppContext, 'db'>,
  input: { kind: CasinoGameKind | undefined; country: string | null },
): Promise<CasinoProvidersAnswer> {
  const rows = await ctx.db
    .select({ slug: casinoProviders.slug, name: casinoProviders.name, games: count() })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(
      and(visibleGame(input.country), input.kind ? eq(casinoGames.kind, input.kind) : undefined),
    )
    .groupBy(casinoProviders.id)
    .orderBy(asc(casinoProviders.sort), asc(casinoProviders.name));
  return { providers: rows };
}

import { and, eq, sql } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders } from '@/server/db/schema';

/** The game code the conformance suite plays (its drivers name it on every call). */
export const CONFORMANCE_GAME = 'conformance-slot';

/**
 * The studio of the suite's game: switched off, so the lobby never lists the game. No aggregator
 * lists it, so a catalogue sync leaves its games alone (`sync-catalogue.ts`).
 */
export const CONFORMANCE_PROVIDER = 'conformance';
const PROVIDER = CONFORMANCE_PROVIDER;

/**
 * The suite's game in the catalogue at an aggregator, so its bets pass the wallet's game check
 * (`wallet/game.ts`: a catalogue game, available and enabled; a disabled provider does not stop
 * bets) and its free-round grants have a game with free spins. Many players are made at once:
 * every write is `on conflict do nothing`, so racing calls make one row each. A game the
 * operator switched off stays off; one a catalogue sync retired before syncs left it alone is
 * made available again.
 */
export async function ensureConformanceGame(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  aggregator: CasinoAggregator,
) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(casinoProviders)
    .values({ slug: PROVIDER, name: 'Conformance', enabled: false, createdAt: now })
    .onConflictDoNothing();
  // The provider is looked up by its slug inside the insert, so no second round trip is needed.
  await ctx.db
    .insert(casinoGames)
    .values({
      slug: `${PROVIDER}-${aggregator}`,
      providerId: sql`(select ${casinoProviders.id} from ${casinoProviders} where ${casinoProviders.slug} = ${PROVIDER})`,
      aggregator,
      externalCode: CONFORMANCE_GAME,
      kind: 'slot',
      name: {
        ru: 'Слот для проверки соответствия',
        en: 'Conformance slot',
        kz: 'Сәйкестікті тексеруге арналған слот',
      },
      hasFreeSpins: true,
      createdAt: now,
      syncedAt: now,
    })
    .onConflictDoNothing();
  await ctx.db
    .update(casinoGames)
    .set({ available: true })
    .where(
      and(
        eq(casinoGames.aggregator, aggregator),
        eq(casinoGames.externalCode, CONFORMANCE_GAME),
        eq(casinoGames.available, false),
      ),
    );
}

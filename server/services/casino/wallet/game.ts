import { and, eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Db } from '@/server/db/client';
import { casinoGames, type CasinoGameKind } from '@/server/db/schema';

/**
 * Whether a bet's game may take money: a catalogue game of the call's aggregator under that code
 * (`casino_games.aggregator` + `external_code`), listed by the aggregator's last sync
 * (`available`) and switched on by the operator (`enabled`); else `invalid_game`. The provider's
 * (studio's) `enabled` switch does not stop bets: it hides the studio's games from the lobby and
 * refuses their launches, but a game already open may play on. Wins and rollbacks never ask: a
 * round ends even when its game was disabled meanwhile. Answers the playable game's slug and
 * kind (what its stakes count toward a bonus's wagering), or null.
 */
export async function playableGame(
  db: Db,
  call: { aggregator: CasinoAggregator; gameCode: string },
): Promise<{ slug: string; kind: CasinoGameKind } | null> {
  const [game] = await db
    .select({
      slug: casinoGames.slug,
      kind: casinoGames.kind,
      available: casinoGames.available,
      enabled: casinoGames.enabled,
    })
    .from(casinoGames)
    .where(
      and(eq(casinoGames.aggregator, call.aggregator), eq(casinoGames.externalCode, call.gameCode)),
    );
  return game?.available && game.enabled ? { slug: game.slug, kind: game.kind } : null;
}

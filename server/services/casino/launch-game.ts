import { and, eq } from 'drizzle-orm';
import { externalPlayerId } from '@/lib/casino/player-id';
import type { Locale } from '@/lib/i18n/config';
import type { CasinoLaunchAnswer, CasinoLaunchRequest } from '@/lib/schemas/casino-launch';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { siteLink } from '@/server/lib/site-link';
import { aggregatorClient, callAggregator } from './aggregators';
import { visibleGame } from './catalogue/visible-games';
import { openCasinoSession } from './open-session';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

/** The catalogue page a game belongs to: its lobby. */
const lobbyPath = (kind: string) => (kind === 'live' ? '/games/live-casino' : '/games/slots');

/**
 * Opens a game (research B2.2): the catalogue's game if it is on, listed, its studio on and not
 * blocked in the visitor's country; for real play a new session for the player, currency and
 * aggregator (superseding the current one, so an older tab's bets are refused), then the
 * aggregator's launch call, which answers the URL for the iframe. Demo play needs no player and
 * opens no session: demo money never reaches the wallet. A development launch of the sandbox may
 * choose its protocol and a fault.
 */
export async function launchGame(
  ctx: Ctx,
  input: CasinoLaunchRequest & {
    mode: 'real' | 'demo';
    player: User | null;
    locale: Locale;
    country: string | null;
    ip: string;
  },
): Promise<CasinoLaunchAnswer> {
  const [game] = await ctx.db
    .select({ game: casinoGames })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(and(eq(casinoGames.slug, input.game), visibleGame(null)));
  if (!game) throw AppError.of('not_found', 404);
  const { aggregator, externalCode, kind, slug } = game.game;
  if (input.country && game.game.blockedCountries.includes(input.country)) {
    throw AppError.of('casino_game_blocked', 403);
  }
  if (input.mode === 'demo' && !game.game.hasDemo)
    throw AppError.of('casino_demo_unavailable', 409);
  const currency = input.player?.currency ?? 'RUB';
  if (game.game.currencies.length > 0 && !game.game.currencies.includes(currency)) {
    throw AppError.of('casino_currency_unsupported', 409);
  }
  const sandboxOptions = ctx.config.devTools
    ? { protocol: input.protocol, fault: input.fault }
    : {};
  const client = aggregatorClient(ctx, aggregator, sandboxOptions);
  if (!client) throw AppError.of('aggregator_unavailable', 503);

  const session =
    input.mode === 'real'
      ? await openCasinoSession(ctx, {
          userId: input.player!.id,
          currency,
          aggregator,
          gameCode: externalCode,
          mode: 'real',
        })
      : null;
  const path = `${lobbyPath(kind)}/${slug}/${input.mode === 'real' ? 'play' : 'demo'}`;
  const { url } = await callAggregator(client, () =>
    client.launch({
      mode: input.mode,
      gameCode: externalCode,
      currency,
      player: session
        ? { ref: externalPlayerId(session.userId, currency), token: session.token, name: null }
        : null,
      language: input.locale,
      country: input.country,
      ip: input.ip,
      platform: input.platform,
      lobbyUrl: siteLink(ctx.config.siteUrl, input.locale, lobbyPath(kind)),
      depositUrl: siteLink(ctx.config.siteUrl, input.locale, `${path}?deposit=1`),
    }),
  );
  return { url, mode: input.mode, currency };
}

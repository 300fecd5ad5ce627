import { z } from 'zod';
import { gisToMinor } from '@/lib/casino/amounts';
import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { GisMerchant } from '@/server/casino-config';
import { httpBuildQuery, type QueryObject } from '../protocols/gis/http-build-query';
import { gisSignedHeaders } from '../protocols/gis/signature';
import { AggregatorHttpError, callJson, noMatch } from './http';
import { AggregatorOperationUnsupportedError, type AggregatorClient } from './types';

/**
 * Slotegrator GIS (API v1.4.3, as summarised in the research, Part B), our side of it: game
 * URLs through `/games/init` and `/games/init-demo`, free spins through `/freespins/bets` →
 * `/freespins/set` under our `freespin_id`, and `/freespins/cancel`. Every call carries
 * X-Merchant-Id, X-Timestamp, X-Nonce and X-Sign (HMAC-SHA1 of the sorted params and those
 * headers); POST bodies are form-encoded exactly as PHP's http_build_query writes them, which is
 * also what is signed. GIS publishes no transactions list, so `transactions` says so.
 *
 * GIS limits `/games` (the catalogue) to one request a second; that call belongs to the catalogue
 * sync, not to this client, whose calls are one operator action each.
 */

const GIS_LANG: Record<Locale, string> = { ru: 'ru', en: 'en', kz: 'kk' };

const urlAnswer = z.object({ url: z.url() });

/** `GET /freespins/bets`: what a game takes as a free spin's bet, per currency. */
const betsAnswer = z.object({
  total_bets: z
    .array(
      z.object({
        bet_id: z.union([z.string(), z.number()]),
        amount: z.union([z.string(), z.number()]),
      }),
    )
    .default([]),
});

/** `GET /freespins/get`: one free-spins grant by our id. */
const freespinAnswer = z.object({ freespin_id: z.string() });

/** `/freespins/set` and `/freespins/cancel` answer an object whose fields we do not need. */
const anyObject = z.record(z.string(), z.unknown());

export function slotegratorClient(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  merchant: GisMerchant,
  options: { timeoutMs?: number } = {},
): AggregatorClient {
  const base = merchant.apiUrl.replace(/\/+$/, '');

  const call = <T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    params: QueryObject,
    schema: T,
  ) => {
    const headers = gisSignedHeaders(merchant, params, ctx.clock.now().getTime());
    const query = httpBuildQuery(params);
    return callJson(
      ctx,
      'slotegrator',
      {
        url: method === 'GET' && query ? `${base}${path}?${query}` : `${base}${path}`,
        what: `slotegrator ${path}`,
        timeoutMs: options.timeoutMs,
        init: {
          method,
          headers: {
            ...headers,
            accept: 'application/json',
            ...(method === 'POST' && { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(method === 'POST' && { body: query }),
        },
      },
      schema,
    );
  };

  return {
    aggregator: 'slotegrator',

    async launch(request) {
      const device = request.platform === 'mobile' ? 'mobile' : 'desktop';
      const language = GIS_LANG[request.language];
      const answer =
        request.mode === 'demo' || !request.player
          ? await call(
              'POST',
              '/games/init-demo',
              { game_uuid: request.gameCode, device, return_url: request.lobbyUrl, language },
              urlAnswer,
            )
          : await call(
              'POST',
              '/games/init',
              {
                game_uuid: request.gameCode,
                player_id: request.player.ref,
                player_name: request.player.name ?? request.player.ref,
                currency: request.currency,
                // GIS names our session token in every callback as `session_id`.
                session_id: request.player.token,
                device,
                return_url: request.lobbyUrl,
                language,
              },
              urlAnswer,
            );
      return { url: answer.url };
    },

    async createFreeRounds(order) {
      // The same reference twice is one grant: GIS knows it already, nothing to set.
      if (await exists(order.ref)) return;
      const { total_bets } = await call(
        'GET',
        '/freespins/bets',
        { game_uuid: order.gameCode, currency: order.currency },
        betsAnswer,
      );
      const bet = total_bets.find((item) => gisToMinor(item.amount) === order.betValue);
      if (!bet) {
        noMatch(
          'slotegrator',
          `no GIS total bet of ${order.betValue} minor units for ${order.gameCode} in ` +
            `${order.currency} (freespins/bets gave ${total_bets.length})`,
        );
      }
      await call(
        'POST',
        '/freespins/set',
        {
          player_id: order.playerRef,
          player_name: order.playerRef,
          currency: order.currency,
          quantity: order.rounds,
          valid_from: Math.floor(order.validFrom.getTime() / 1000),
          valid_until: Math.floor(order.validUntil.getTime() / 1000),
          freespin_id: order.ref,
          total_bet_id: bet.bet_id,
          game_uuid: order.gameCode,
        },
        anyObject,
      );
    },

    async cancelFreeRounds(ref) {
      // Unknown to GIS (never set, or set by nobody): nothing to take back.
      if (!(await exists(ref))) return;
      await call('POST', '/freespins/cancel', { freespin_id: ref }, anyObject);
    },

    async transactions() {
      throw new AggregatorOperationUnsupportedError('slotegrator', 'transactions');
    },
  };

  /** Whether GIS holds free spins under our id: 404 is no, anything else unreadable is down. */
  async function exists(ref: string): Promise<boolean> {
    try {
      const answer = await call('GET', '/freespins/get', { freespin_id: ref }, freespinAnswer);
      return answer.freespin_id === ref;
    } catch (error) {
      const cause = (error as Error).cause;
      if (cause instanceof AggregatorHttpError && cause.status === 404) return false;
      throw error;
    }
  }
}

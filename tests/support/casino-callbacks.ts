import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { externalPlayerId } from '@/lib/casino/player-id';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Config } from '@/server/config';
import { GIS_CONNECTIONS, HUB88_CONNECTIONS } from '@/server/services/casino/connections';
import {
  parseStr,
  type QueryObject,
} from '@/server/services/casino/protocols/gis/http-build-query';
import { gisSignedHeaders } from '@/server/services/casino/protocols/gis/signature';
import {
  HUB88_SIGNATURE_HEADER,
  signHub88,
} from '@/server/services/casino/protocols/hub88/signature';

/**
 * Every aggregator connection switched on (both Hub88-protocol ones, both GIS ones) with keys the
 * test holds, and what signs a wallet callback to any of them as its aggregator would. One RSA
 * key plays Hub88's and the sandbox provider's: its public half checks both connections' calls.
 */
export function casinoCallbackKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const env = {
    HUB88_API_URL: 'https://hub88.example.test/operator/generic/v2',
    HUB88_OPERATOR_ID: '1',
    HUB88_PRIVATE_KEY: privatePem,
    HUB88_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    SLOTEGRATOR_API_URL: 'https://slotegrator.example.test/api/index.php/v1',
    SLOTEGRATOR_MERCHANT_ID: 'fuzz-merchant',
    SLOTEGRATOR_MERCHANT_KEY: 'fuzz-merchant-key-0123456789',
    SANDBOX_RGS_PRIVATE_KEY: privatePem,
  };
  return { env, hub88PrivateKey: privateKey };
}

/** A callback route of the document (`/casino/<connection path>[/<call>]`) and its connection. */
export type CallbackRoute = {
  protocol: 'hub88' | 'gis';
  aggregator: CasinoAggregator;
  /** Hub88's call (`transaction/bet`); empty for GIS's one endpoint. */
  call: string;
};

const ENTRIES = [...HUB88_CONNECTIONS, ...GIS_CONNECTIONS];

/** The connection a document path belongs to, or null for any other operation. */
export function callbackRouteOf(path: string): CallbackRoute | null {
  // The longest prefix first: `/casino/sandbox/hub88` before a shorter one it might start with.
  const entry = [...ENTRIES]
    .sort((a, b) => b.path.length - a.path.length)
    .find(
      (candidate) =>
        path === `/casino/${candidate.path}` || path.startsWith(`/casino/${candidate.path}/`),
    );
  if (!entry) return null;
  return {
    protocol: entry.protocol,
    aggregator: entry.aggregator,
    call: path.slice(`/casino/${entry.path}`.length).replace(/^\//, ''),
  };
}

/**
 * The fields of a call that name a real player, session, currency and game of the test, and a
 * paid stake (no free round) of one major unit in the protocol's amounts (Hub88: 1/100,000; GIS:
 * decimal text). `undefined`: the field left out.
 */
export function callbackKnownFields(
  route: CallbackRoute,
  player: { userId: number; currency: Currency; token: string; gameCode: string },
): Record<string, unknown> {
  const id = externalPlayerId(player.userId, player.currency);
  return route.protocol === 'hub88'
    ? {
        user: id,
        token: player.token,
        currency: player.currency,
        game_code: player.gameCode,
        amount: 100_000,
        is_free: false,
        reward_uuid: undefined,
      }
    : {
        player_id: id,
        session_id: player.token,
        currency: player.currency,
        game_uuid: player.gameCode,
        amount: '1.00',
        freespin_id: undefined,
      };
}

/**
 * Transaction ids that make one round of a connection: each call (Hub88's `transaction/win`, a
 * GIS `action`) its own id under `prefix`, every win, refund and rollback naming the bet's, so
 * calls made in the document's order (bet, win, rollback) settle and cancel a real bet.
 */
export function callbackRoundFields(
  route: CallbackRoute,
  prefix: string,
  action: string,
): Record<string, unknown> {
  const bet = `${prefix}-bet`;
  return route.protocol === 'hub88'
    ? {
        transaction_uuid: `${prefix}-${route.call.replace('transaction/', '')}`,
        reference_transaction_uuid: bet,
        round: `${prefix}-round`,
      }
    : {
        transaction_id: `${prefix}-${action}`,
        round_id: `${prefix}-round`,
        bet_transaction_id: bet,
        rollback_transactions: [{ action: 'bet', transaction_id: bet }],
      };
}

/**
 * The headers that sign `body` for `route` as its aggregator would: Hub88's signature over the
 * exact bytes; GIS's over the parameters the server will read from them (a JSON or a form body,
 * by the content type). A GIS body the server cannot read, or cannot sign (half a surrogate
 * pair has no UTF-8), goes unsigned: the server refuses it before the signature anyway.
 */
export function signCallback(
  config: Config,
  hub88PrivateKey: KeyObject,
  route: CallbackRoute,
  request: { body: string; contentType?: string; nowMs: number },
): Record<string, string> {
  if (route.protocol === 'hub88') {
    return { [HUB88_SIGNATURE_HEADER]: signHub88(request.body, hub88PrivateKey) };
  }
  const entry = GIS_CONNECTIONS.find((candidate) => candidate.aggregator === route.aggregator)!;
  const merchant = entry.of(config)?.merchant;
  const params = gisParams(request.body, request.contentType);
  if (!merchant || !params) return {};
  try {
    return { ...gisSignedHeaders(merchant, params, request.nowMs) };
  } catch {
    return {};
  }
}

/** What the GIS handler reads from a body (`handle-callback.ts`'s `parseParams`), or null. */
function gisParams(body: string, contentType: string | undefined): QueryObject | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const json = JSON.parse(body) as unknown;
      return json && typeof json === 'object' && !Array.isArray(json)
        ? (json as QueryObject)
        : null;
    } catch {
      return null;
    }
  }
  return parseStr(body);
}

import { gisToMinor } from '@/lib/casino/amounts';
import {
  httpBuildQuery,
  type QueryObject,
} from '@/server/services/casino/protocols/gis/http-build-query';
import {
  gisSignedHeaders,
  type GisCredentials,
} from '@/server/services/casino/protocols/gis/signature';
import type { Driver, Outcome, Player, Refusal, Transport } from '../types';

/**
 * Slotegrator GIS's side: one endpoint, form bodies as PHP builds them, signed with the
 * merchant key and the caller's clock. GIS has two error codes; every refusal but
 * INSUFFICIENT_FUNDS is INTERNAL_ERROR, told apart by our `error_description`.
 */
const STATUS: Record<Refusal, string> = {
  invalid_session: 'INTERNAL_ERROR:invalid_session',
  session_expired: 'INTERNAL_ERROR:session_expired',
  player_blocked: 'INTERNAL_ERROR:player_blocked',
  wrong_currency: 'INTERNAL_ERROR:wrong_currency',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  duplicate: 'INTERNAL_ERROR:duplicate',
  transaction_not_found: 'INTERNAL_ERROR:transaction_not_found',
  rolled_back: 'INTERNAL_ERROR:rolled_back',
  already_settled: 'INTERNAL_ERROR:already_settled',
  invalid_amount: 'INTERNAL_ERROR:invalid_amount',
  invalid_game: 'INTERNAL_ERROR:invalid_game',
  free_rounds_unavailable: 'INTERNAL_ERROR:free_rounds_unavailable',
  invalid_signature: 'INTERNAL_ERROR:invalid_signature',
  invalid_syntax: 'INTERNAL_ERROR:invalid_request',
};

const GAME = 'conformance-slot';

export function gisDriver(options: {
  transport: Transport;
  /** The callback endpoint, e.g. `/casino/sandbox/gis`. */
  path: string;
  merchant: GisCredentials;
  /** The caller's clock (the signature's timestamp must be within 30 s of the server's). */
  now: () => number;
}): Driver {
  async function call(
    params: QueryObject,
    tamper = false,
    broken?: { body: string; type: string },
  ): Promise<Outcome> {
    const headers = gisSignedHeaders(options.merchant, params, options.now());
    if (tamper) headers['X-Sign'] = headers['X-Sign'].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const response = await options.transport({
      path: options.path,
      headers: {
        'content-type': broken?.type ?? 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: broken?.body ?? httpBuildQuery(params),
    });
    if (response.status !== 200) {
      throw new Error(
        `${params.action} answered HTTP ${response.status}: ${response.text.slice(0, 300)}`,
      );
    }
    const raw = JSON.parse(response.text) as {
      balance?: number;
      error_code?: string;
      error_description?: string;
    };
    if (raw.error_code) {
      const status =
        raw.error_code === 'INTERNAL_ERROR'
          ? `INTERNAL_ERROR:${raw.error_description}`
          : raw.error_code;
      return { ok: false, status, balance: null, raw };
    }
    const balance = typeof raw.balance === 'number' ? gisToMinor(raw.balance) : null;
    return { ok: true, status: 'OK', balance, raw };
  }

  const base = (player: Player, token?: string) => ({
    player_id: player.playerId,
    currency: player.currency,
    session_id: token ?? player.token,
  });

  return {
    protocol: 'gis',
    settledRollback: 'reversed',
    statusFor: (refusal) => STATUS[refusal],
    balance: (player, call0 = {}) =>
      call({ action: 'balance', ...base(player, call0.token) }, call0.tamper),
    bet: (player, bet) =>
      call(
        {
          action: 'bet',
          ...base(player, bet.token),
          currency: bet.currency ?? player.currency,
          amount: bet.amount,
          game_uuid: bet.game ?? GAME,
          transaction_id: bet.txId,
          round_id: bet.roundId,
          type: bet.isFree ? 'freespin' : 'bet',
          ...(bet.freeRoundsId && { freespin_id: bet.freeRoundsId }),
          finished: bet.roundClosed ? 1 : 0,
        },
        bet.tamper,
      ),
    // GIS names no bet in a win: the round is what it settles.
    win: (player, win) =>
      call(
        {
          action: 'win',
          ...base(player),
          currency: win.currency ?? player.currency,
          amount: win.amount,
          game_uuid: GAME,
          transaction_id: win.txId,
          round_id: win.roundId,
          type: win.isFree ? 'freespin' : 'win',
          ...(win.freeRoundsId && { freespin_id: win.freeRoundsId }),
          finished: win.roundClosed ? 1 : 0,
        },
        win.tamper,
      ),
    cancelBet: (player, refund) =>
      call(
        {
          action: 'refund',
          ...base(player),
          amount: refund.amount,
          game_uuid: GAME,
          transaction_id: refund.txId,
          bet_transaction_id: refund.betTxId,
          round_id: refund.roundId,
        },
        refund.tamper,
      ),
    cancelRound: (player, round) =>
      call({
        action: 'rollback',
        ...base(player),
        game_uuid: GAME,
        transaction_id: round.txId,
        round_id: round.roundId,
        type: 'rollback',
        rollback_transactions: [
          { action: 'bet', transaction_id: round.bet.txId, amount: round.bet.amount, type: 'bet' },
          { action: 'win', transaction_id: round.win.txId, amount: round.win.amount, type: 'win' },
        ],
      }),
    broken(player, kind) {
      if (kind === 'unparseable') {
        // GIS may send JSON too: a JSON body cut short.
        return call({ action: 'bet', ...base(player) }, false, {
          body: '{"action": "bet", "player_id": ',
          type: 'application/json',
        });
      }
      return call({
        action: 'bet',
        ...base(player),
        game_uuid: GAME,
        transaction_id: `missing-${crypto.randomUUID()}`,
        round_id: crypto.randomUUID(),
      });
    },
  };
}

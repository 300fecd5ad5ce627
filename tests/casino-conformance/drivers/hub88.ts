import type { KeyObject } from 'node:crypto';
import { hub88ToMinor } from '@/lib/casino/amounts';
import { signHub88 } from '@/server/services/casino/protocols/hub88/signature';
import type { Driver, Outcome, Player, Refusal, Transport } from '../types';
import { decimalToUnits } from './amounts';

/**
 * Hub88's side of the Wallet API: JSON bodies signed with the aggregator's private key, amounts
 * in 1/100,000, answers read by `status`. The expected statuses are written here from Hub88's
 * documentation, apart from the server's own table, so a wrong mapping fails.
 */
const STATUS: Record<Refusal, string> = {
  invalid_session: 'RS_ERROR_INVALID_TOKEN',
  session_expired: 'RS_ERROR_TOKEN_EXPIRED',
  player_blocked: 'RS_ERROR_USER_DISABLED',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // Hub88 publishes no "rolled back" status: the bet is one that does not exist (any more).
  rolled_back: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  already_settled: 'RS_ERROR_UNKNOWN',
  invalid_amount: 'RS_ERROR_WRONG_SYNTAX',
  invalid_game: 'RS_ERROR_INVALID_GAME',
  // Hub88 has no status for a reward that cannot be played: its general error.
  free_rounds_unavailable: 'RS_ERROR_UNKNOWN',
  invalid_signature: 'RS_ERROR_INVALID_SIGNATURE',
  invalid_syntax: 'RS_ERROR_WRONG_SYNTAX',
};

const GAME = 'conformance-slot';

export function hub88Driver(options: {
  transport: Transport;
  /** Where the connection's callbacks are, e.g. `/casino/sandbox/hub88`. */
  path: string;
  /** The aggregator's private key (the sandbox's by default), or how to read it when first needed. */
  privateKey: KeyObject | (() => KeyObject);
}): Driver {
  const units = (amount: string) => {
    const value = decimalToUnits(amount, 100_000);
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  };

  async function call(
    operation: string,
    body: Record<string, unknown> | string,
    tamper = false,
  ): Promise<Outcome> {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const key =
      typeof options.privateKey === 'function' ? options.privateKey() : options.privateKey;
    // With `tamper`, a signature of other bytes: well-formed, but not this body's.
    const signature = signHub88(tamper ? `${text} ` : text, key);
    const response = await options.transport({
      path: `${options.path}/${operation}`,
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
      body: text,
    });
    if (response.status !== 200) {
      throw new Error(
        `${operation} answered HTTP ${response.status}: ${response.text.slice(0, 300)}`,
      );
    }
    const raw = JSON.parse(response.text) as {
      status: string;
      balance?: number;
      request_uuid?: string;
    };
    if (typeof body !== 'string' && raw.request_uuid !== body.request_uuid) {
      throw new Error(`${operation} did not echo request_uuid: ${response.text.slice(0, 300)}`);
    }
    const balance = typeof raw.balance === 'number' ? hub88ToMinor(raw.balance) : null;
    return { ok: raw.status === 'RS_OK', status: raw.status, balance, raw };
  }

  const requestUuid = () => crypto.randomUUID();
  // A replay is the same request: the same request_uuid, derived from the transaction's id.
  const uuidFor = (txId: string) => `req-${txId}`;

  return {
    protocol: 'hub88',
    settledRollback: 'refused',
    statusFor: (refusal) => STATUS[refusal],
    balance: (player: Player, call0 = {}) =>
      call(
        'user/balance',
        {
          user: player.playerId,
          token: call0.token ?? player.token,
          game_code: GAME,
          request_uuid: requestUuid(),
        },
        call0.tamper,
      ),
    bet: (player, bet) =>
      call(
        'transaction/bet',
        {
          user: player.playerId,
          transaction_uuid: bet.txId,
          token: bet.token ?? player.token,
          round: bet.roundId,
          round_closed: bet.roundClosed ?? false,
          amount: units(bet.amount),
          currency: bet.currency ?? player.currency,
          game_code: bet.game ?? GAME,
          is_free: bet.isFree ?? false,
          reward_uuid: bet.freeRoundsId ?? null,
          request_uuid: uuidFor(bet.txId),
        },
        bet.tamper,
      ),
    win: (player, win) =>
      call(
        'transaction/win',
        {
          user: player.playerId,
          transaction_uuid: win.txId,
          reference_transaction_uuid: win.betTxId,
          token: player.token,
          round: win.roundId,
          round_closed: win.roundClosed ?? false,
          amount: units(win.amount),
          currency: win.currency ?? player.currency,
          game_code: GAME,
          is_free: win.isFree ?? false,
          reward_uuid: win.freeRoundsId ?? null,
          request_uuid: uuidFor(win.txId),
        },
        win.tamper,
      ),
    cancelBet: (player, rollback) =>
      call(
        'transaction/rollback',
        {
          user: player.playerId,
          transaction_uuid: rollback.txId,
          reference_transaction_uuid: rollback.betTxId,
          token: player.token,
          round: rollback.roundId,
          round_closed: true,
          game_code: GAME,
          request_uuid: uuidFor(rollback.txId),
        },
        rollback.tamper,
      ),
    // Hub88 rolls back bets only: the settled round's bet is what it names.
    cancelRound: (player, round) =>
      call('transaction/rollback', {
        user: player.playerId,
        transaction_uuid: round.txId,
        reference_transaction_uuid: round.bet.txId,
        token: player.token,
        round: round.roundId,
        game_code: GAME,
        request_uuid: uuidFor(round.txId),
      }),
    async broken(player, kind) {
      if (kind === 'unparseable') {
        const outcome = await call('transaction/bet', '{"user": "', false);
        return outcome;
      }
      return call('transaction/bet', {
        user: player.playerId,
        transaction_uuid: `missing-${requestUuid()}`,
        token: player.token,
        round: requestUuid(),
        currency: player.currency,
        game_code: GAME,
        request_uuid: requestUuid(),
      });
    },
  };
}

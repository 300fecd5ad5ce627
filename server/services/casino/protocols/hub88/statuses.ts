import type { Hub88Status } from '@/lib/schemas/casino-protocols';
import type { WalletResult } from '../../wallet';

/**
 * The wallet's answer as Hub88's status. `already_settled` (a rollback of a bet a win settled:
 * Hub88 rolls back unsettled bets only) and `invalid_request` (a player we do not know) have no
 * status of their own: RS_ERROR_UNKNOWN, Hub88's "general error"; so has a free bet whose reward
 * is not the player's to play (`free_rounds_unavailable`: used up, expired, cancelled), and a
 * stake above a running bonus's maximum bet (`bonus_max_bet`). A non-representable or
 * negative amount is a malformed call: RS_ERROR_WRONG_SYNTAX (research B4.2, rule 5). A stake a
 * player's own limit or unanswered reality check refuses is RS_ERROR_USER_DISABLED, "the user
 * … can't place any new bets": Hub88's published list has no limit status of its own.
 *
 * `rolled_back` (a win on a bet rolled back or a cancelled round; a bet arriving after its own
 * rollback) is RS_ERROR_TRANSACTION_DOES_NOT_EXIST. Hub88's published list ("Seamless Wallet
 * response statuses - Operator API", docs.hub88.io/developer-docs/operator-api-reference/
 * operator-api-overview/seamless-wallet-response-statuses-operator-api) ends at
 * RS_ERROR_TRANSACTION_DOES_NOT_EXIST, "returned when the bet referenced in win request can't be
 * found" (research B2.3: RS_ERROR_TRANSACTION_ROLLED_BACK is only seen in other implementations).
 * A rolled-back bet is one the wallet no longer holds, and a late bet that status refuses moves
 * nothing, as it must; RS_ERROR_DUPLICATE_TRANSACTION would not do for it, as some callers take
 * that as "already accepted".
 */
export const HUB88_STATUS_OF: Record<WalletResult['code'], Hub88Status> = {
  ok: 'RS_OK',
  invalid_session: 'RS_ERROR_INVALID_TOKEN',
  session_expired: 'RS_ERROR_TOKEN_EXPIRED',
  player_blocked: 'RS_ERROR_USER_DISABLED',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  rolled_back: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  already_settled: 'RS_ERROR_UNKNOWN',
  invalid_amount: 'RS_ERROR_WRONG_SYNTAX',
  invalid_request: 'RS_ERROR_UNKNOWN',
  invalid_game: 'RS_ERROR_INVALID_GAME',
  free_rounds_unavailable: 'RS_ERROR_UNKNOWN',
  bonus_max_bet: 'RS_ERROR_UNKNOWN',
  limit_reached: 'RS_ERROR_USER_DISABLED',
  reality_check: 'RS_ERROR_USER_DISABLED',
};

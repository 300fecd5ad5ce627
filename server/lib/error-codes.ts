/**
 * Every error code the API answers, with its English text. The client translates the code
 * through `error.<code>` (messages/*.json holds the same keys); the text is the fallback.
 */
export const ERROR_TEXTS = {
  // field errors (422)
  required: 'This field is required',
  invalid_type: 'This value has the wrong type',
  invalid_value: 'This value is not allowed',
  too_short: 'This value is too short',
  too_long: 'This value is too long',
  unknown_field: 'This field is not expected',
  unknown_topic: 'No such live topic',
  too_many_topics: 'Too many live topics in one stream',
  invalid_email: 'Enter a valid e-mail address',
  invalid_phone: 'Enter a valid phone number',
  invalid_code: 'The code is wrong',
  code_expired: 'The code has expired; ask for a new one',
  code_attempts_exceeded: 'Too many wrong codes; ask for a new one',
  email_taken: 'This e-mail is already registered',
  phone_taken: 'This phone number is already registered',
  invalid_credentials: 'Wrong login or password',
  wrong_password: 'The current password is wrong',
  password_mismatch: 'The passwords do not match',
  password_exists: 'The account already has a password',
  invalid_reset_token: 'The reset link is invalid or has expired',
  nothing_to_verify: 'There is nothing to confirm',
  already_verified: 'Already confirmed',
  invalid_token: 'The sign-in link is invalid or has expired',
  too_many_fields: 'Too many parameters',
  invalid_amount: 'Enter an amount with at most two decimals',
  too_big: 'This amount is too large',
  insufficient_funds: 'Not enough money on the balance',
  amount_too_small: 'The amount is below the minimum',
  amount_too_large: 'The amount is above the maximum',
  invalid_card_number: 'Enter a valid card number',
  invalid_crypto_address: 'Enter a valid wallet address',
  bet_out_of_range: "The bet is outside this game's limits",
  cell_taken: 'This cell is already open',
  rooms_stake_limit: 'Your stakes in this round would pass the limit per player',
  invalid_idempotency_key: 'Send 1 to 255 printable ASCII characters',
  idempotency_key_reused: 'This key was already used for another request',
  // request errors
  invalid_json: 'The request body is not valid JSON',
  invalid_body: 'The request body must be an object',
  unsupported_content_type: 'Send JSON or form data',
  payload_too_large: 'The request body is too large',
  unauthorized: 'Sign in to continue',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  too_many_requests: 'Too many attempts; try again later',
  captcha_required: 'Confirm that you are not a robot',
  unsupported_locale: 'This language is not supported',
  unsupported_timezone: 'This time zone is not supported',
  unknown_provider: 'This sign-in provider is not available',
  forbidden_origin: 'This site may not start a social login',
  social_login_failed: 'The social login did not complete',
  region_blocked: 'The site is not available in your region',
  idempotency_conflict: 'This operation key was already used for another operation',
  idempotency_key_in_progress: 'This request is still being processed; try again in a moment',
  transfer_not_pending: 'This operation is already settled',
  invoice_expired: 'This payment has expired; start a new one',
  invoice_not_pending: 'This payment is already completed',
  payout_not_pending: 'This withdrawal is already processed',
  debt_outstanding: 'Withdrawals are blocked until your debt from a corrected bet is paid',
  invalid_signature: 'The signature is missing or wrong',
  invalid_checkout_token: 'The payment link is invalid or has expired',
  payments_unavailable: 'Payments are temporarily unavailable',
  round_open: 'Finish the open round first',
  round_not_open: 'There is no open round to play',
  crash_unavailable: 'Crash is not running right now; try again shortly',
  crash_bet_placed: 'You already have a bet in this round',
  crash_no_bet: 'You have no bet riding in this round',
  crash_too_early: 'Cashing out opens at 1.01×',
  crash_busted: 'Too late: the round has crashed',
  crash_round_started: 'The round has started; the bet can no longer be taken back',
  rooms_bets_limit: 'You have made as many bets as a round takes from one player',
  rooms_round_full: 'This round has taken all its bets; wait for the next',
  rooms_round_closing: 'Betting in this round has just ended; bet again in a moment',
  free_spins_unsupported: 'This game has no free spins',
  casino_game_blocked: 'This game is not available in your country',
  casino_demo_unavailable: 'This game has no demo mode',
  casino_currency_unsupported: 'This game does not take your account\u2019s currency',
  aggregator_unavailable: 'The game provider is not answering; try again later',
  aggregator_not_configured: 'This game aggregator is not connected',
  reconciliation_unsupported:
    'This game aggregator publishes no transactions list to reconcile with',
  internal: 'Internal server error',
  client_closed_request: 'The request was cancelled before it was read',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** `code: text`, the spec's field-message form (§5). */
export function fieldMessage(code: ErrorCode) {
  return `${code}: ${ERROR_TEXTS[code]}`;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_TEXTS, value);
}

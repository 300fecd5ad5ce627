import { z } from 'zod';
import { CASINO_AGGREGATORS } from '@/lib/constants/casino';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';

/**
 * The canonical wallet's requests and answers. A protocol adapter (Hub88, Slotegrator GIS) checks
 * the signature, converts amounts to minor units (`lib/casino/amounts.ts`), resolves the player and
 * calls one operation; it maps the answer's `code` to its protocol's statuses. Nothing here is
 * HTTP.
 */

const externalId = z.string().min(1).max(255);

const callSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  /** The player, as the adapter resolved the protocol's user field. */
  userId: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
});

export const balanceInputSchema = callSchema.extend({ token: externalId });
export type BalanceInput = z.input<typeof balanceInputSchema>;

export const betInputSchema = callSchema.extend({
  token: externalId,
  txId: externalId,
  roundId: externalId,
  gameCode: externalId,
  /** Minor units: above zero, or zero for a free bet. */
  amount: z.number(),
  /** A free round's bet: costs nothing, whatever its amount says. */
  isFree: z.boolean().default(false),
  /**
   * The free-spin grant a free bet plays, as the aggregator names it (Hub88 `reward_uuid`, GIS
   * `freespin_id`); required with `isFree`.
   */
  freeRoundsId: externalId.optional(),
  /** The provider says the round ends with this bet (Hub88 `round_closed`, GIS `finished`). */
  roundClosed: z.boolean().default(false),
});
export type BetInput = z.input<typeof betInputSchema>;

export const winInputSchema = callSchema.extend({
  txId: externalId,
  roundId: externalId,
  /** The bet this win settles, when the protocol names it (Hub88 `reference_transaction_uuid`). */
  betTxId: externalId.optional(),
  gameCode: externalId,
  /** Minor units, zero or more; zero is a loss and closes the round. */
  amount: z.number(),
  /** A free round's win: paid to the player's bonus account. */
  isFree: z.boolean().default(false),
  /** The free-spin grant it was won on, when the protocol names it on the win. */
  freeRoundsId: externalId.optional(),
  roundClosed: z.boolean().default(false),
});
export type WinInput = z.input<typeof winInputSchema>;

export const rollbackInputSchema = callSchema.extend({
  txId: externalId,
  /** The transaction to reverse: a bet, or a win where the policy allows it. */
  betTxId: externalId,
  roundId: externalId.optional(),
});
export type RollbackInput = z.input<typeof rollbackInputSchema>;

export type RollbackPolicy = {
  /**
   * A rollback of a bet that a win already settled, or of a win: `refuse` answers
   * `already_settled` (Hub88, Evolution: only unsettled bets are rolled back); `reverse` takes the
   * wins back too and returns the stake (GIS `rollback` lists wins to cancel).
   */
  settled: 'refuse' | 'reverse';
};

export const HUB88_ROLLBACK: RollbackPolicy = { settled: 'refuse' };
export const GIS_ROLLBACK: RollbackPolicy = { settled: 'reverse' };

/** A player's money in the call's currency, minor units: real, and bonus (free-round wins). */
export type WalletBalance = { balance: number; bonus: number; currency: Currency };

export type WalletOk = WalletBalance & {
  code: 'ok';
  /** Our id of the recorded transaction (not for balance calls). */
  transactionId?: string;
};

export type WalletRefusalCode =
  | 'invalid_session'
  | 'session_expired'
  | 'player_blocked'
  | 'wrong_currency'
  | 'duplicate'
  | 'transaction_not_found'
  | 'rolled_back'
  | 'already_settled'
  | 'invalid_amount'
  | 'invalid_request'
  /** A bet on a game the catalogue does not have at this aggregator, or has off (`game.ts`). */
  | 'invalid_game'
  /** A free bet naming no grant, or one not playable: another player's, used up, expired… */
  | 'free_rounds_unavailable'
  /** Bonus money in a stake above the active bonus's maximum bet (`bonus/funding`). */
  | 'bonus_max_bet'
  /** A stake the player's loss or wager limit cannot take (issue 34). */
  | 'limit_reached'
  /** A stake after a reality check fell due, until the player answers it (issue 34). */
  | 'reality_check';

/** A refusal changes nothing. Insufficient funds carries the player's balance of the moment. */
export type WalletRefusal =
  (WalletBalance & { code: 'insufficient_funds' }) | { code: WalletRefusalCode };

export type WalletResult = WalletOk | WalletRefusal;

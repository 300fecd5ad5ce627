/**
 * The back office's Players section (issue 36): finding a player by any key staff are given,
 * the player's page, its activity and staff's notes. Research: operations-and-compliance.md §3.
 */

/**
 * What a search matched a player by: the account's number, its e-mail (the address, or another
 * address of the same mailbox), phone, a name's prefix (the profile's or the verified legal
 * one), a browser fingerprint of the registration, a device mark the account presented, or a
 * card or wallet a payout was sent to.
 */
export const PLAYER_MATCHES = [
  'id',
  'email',
  'phone',
  'name',
  'fingerprint',
  'device',
  'payment',
] as const;
export type PlayerMatch = (typeof PLAYER_MATCHES)[number];

/** Rows of a page of the search, and the most a caller may ask for. */
export const PLAYER_SEARCH_PAGE = 50;
export const PLAYER_SEARCH_MAX_PAGE = 200;

/** A name is searched by prefix from this many characters: one letter matches too many. */
export const PLAYER_NAME_MIN_CHARS = 2;

/** The player's activity: ledger movements of one account, or bets of every product. */
export const PLAYER_ACTIVITY_KINDS = ['ledger', 'bets'] as const;
export type PlayerActivityKind = (typeof PLAYER_ACTIVITY_KINDS)[number];

/** The products whose bets the activity lists, each from its own table. */
export const BET_PRODUCTS = ['games', 'crash', 'rooms', 'sports', 'casino'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** Rows of a page of the activity. */
export const PLAYER_ACTIVITY_PAGE = 50;

/** A staff note on a player: trimmed, 1 to this many characters. */
export const STAFF_NOTE_MAX_CHARS = 2000;

/** What the player's page shows of its history: notes, sign-ins, device marks. */
export const PLAYER_NOTES_SHOWN = 100;
export const PLAYER_SESSIONS_SHOWN = 10;
export const PLAYER_DEVICES_SHOWN = 20;
/** Other accounts named beside each of the player's device marks. */
export const PLAYER_DEVICE_OTHERS = 5;

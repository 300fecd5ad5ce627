import { z } from '@/lib/zod';
import { ACCOUNT_STATES } from '@/lib/constants/account-states';
import { CURRENCIES } from '@/lib/constants/currencies';
import { KYC_STATUS_VALUES } from '@/lib/constants/kyc';
import {
  BET_PRODUCTS,
  PLAYER_ACTIVITY_KINDS,
  PLAYER_MATCHES,
  PLAYER_SEARCH_MAX_PAGE,
  PLAYER_SEARCH_PAGE,
  STAFF_NOTE_MAX_CHARS,
} from '@/lib/constants/office-players';
import { STATEMENT_ACCOUNTS } from '@/lib/constants/statement';
import { VIP_TIERS } from '@/lib/constants/vip';
import { statementEntrySchema } from './billing';
import { bonusGrantSchema } from './bonus';
import { userIdQuerySchema } from './common';
import { protectionAnswerSchema } from './protection';

/**
 * The back office's Players section (issue 36), `players.read`: the search, a player's page, the
 * activity and staff's notes. Money is in major units, as the API speaks it.
 */

/** A number of rows from the query string, 1 to `max`. */
const limitSchema = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, { error: 'invalid_value' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'invalid_value' }).max(max, { error: 'invalid_value' }))
    .default(fallback);

/**
 * `GET /operator/players`: players newest first, found by `q` (an account number, `#123` too;
 * an e-mail; a phone; a name's prefix; a browser fingerprint or device mark; a card number or
 * wallet address a payout went to) and filtered by state and verified level.
 */
export const playerSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(254, { error: 'too_long' }).optional(),
  state: z.enum(ACCOUNT_STATES, { error: 'invalid_value' }).optional(),
  kyc_level: z
    .string()
    .regex(/^[0-3]$/, { error: 'invalid_value' })
    .transform(Number)
    .optional(),
  /** The cursor: players older (a lower number) than this one. */
  before: userIdQuerySchema.optional(),
  limit: limitSchema(PLAYER_SEARCH_MAX_PAGE, PLAYER_SEARCH_PAGE),
});
export type PlayerSearchQuery = z.output<typeof playerSearchQuerySchema>;

export const playerRowSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  legal_name: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  state: z.enum(ACCOUNT_STATES),
  kyc_level: z.number(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** Real money available in the profile currency (posted less held by payouts). */
  real_balance: z.number(),
  /** What `q` matched the player by; empty without `q`. */
  matched: z.array(z.enum(PLAYER_MATCHES)),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const playerSearchAnswerSchema = z.object({
  players: z.array(playerRowSchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.number().nullable(),
});
export type PlayerSearchPage = z.infer<typeof playerSearchAnswerSchema>;

/** A player's money in one currency, per ledger account. */
const balanceSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Real money available: posted less what pending payouts hold. */
  real: z.number(),
  /** Real money held by pending payouts. */
  holds: z.number(),
  bonus: z.number(),
  /** What the player owes after a reversal they could not cover (0 when nothing). */
  debt: z.number(),
});

const noteSchema = z.object({
  id: z.number(),
  body: z.string(),
  created_at: z.string(),
  staff: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type StaffNote = z.infer<typeof noteSchema>;

/** `GET /operator/players/{id}`: everything the player's page opens with. */
export const playerOverviewAnswerSchema = z.object({
  player: z.object({
    id: z.number(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    is_email_verified: z.boolean(),
    is_phone_verified: z.boolean(),
    name: z.string().nullable(),
    legal_name: z.string().nullable(),
    birth_date: z.string().nullable(),
    /** The payment region of the account (`RU`, `KZ`), when known. */
    region: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    locale: z.string().nullable(),
    timezone: z.string().nullable(),
    register_method: z.string(),
    created_at: z.string(),
    state: z.enum(ACCOUNT_STATES),
    state_reason: z.string().nullable(),
    state_changed_at: z.string().nullable(),
  }),
  balances: z.array(balanceSchema),
  kyc: z.object({
    level: z.number(),
    required_level: z.number(),
    status: z.enum(KYC_STATUS_VALUES),
  }),
  open_flags: z.number(),
  /** The player's limits, reality check and exclusion, as the player's own page reads them. */
  protection: protectionAnswerSchema,
  /** Bonuses running now (one per currency at most). */
  bonuses: z.array(bonusGrantSchema),
  vip: z.object({
    level: z.number(),
    tier: z.enum(VIP_TIERS),
    points: z.number(),
    /** The points the next level needs; null at the top. */
    next_level_points: z.number().nullable(),
    premium: z.boolean(),
  }),
  /** The latest sign-ins, newest first. */
  sessions: z.array(
    z.object({
      created_at: z.string(),
      expires_at: z.string(),
      revoked_at: z.string().nullable(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  /** Device marks the account presented, each with other accounts that presented it too. */
  devices: z.array(
    z.object({
      mark: z.string(),
      first_seen_at: z.string(),
      last_seen_at: z.string(),
      other_user_ids: z.array(z.number()),
    }),
  ),
  /** The browser fingerprints of the registration (free and paid), when sent. */
  fingerprints: z.array(z.string()),
  /** Staff's notes, newest first. */
  notes: z.array(noteSchema),
});
export type PlayerOverview = z.infer<typeof playerOverviewAnswerSchema>;

/**
 * `GET /operator/players/{id}/activity`: `ledger`, the statement of one account (real or bonus
 * money, the profile currency unless named); `bets`, the bets of every product. Newest first;
 * `before` is the previous page's `next`, an opaque cursor.
 */
export const playerActivityQuerySchema = z.strictObject({
  kind: z.enum(PLAYER_ACTIVITY_KINDS, { error: 'invalid_value' }).default('ledger'),
  account: z.enum(STATEMENT_ACCOUNTS, { error: 'invalid_value' }).default('real'),
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }).optional(),
  before: z
    .string()
    .min(1, { error: 'invalid_value' })
    .max(120, { error: 'invalid_value' })
    .optional(),
  limit: limitSchema(PLAYER_SEARCH_MAX_PAGE, PLAYER_SEARCH_PAGE),
});
export type PlayerActivityQuery = z.output<typeof playerActivityQuerySchema>;

export const playerBetSchema = z.object({
  /** The bet's id in its product (a number or a UUID). */
  id: z.string(),
  product: z.enum(BET_PRODUCTS),
  /** The game (`dice`, a casino game's code), the room, or the ticket's kind. */
  game: z.string(),
  currency: z.enum(CURRENCIES),
  stake: z.number(),
  /** What came back to the player so far (a cash-out included). */
  payout: z.number(),
  /** The product's own status (`open`, `won`, `lost`, `cashed`, `settled`, `refunded`…). */
  status: z.string(),
  created_at: z.string(),
});
export type PlayerBet = z.infer<typeof playerBetSchema>;

export const playerActivityAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ledger'),
    account: z.enum(STATEMENT_ACCOUNTS),
    currency: z.enum(CURRENCIES),
    /** The account's money now. */
    balance: z.number(),
    entries: z.array(statementEntrySchema),
    next: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('bets'),
    bets: z.array(playerBetSchema),
    next: z.string().nullable(),
  }),
]);
export type PlayerActivity = z.infer<typeof playerActivityAnswerSchema>;

/** `POST /operator/players/{id}/notes`: a note for colleagues; never edited nor deleted. */
export const staffNoteRequestSchema = z.strictObject({
  body: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(STAFF_NOTE_MAX_CHARS, { error: 'too_long' }),
});

export const staffNoteAnswerSchema = z.object({ note: noteSchema });

/** `POST /operator/players/{id}/resend-code`: a new code confirming the player's e-mail or phone. */
export const resendCodeRequestSchema = z.strictObject({
  channel: z.enum(['email', 'phone'], { error: 'invalid_value' }),
});

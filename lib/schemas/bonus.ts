import { z } from '@/lib/zod';
import { BONUS_KINDS, BONUS_WAGERING_BASES } from '@/lib/constants/bonus';
import { CURRENCIES } from '@/lib/constants/currencies';

/**
 * The bonus engine's player contracts (issue 19; spec §3 bonus-wait `{name, expires_in}`, §7 the
 * bonus-system calls). Amounts in major units of `currency`; times ISO 8601; `expires_in` in
 * whole seconds from the answer (the server's clock is the truth, cookies only display it).
 */

/** Kept in `lib/constants/bonus.ts` for pages that list them without loading zod. */
export { BONUS_KINDS };
export const BONUS_GRANT_STATES = [
  'active',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const;
export const BONUS_OFFER_SOURCES = ['promo', 'welcome_pack', 'ad', 'operator', 'deposit'] as const;

/** How much of a stake counts toward wagering, percent (25 = a quarter of the stake). */
export const bonusContributionsSchema = z
  .object({
    slots: z.number(),
    live_casino: z.number(),
    table: z.number(),
    /** In-house games and crash count by house edge: a game with this edge counts 100 %. */
    in_house_reference_edge: z.number(),
    sports: z.number(),
    /** Sports tickets count only at these total odds or higher. */
    sports_min_odds: z.number(),
    excluded_games: z.array(z.string()),
  })
  .meta({ id: 'BonusContributions' });

/**
 * The significant terms of an offer or a grant, generated from its template in one currency:
 * what the page shows wherever the offer is shown (never hidden behind a link).
 */
export const bonusTermsSchema = z
  .object({
    kind: z.enum(BONUS_KINDS),
    currency: z.string(),
    /** Deposit match percentage; 0 for other kinds. */
    percent: z.number(),
    min_deposit: z.number(),
    /** The largest bonus (a match's cap, or a fixed bonus's amount). */
    max_bonus: z.number(),
    /** The largest stake accepted while bonus money is in the stake. */
    max_bet: z.number(),
    /** The most that turns into real money; null: no cap. */
    max_conversion: z.number().nullable(),
    wagering_multiplier: z.number(),
    wagering_base: z.enum(BONUS_WAGERING_BASES),
    validity_days: z.number(),
    contributions: bonusContributionsSchema,
    free_spins: z
      .object({
        game_slug: z.string(),
        game_name: z.string(),
        rounds: z.number(),
        bet_value: z.number(),
      })
      .nullable(),
    /** The operator's further terms in prose, in the answer's language. */
    text: z.string(),
  })
  .meta({ id: 'BonusTerms' });
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** An offer a player (or a guest, on registration) can take. */
export const bonusOfferSchema = z
  .object({
    /** The template's code: the offer's stable id. */
    id: z.string(),
    source: z.enum(BONUS_OFFER_SOURCES),
    name: z.string(),
    terms: bonusTermsSchema,
    /** The promo code that gives it, when it came from one. */
    promo: z.string().nullable(),
    /** A waiting offer's end (server time); null when it does not end. */
    expires_at: z.string().nullable(),
    expires_in: z.number().nullable(),
    /** Waiting for this player's deposit (a taken promo, a welcome-pack step). */
    waiting: z.boolean(),
  })
  .meta({ id: 'BonusOffer' });
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

/** A player's bonus: the active one with its wagering, or an ended one in the history. */
export const bonusGrantSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    source: z.string(),
    status: z.enum(BONUS_GRANT_STATES),
    currency: z.string(),
    /** Bonus money granted (all credits merged into it). */
    amount: z.number(),
    /** Bonus money now (0 once it ended). */
    balance: z.number(),
    wagering_required: z.number(),
    wagered: z.number(),
    /** Still to wager: what `user.bonus` answers for the active grant of the profile's currency. */
    wagering_left: z.number(),
    /** wagered / required, 0…1 (1 when nothing is required). */
    progress: z.number(),
    converted_amount: z.number(),
    /** Returned to the operator when it ended (over the cap, expiry, forfeit, cancel). */
    returned_amount: z.number(),
    terms: bonusTermsSchema,
    reason: z.string().nullable(),
    granted_at: z.string(),
    expires_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'BonusGrant' });
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

/** `GET /bonus-system/offers` (a guest or a player): what can be taken now. */
export const bonusOffersAnswerSchema = z.object({ data: z.array(bonusOfferSchema) });

/** `GET /bonus-system/grants`: the active grants (one per currency at most), then the history. */
export const bonusGrantsAnswerSchema = z.object({
  data: z.object({ active: z.array(bonusGrantSchema), history: z.array(bonusGrantSchema) }),
});

/** `POST /bonus-system/grants/{id}/cancel` and operator grant or cancel. */
export const bonusGrantAnswerSchema = z.object({ data: bonusGrantSchema });

/**
 * `POST /bonus-system/grants/{id}/cancel`: cancelling gives up the bonus money shown; the player
 * confirms the amount they saw, and a different current amount answers 409 `amount_changed`.
 */
export const bonusCancelRequestSchema = z.object({
  confirm_amount: z.number({ error: 'required' }).nonnegative({ error: 'invalid_value' }),
});

/** `POST /bonus-system/promo`: a signed-in player takes a promo code. */
export const bonusPromoRequestSchema = z.object({
  promo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'invalid_value' }),
  /** The captcha's token for `promo`; checked when a captcha is configured. */
  captcha: z.string().max(4096).optional(),
});

/** What taking a promo did: an offer now waiting for a deposit, or a grant made at once. */
export const bonusPromoAnswerSchema = z.object({
  data: z.object({ offer: bonusOfferSchema.nullable(), grant: bonusGrantSchema.nullable() }),
});

/** Spec §3 bonus-wait data: the bonus waiting for registration and deposit, or null. */
export const bonusWaitSchema = z
  .object({ name: z.string(), expires_in: z.number() })
  .meta({ id: 'BonusWait' });

/** `GET /bonus-system/bonus-activation/waiting-reg-and-dep`. */
export const bonusWaitAnswerSchema = z.object({ data: bonusWaitSchema.nullable() });

/** One welcome-pack step; `status` is the player's (guests: `locked`). */
export const welcomePackStepSchema = z
  .object({
    step: z.number(),
    nth_deposit: z.number(),
    name: z.string(),
    terms: bonusTermsSchema,
    /** `granted`: its bonus was given; `available`: the next deposit takes it; `locked`: a later
     * deposit; `missed`: the pack's period ended first. */
    status: z.enum(['granted', 'available', 'locked', 'missed']),
    grant_id: z.number().nullable(),
  })
  .meta({ id: 'WelcomePackStep' });

/** A welcome pack; `deadline` is the player's (registration + valid days), null for guests. */
export const welcomePackSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    publicTitle: z.string(),
    valid_days: z.number(),
    steps: z.array(welcomePackStepSchema),
    deposits_made: z.number().nullable(),
    deadline: z.string().nullable(),
  })
  .meta({ id: 'WelcomePack' });
export type WelcomePack = z.infer<typeof welcomePackSchema>;

/** `GET /api/v3/welcome-pack/get-welcome-packs-guest` (spec §7: `publicTitle`); null: none. */
export const welcomePackGuestAnswerSchema = z.object({ data: welcomePackSchema.nullable() });

/** `GET /bonus-system/welcome-pack`: the player's pack and progress; null: none applies. */
export const welcomePackAnswerSchema = z.object({ data: welcomePackSchema.nullable() });

/**
 * The query of the guest-facing bonus calls: the currency a guest would open an account in
 * (a signed-in player's is the account's); RUB when absent.
 */
export const bonusGuestQuerySchema = z.object({
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }).default('RUB'),
});

/**
 * `GET /bonus-system/offers`: a guest's query, with the promo code they came with (the `promo`
 * cookie); a code that does not apply is ignored, never an error.
 */
export const bonusOffersQuerySchema = bonusGuestQuerySchema.extend({
  promo: z.string().max(200).optional().catch(undefined),
});

// zod/mini only: /bonuses, /welcome-pack and the registration's offers check these on load, and a
// classic schema here would bring all of classic zod to them (lib/zod/mini-api.ts).
import * as zm from '@/lib/zod/mini-api';
import { BONUS_KINDS, BONUS_WAGERING_BASES } from '@/lib/constants/bonus';

/**
 * The bonus engine's answers to the player (issue 19; spec §3 bonus-wait `{name, expires_in}`,
 * §7 the bonus-system calls), written with `zod/mini` (issue 41); `./bonus.ts` exports them with
 * the requests. Amounts in major units of `currency`; times ISO 8601; `expires_in` in whole
 * seconds from the answer (the server's clock is the truth, cookies only display it).
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
export const bonusContributionsSchema = zm
  .object({
    slots: zm.number(),
    live_casino: zm.number(),
    table: zm.number(),
    /** In-house games and crash count by house edge: a game with this edge counts 100 %. */
    in_house_reference_edge: zm.number(),
    sports: zm.number(),
    /** Sports tickets count only at these total odds or higher. */
    sports_min_odds: zm.number(),
    excluded_games: zm.array(zm.string()),
  })
  .register(zm.globalRegistry, { id: 'BonusContributions' });

/**
 * The significant terms of an offer or a grant, generated from its template in one currency:
 * what the page shows wherever the offer is shown (never hidden behind a link).
 */
export const bonusTermsSchema = zm
  .object({
    kind: zm.enum(BONUS_KINDS),
    currency: zm.string(),
    /** Deposit match percentage; 0 for other kinds. */
    percent: zm.number(),
    min_deposit: zm.number(),
    /** The largest bonus (a match's cap, or a fixed bonus's amount). */
    max_bonus: zm.number(),
    /** The largest stake accepted while bonus money is in the stake. */
    max_bet: zm.number(),
    /** The most that turns into real money; null: no cap. */
    max_conversion: zm.nullable(zm.number()),
    wagering_multiplier: zm.number(),
    wagering_base: zm.enum(BONUS_WAGERING_BASES),
    validity_days: zm.number(),
    contributions: bonusContributionsSchema,
    free_spins: zm.nullable(
      zm.object({
        game_slug: zm.string(),
        game_name: zm.string(),
        rounds: zm.number(),
        bet_value: zm.number(),
      }),
    ),
    /** The operator's further terms in prose, in the answer's language. */
    text: zm.string(),
  })
  .register(zm.globalRegistry, { id: 'BonusTerms' });
export type BonusTerms = zm.infer<typeof bonusTermsSchema>;

/** An offer a player (or a guest, on registration) can take. */
export const bonusOfferSchema = zm
  .object({
    /** The template's code: the offer's stable id. */
    id: zm.string(),
    source: zm.enum(BONUS_OFFER_SOURCES),
    name: zm.string(),
    terms: bonusTermsSchema,
    /** The promo code that gives it, when it came from one. */
    promo: zm.nullable(zm.string()),
    /** A waiting offer's end (server time); null when it does not end. */
    expires_at: zm.nullable(zm.string()),
    expires_in: zm.nullable(zm.number()),
    /** Waiting for this player's deposit (a taken promo, a welcome-pack step). */
    waiting: zm.boolean(),
  })
  .register(zm.globalRegistry, { id: 'BonusOffer' });
export type BonusOffer = zm.infer<typeof bonusOfferSchema>;

/** A player's bonus: the active one with its wagering, or an ended one in the history. */
export const bonusGrantSchema = zm
  .object({
    id: zm.number(),
    name: zm.string(),
    source: zm.string(),
    status: zm.enum(BONUS_GRANT_STATES),
    currency: zm.string(),
    /** Bonus money granted (all credits merged into it). */
    amount: zm.number(),
    /** Bonus money now (0 once it ended). */
    balance: zm.number(),
    wagering_required: zm.number(),
    wagered: zm.number(),
    /** Still to wager: what `user.bonus` answers for the active grant of the profile's currency. */
    wagering_left: zm.number(),
    /** wagered / required, 0…1 (1 when nothing is required). */
    progress: zm.number(),
    converted_amount: zm.number(),
    /** Returned to the operator when it ended (over the cap, expiry, forfeit, cancel). */
    returned_amount: zm.number(),
    terms: bonusTermsSchema,
    reason: zm.nullable(zm.string()),
    granted_at: zm.string(),
    expires_at: zm.string(),
    ended_at: zm.nullable(zm.string()),
  })
  .register(zm.globalRegistry, { id: 'BonusGrant' });
export type BonusGrant = zm.infer<typeof bonusGrantSchema>;

/** `GET /bonus-system/offers` (a guest or a player): what can be taken now. */
export const bonusOffersAnswerSchema = zm.object({ data: zm.array(bonusOfferSchema) });

/** `GET /bonus-system/grants`: the active grants (one per currency at most), then the history. */
export const bonusGrantsAnswerSchema = zm.object({
  data: zm.object({ active: zm.array(bonusGrantSchema), history: zm.array(bonusGrantSchema) }),
});

/** `POST /bonus-system/grants/{id}/cancel` and operator grant or cancel. */
export const bonusGrantAnswerSchema = zm.object({ data: bonusGrantSchema });

/** What taking a promo did: an offer now waiting for a deposit, or a grant made at once. */
export const bonusPromoAnswerSchema = zm.object({
  data: zm.object({ offer: zm.nullable(bonusOfferSchema), grant: zm.nullable(bonusGrantSchema) }),
});

/** Spec §3 bonus-wait data: the bonus waiting for registration and deposit, or null. */
export const bonusWaitSchema = zm
  .object({ name: zm.string(), expires_in: zm.number() })
  .register(zm.globalRegistry, { id: 'BonusWait' });

/** `GET /bonus-system/bonus-activation/waiting-reg-and-dep`. */
export const bonusWaitAnswerSchema = zm.object({ data: zm.nullable(bonusWaitSchema) });

/** One welcome-pack step; `status` is the player's (guests: `locked`). */
export const welcomePackStepSchema = zm
  .object({
    step: zm.number(),
    nth_deposit: zm.number(),
    name: zm.string(),
    terms: bonusTermsSchema,
    /** `granted`: its bonus was given; `available`: the next deposit takes it; `locked`: a later
     * deposit; `missed`: the pack's period ended first. */
    status: zm.enum(['granted', 'available', 'locked', 'missed']),
    grant_id: zm.nullable(zm.number()),
  })
  .register(zm.globalRegistry, { id: 'WelcomePackStep' });

/** A welcome pack; `deadline` is the player's (registration + valid days), null for guests. */
export const welcomePackSchema = zm
  .object({
    id: zm.number(),
    name: zm.string(),
    publicTitle: zm.string(),
    valid_days: zm.number(),
    steps: zm.array(welcomePackStepSchema),
    deposits_made: zm.nullable(zm.number()),
    deadline: zm.nullable(zm.string()),
  })
  .register(zm.globalRegistry, { id: 'WelcomePack' });
export type WelcomePack = zm.infer<typeof welcomePackSchema>;

/** `GET /api/v3/welcome-pack/get-welcome-packs-guest` (spec §7: `publicTitle`); null: none. */
export const welcomePackGuestAnswerSchema = zm.object({ data: zm.nullable(welcomePackSchema) });

/** `GET /bonus-system/welcome-pack`: the player's pack and progress; null: none applies. */
export const welcomePackAnswerSchema = zm.object({ data: zm.nullable(welcomePackSchema) });

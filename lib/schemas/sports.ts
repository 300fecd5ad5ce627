import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { MAX_EXPRESS_LEGS } from '@/lib/constants/sports';
import { amountSchema } from '@/lib/money/amount';
import { EVENT_STATUSES } from '@/lib/sports/feed-messages';
import { betKeySchema } from './games';

/**
 * The sportsbook's requests and answers (`/sports/…`) and the shapes of its stream events.
 * Money is major units; odds are decimal text (`"1.85"`, exact: parsed into ×10,000 integers
 * on the server); names of teams and leagues come in all three languages, as the feed gives
 * them; market and outcome names are the browser's to render from `type_id` and `specifiers`
 * (messages `SportsMarkets`). Times are ISO strings.
 */

export const localNameSchema = z.object({ ru: z.string(), en: z.string(), kz: z.string() });

/** The market statuses a player sees (UOF 1, -1, 0, -2, -3, -4 by name). */
export const marketStatusNameSchema = z.enum([
  'active',
  'suspended',
  'deactivated',
  'handed_over',
  'settled',
  'cancelled',
]);
export type MarketStatusName = z.infer<typeof marketStatusNameSchema>;

export const oddsTextSchema = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, { error: 'invalid_value' });

export const sportOutcomeSchema = z.object({
  id: z.string(),
  odds: z.string().nullable(),
  active: z.boolean(),
});

export const sportMarketSchema = z
  .object({
    /** `<event>/<type>/<spec key>`: the market's id on the wire. */
    key: z.string(),
    type_id: z.number(),
    spec_key: z.string(),
    specifiers: z.record(z.string(), z.string()),
    status: marketStatusNameSchema,
    /** Grows with every visible change; the slip sends the version it showed. */
    version: z.number(),
    outcomes: z.array(sportOutcomeSchema),
  })
  .meta({ id: 'SportMarket' });
export type SportMarketView = z.infer<typeof sportMarketSchema>;

export const sportEventStatusSchema = z.enum(EVENT_STATUSES);

export const sportEventSchema = z
  .object({
    id: z.string(),
    sport: z.string(),
    tournament: z.object({ id: z.string(), name: localNameSchema }),
    category: z.object({ id: z.string(), name: localNameSchema }),
    home: localNameSchema,
    away: localNameSchema,
    scheduled_at: z.string(),
    status: sportEventStatusSchema,
    live: z.boolean(),
    score: z.object({ home: z.number(), away: z.number() }).nullable(),
    clock: z.object({ minute: z.number(), period: z.string() }).nullable(),
    period_scores: z.array(z.object({ home: z.number(), away: z.number() })),
    /** Open markets (active or suspended). */
    markets_count: z.number(),
    /** The main market (1X2, or the winner where a draw cannot happen), when open. */
    main_market: sportMarketSchema.nullable(),
    /** SHA-256 of the simulated match's seed; the seed once the match is over. */
    seed_hash: z.string().nullable(),
    seed: z.string().nullable(),
  })
  .meta({ id: 'SportEvent' });
export type SportEventView = z.infer<typeof sportEventSchema>;

/** `GET /sports/tree`: sports → categories → tournaments with live and pre-match counts. */
export const sportsTreeAnswerSchema = z
  .object({
    sports: z.array(
      z.object({
        id: z.string(),
        slug: z.string(),
        name: localNameSchema,
        live: z.number(),
        prematch: z.number(),
        categories: z.array(
          z.object({
            id: z.string(),
            name: localNameSchema,
            tournaments: z.array(
              z.object({
                id: z.string(),
                name: localNameSchema,
                live: z.number(),
                prematch: z.number(),
              }),
            ),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SportsTree' });
export type SportsTree = z.infer<typeof sportsTreeAnswerSchema>;

/** `GET /sports/events`: open events, by sport slug or tournament, live or pre-match. */
export const sportEventsQuerySchema = z.object({
  sport: z.string().max(64).optional(),
  tournament: z.string().max(128).optional(),
  live: z.enum(['1', '0']).optional(),
});
export const sportEventsAnswerSchema = z
  .object({ events: z.array(sportEventSchema) })
  .meta({ id: 'SportEvents' });

/** `GET /sports/events/{id}`: the event with every open market. */
export const sportEventDetailAnswerSchema = z
  .object({ event: sportEventSchema, markets: z.array(sportMarketSchema) })
  .meta({ id: 'SportEventDetail' });
export type SportEventDetail = z.infer<typeof sportEventDetailAnswerSchema>;

export const betKindSchema = z.enum(['single', 'express', 'system']);
export const oddsPolicySchema = z.enum(['none', 'higher', 'any']);

/** A selection as the slip sends it: the outcome, the odds and the market version shown. */
export const slipLegSchema = z.strictObject({
  event_id: z.string().min(1).max(128),
  type_id: z.number().int().min(1).max(1_000_000),
  spec_key: z.string().max(256),
  outcome_id: z.string().min(1).max(128),
  odds: oddsTextSchema,
  version: z.number().int().nonnegative().optional(),
  banker: z.boolean().optional(),
});

/** `POST /sports/tickets`: one bet; the slip posts one per single. */
export const placeTicketRequestSchema = z.strictObject({
  key: betKeySchema,
  kind: betKindSchema,
  system_size: z.number().int().min(2).max(15).optional(),
  stake: amountSchema,
  odds_policy: oddsPolicySchema.default('none'),
  legs: z
    .array(slipLegSchema)
    .min(1, { error: 'required' })
    .max(MAX_EXPRESS_LEGS, { error: 'too_many_legs' }),
});
export type PlaceTicketRequest = z.output<typeof placeTicketRequestSchema>;
export type PlaceTicketInput = z.input<typeof placeTicketRequestSchema>;

/** `POST /sports/slip`: what the slip would place, checked without placing. */
export const slipCheckRequestSchema = placeTicketRequestSchema
  .omit({ key: true, stake: true })
  .extend({ stake: amountSchema.optional() });

export const legGradeSchema = z.enum(['win', 'lose', 'void', 'half_win', 'half_lose', 'dead_heat']);

/** Why a leg cannot be taken as sent. */
export const legProblemSchema = z.enum([
  'odds_changed',
  'suspended',
  'removed',
  'event_started',
  'related',
]);

export const slipCheckAnswerSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    legs: z.array(
      z.object({
        idx: z.number(),
        odds: z.string().nullable(),
        version: z.number().nullable(),
        status: marketStatusNameSchema.nullable(),
        problem: legProblemSchema.nullable(),
      }),
    ),
    lines: z.number(),
    total_odds: z.string().nullable(),
    potential_win: z.number().nullable(),
    min_stake: z.number(),
    /** The largest stake within both the stake limit and the payout limit. */
    max_stake: z.number(),
    max_payout: z.number(),
    live_delay_ms: z.number(),
  })
  .meta({ id: 'SlipCheck' });
export type SlipCheck = z.infer<typeof slipCheckAnswerSchema>;

export const ticketStatusSchema = z.enum(['pending', 'open', 'rejected', 'settled', 'cashed_out']);

export const ticketLegSchema = z.object({
  idx: z.number(),
  event_id: z.string(),
  event: z.object({
    sport: z.string(),
    home: localNameSchema,
    away: localNameSchema,
    scheduled_at: z.string(),
    status: sportEventStatusSchema,
    score: z.object({ home: z.number(), away: z.number() }).nullable(),
  }),
  type_id: z.number(),
  spec_key: z.string(),
  specifiers: z.record(z.string(), z.string()),
  outcome_id: z.string(),
  odds_requested: z.string(),
  odds: z.string(),
  banker: z.boolean(),
  market_status: marketStatusNameSchema.nullable(),
  /** The leg's settlement and the effective odds it pays at (e = v + (1 − v)·r·d·o). */
  settlement: z
    .object({
      grade: legGradeSchema,
      result: z.number(),
      void_factor: z.string().nullable(),
      dead_heat_factor: z.string().nullable(),
      effective_odds: z.string(),
    })
    .nullable(),
});

export const ticketSchema = z
  .object({
    id: z.string(),
    kind: betKindSchema,
    system_size: z.number().nullable(),
    lines: z.number(),
    status: ticketStatusSchema,
    currency: z.enum(CURRENCIES),
    stake: z.number(),
    open_stake: z.number(),
    odds_policy: oddsPolicySchema,
    live: z.boolean(),
    total_odds: z.string(),
    potential_win: z.number(),
    payout: z.number(),
    cashed_out: z.number(),
    /** won: paid more than the stake; returned: the stake back; partial: less; lost: nothing. */
    grade: z.enum(['won', 'lost', 'returned', 'partial']).nullable(),
    reject_code: z.string().nullable(),
    placed_at: z.string(),
    accept_after: z.string().nullable(),
    accepted_at: z.string().nullable(),
    settled_at: z.string().nullable(),
    /** Settlements and reversals so far (a rollback shows as a new version). */
    version: z.number(),
    legs: z.array(ticketLegSchema),
  })
  .meta({ id: 'SportTicket' });
export type TicketView = z.infer<typeof ticketSchema>;

/** The answer of a placement: the ticket (pending through a live delay) and the balance after. */
export const placeTicketAnswerSchema = z
  .object({ ticket: ticketSchema, balance: z.number() })
  .meta({ id: 'PlacedTicket' });

/** `GET /sports/tickets`: the player's tickets, newest first. */
export const ticketsQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'cashed_out', 'all']).optional(),
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const ticketsAnswerSchema = z
  .object({ tickets: z.array(ticketSchema), next: z.string().nullable() })
  .meta({ id: 'SportTickets' });

/** `POST /sports/tickets/{id}/cashout-quote`: an offer for all or part of the open stake. */
export const cashoutQuoteRequestSchema = z.strictObject({
  /** The share of the open stake to sell, 1–100 %; all when absent. */
  percent: z.number().int().min(1).max(100).optional(),
});
export const cashoutQuoteAnswerSchema = z
  .object({
    quote_id: z.string(),
    ticket_id: z.string(),
    percent: z.number(),
    stake: z.number(),
    offer: z.number(),
    expires_at: z.string(),
  })
  .meta({ id: 'CashoutQuote' });
export type CashoutQuote = z.infer<typeof cashoutQuoteAnswerSchema>;

/** `POST /sports/tickets/{id}/cashout`: accept a quote; paid only if the offer still holds. */
export const cashoutRequestSchema = z.strictObject({
  quote_id: z.uuid({ error: 'invalid_value' }),
});
export const cashoutAnswerSchema = z
  .object({ ticket: ticketSchema, paid: z.number(), balance: z.number() })
  .meta({ id: 'Cashout' });

/** Stream events on `sports:live` and `sports:event:<id>`. */
export const sportsStreamEvents = {
  /**
   * A topic's state when a stream opens (the events of `sports:live`, or one event's detail);
   * null for an event the line does not know (the stream stays open rather than reconnect).
   */
  snapshot: z.union([sportEventsAnswerSchema, sportEventDetailAnswerSchema]).nullable(),
  /** Changed markets, conflated: each replaces the market of the same key if its version is newer. */
  markets: z.object({ event_id: z.string(), markets: z.array(sportMarketSchema) }),
  /** The event's status, score or clock changed. */
  event: sportEventSchema,
  /** Markets that are gone (deactivated, settled, cancelled). */
  removed: z.object({ event_id: z.string(), keys: z.array(z.string()) }),
};

// --- Operator: manual market actions (`POST /operator/sports/markets/…`, audited) ---

/** The market an operator acts on, and why (written to `sport_audit`). */
export const operatorMarketRequestSchema = z.strictObject({
  event_id: z.string().min(1).max(128),
  type_id: z.number().int().min(1).max(1_000_000),
  spec_key: z.string().max(256),
  reason: z.string().trim().min(1).max(500),
});

/** `POST /operator/sports/markets/settle`: results per outcome, settled as a confirmed (certainty 2) settlement. */
export const operatorMarketSettleRequestSchema = operatorMarketRequestSchema.extend({
  outcomes: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(128),
        result: z.union([z.literal(0), z.literal(1)]),
        void_factor: z.union([z.literal(0.5), z.literal(1)]).optional(),
        dead_heat_factor: z
          .string()
          .regex(/^(0\.\d{1,4}|1(\.0{1,4})?)$/, { error: 'invalid_value' })
          .optional(),
      }),
    )
    .min(1, { error: 'required' })
    .max(128),
});

/** The market after an operator's action: its effective status, and the tickets settled again. */
export const operatorMarketAnswerSchema = z
  .object({
    key: z.string(),
    status: marketStatusNameSchema,
    held_by_operator: z.boolean(),
    version: z.number(),
    tickets_settled: z.number(),
  })
  .meta({ id: 'OperatorSportMarket' });
export type OperatorMarketAnswer = z.infer<typeof operatorMarketAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Operator: betting limits, an event's tickets and the house's exposure (`/operator/sports/…`).
// Money in major units like the rest of this file.
// ---------------------------------------------------------------------------------------------

/** One row of limits: a currency and a sport (`*` = every sport without its own row). */
export const sportLimitRowSchema = z
  .strictObject({
    currency: z.enum(CURRENCIES),
    sport_id: z.string().min(1).max(128),
    min_stake: amountSchema,
    max_stake: amountSchema,
    max_payout: amountSchema,
    live_delay_ms: z.number().int().min(0).max(60_000),
    /** The cash-out margin ×10,000 (500 = 5 %). */
    cashout_margin_e4: z.number().int().min(0).max(5_000),
  })
  .refine((row) => row.min_stake <= row.max_stake, {
    error: 'invalid_value',
    path: ['max_stake'],
  });

/** `PUT /operator/sports/limits`: rows to write (each replaces its currency and sport). */
export const operatorSportLimitsRequestSchema = z.strictObject({
  limits: z.array(sportLimitRowSchema).min(1, { error: 'required' }).max(100),
});

const sportLimitAnswerRowSchema = z.object({
  currency: z.enum(CURRENCIES),
  sport_id: z.string(),
  min_stake: z.number(),
  max_stake: z.number(),
  max_payout: z.number(),
  live_delay_ms: z.number(),
  cashout_margin_e4: z.number(),
});

/** `GET /operator/sports/limits`: the rows set, and the defaults that apply without one. */
export const operatorSportLimitsAnswerSchema = z
  .object({
    limits: z.array(sportLimitAnswerRowSchema),
    defaults: z.array(sportLimitAnswerRowSchema),
  })
  .meta({ id: 'OperatorSportLimits' });

/** `GET /operator/sports/events/{id}/tickets`: every ticket with a leg on the event. */
export const operatorEventTicketsAnswerSchema = z
  .object({ tickets: z.array(ticketSchema.extend({ user_id: z.number() })) })
  .meta({ id: 'OperatorEventTickets' });

/**
 * `GET /operator/sports/events/{id}/exposure`: per market and outcome and per currency, the
 * tickets riding on it (pending and open), their open stakes, and the house's liability if it
 * wins: what those tickets would pay with every leg won, less their open stakes.
 */
export const operatorEventExposureAnswerSchema = z
  .object({
    event_id: z.string(),
    markets: z.array(
      z.object({
        type_id: z.number(),
        spec_key: z.string(),
        status: marketStatusNameSchema.nullable(),
        outcomes: z.array(
          z.object({
            outcome_id: z.string(),
            odds: z.string().nullable(),
            exposure: z.array(
              z.object({
                currency: z.enum(CURRENCIES),
                tickets: z.number(),
                stake: z.number(),
                liability: z.number(),
              }),
            ),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'OperatorEventExposure' });

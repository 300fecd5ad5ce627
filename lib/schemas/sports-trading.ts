import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { TRADING_EVENTS_MAX_PAGE, TRADING_EVENTS_PAGE } from '@/lib/constants/sports-trading';
import { approvalHeldAnswerSchema } from './approvals';
import {
  localNameSchema,
  marketStatusNameSchema,
  operatorMarketAnswerSchema,
  sportEventStatusSchema,
} from './sports';

/**
 * The back office's Sportsbook trading section (issue 36), `sports.trade`: the events to trade
 * with what rides on them, an event's markets with their exposure, the feed's health. Money in
 * major units, odds as decimal text, like the rest of the sportsbook's contract.
 */

/** `GET /operator/sports/events`: live events, or upcoming ones, by kick-off. */
export const tradingEventsQuerySchema = z.strictObject({
  /** `live`: playing now; `upcoming`: not started, kicking off later (the line's pre-match). */
  status: z.enum(['live', 'upcoming'], { error: 'invalid_value' }).default('live'),
  /** A sport's slug (`football`). */
  sport: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'invalid_value' })
    .optional(),
  /** Part of a team's or tournament's name in any language, or an event's id. */
  q: z.string().trim().max(100, { error: 'too_long' }).optional(),
  /** The cursor: the `next` of the previous page (the id of its last event). */
  before: z.string().min(1).max(128, { error: 'too_long' }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'invalid_value' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'invalid_value' })
        .max(TRADING_EVENTS_MAX_PAGE, { error: 'invalid_value' }),
    )
    .default(TRADING_EVENTS_PAGE),
});
export type TradingEventsQuery = z.output<typeof tradingEventsQuerySchema>;

/** What still rides on an event in one currency (tickets pending or open). */
const eventExposureSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Tickets with a leg on the event. */
  tickets: z.number(),
  /** Their open stakes. */
  stake: z.number(),
  /** The largest liability of any one outcome of the event (`…/exposure`'s worst outcome). */
  max_liability: z.number(),
});

export const tradingEventSchema = z
  .object({
    id: z.string(),
    sport: z.object({ id: z.string(), slug: z.string(), name: localNameSchema }),
    category: z.object({ id: z.string(), name: localNameSchema }),
    tournament: z.object({ id: z.string(), name: localNameSchema }),
    home: localNameSchema,
    away: localNameSchema,
    scheduled_at: z.string(),
    status: sportEventStatusSchema,
    live: z.boolean(),
    /** Once the match has begun. */
    score: z.object({ home: z.number(), away: z.number() }).nullable(),
    clock: z.object({ minute: z.number(), period: z.string() }).nullable(),
    /** Markets on the line (active, suspended or handed over). */
    markets: z.number(),
    /** Of those, suspended for players: by the feed, its producer being down, or a hold. */
    suspended: z.number(),
    /** Of those, held by an operator. */
    held: z.number(),
    /** Tickets pending or open with a leg on the event, every currency. */
    tickets: z.number(),
    exposure: z.array(eventExposureSchema),
  })
  .meta({ id: 'TradingEvent' });
export type TradingEvent = z.infer<typeof tradingEventSchema>;

export const tradingEventsAnswerSchema = z
  .object({
    events: z.array(tradingEventSchema),
    /** Pass as `before` for the next page; null on the last. */
    next: z.string().nullable(),
  })
  .meta({ id: 'TradingEvents' });
export type TradingEventsPage = z.infer<typeof tradingEventsAnswerSchema>;

/** Open stakes and liability on one outcome in one currency (as `…/exposure` counts them). */
const outcomeExposureSchema = z.object({
  currency: z.enum(CURRENCIES),
  tickets: z.number(),
  stake: z.number(),
  liability: z.number(),
});

export const tradingMarketSchema = z
  .object({
    key: z.string(),
    type_id: z.number(),
    spec_key: z.string(),
    specifiers: z.record(z.string(), z.string()),
    /** What players see: the feed's status, suspended while held or its producer is down. */
    status: marketStatusNameSchema,
    /** The feed's own status. */
    feed_status: marketStatusNameSchema,
    held_by_operator: z.boolean(),
    producer: z.number(),
    producer_up: z.boolean(),
    version: z.number(),
    /** `provisional`: the live producer's result; `confirmed`: the final one (or an operator's). */
    settlement: z.enum(['none', 'provisional', 'confirmed', 'cancelled']),
    outcomes: z.array(
      z.object({
        id: z.string(),
        odds: z.string().nullable(),
        active: z.boolean(),
        /** 1 won, 0 lost; null before a settlement. */
        result: z.number().nullable(),
        void_factor: z.string().nullable(),
        dead_heat_factor: z.string().nullable(),
        exposure: z.array(outcomeExposureSchema),
      }),
    ),
  })
  .meta({ id: 'TradingMarket' });
export type TradingMarket = z.infer<typeof tradingMarketSchema>;

/** `GET /operator/sports/events/{id}/markets`: the event and every market it has. */
export const tradingEventMarketsAnswerSchema = z
  .object({ event: tradingEventSchema, markets: z.array(tradingMarketSchema) })
  .meta({ id: 'TradingEventMarkets' });
export type TradingEventMarkets = z.infer<typeof tradingEventMarketsAnswerSchema>;

/** `GET /operator/sports/feed`: each producer's health. */
export const feedHealthAnswerSchema = z
  .object({
    as_of: z.string(),
    /** The window `messages` counts, seconds. */
    window_s: z.number(),
    producers: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        up: z.boolean(),
        down_reason: z.string().nullable(),
        last_alive_at: z.string().nullable(),
        /** Seconds since the last alive; null when never heard from. */
        alive_age_s: z.number().nullable(),
        /** The feed time of the last message processed. */
        last_message_at: z.string().nullable(),
        /** Seconds between now and that feed time. */
        lag_s: z.number().nullable(),
        /** Down, with a recovery asked for and not yet complete. */
        recovering: z.boolean(),
        /** Messages received in the window. */
        messages: z.number(),
        /** More arrived than the scan reads: `messages` is a lower bound. */
        messages_capped: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'SportsFeedHealth' });
export type FeedHealth = z.infer<typeof feedHealthAnswerSchema>;

/**
 * `POST /operator/sports/markets/settle` as the office reads it: 200 the market, or 202 the
 * approval that holds the settlement for a second member of staff.
 */
export const tradingSettleAnswerSchema = z.union([
  approvalHeldAnswerSchema,
  operatorMarketAnswerSchema,
]);

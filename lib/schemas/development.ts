import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS } from '@/lib/constants/casino';
import { CURRENCIES } from '@/lib/constants/currencies';
import { SIM_SCENARIOS } from '@/lib/constants/sports';
import { freeSpinSchema } from './free-spins';
import { emailSchema } from './auth';
import { createStaffRequestSchema, staffAccountSchema } from './staff';

/**
 * Calls of the development tools (served with DEV_TOOLS only): the outbox of sent messages and
 * the casino conformance suite's players.
 */

/** `GET /api/dev/outbox?to=&limit=`: one address (e-mail or `+phone`), the newest `limit`. */
export const devOutboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** An e-mail or SMS as the outbox keeps it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

/** `GET /api/dev/outbox`: newest first. */
export const devOutboxAnswerSchema = z.object({ data: z.array(outboxMessageSchema) });

/**
 * `POST /api/dev/casino/players`: a player for the casino conformance suite (`npm run
 * casino:conformance`), funded with `funds` minor units of test money, with a current real game
 * session at `aggregator`.
 */
export const devCasinoPlayerRequestSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  currency: z.enum(CURRENCIES).default('RUB'),
  funds: z.number().int().min(0).max(1_000_000_000),
});

/** The player as the aggregator names it, and the session's token. */
export const devCasinoPlayerAnswerSchema = z.object({
  user_id: z.number(),
  player_id: z.string(),
  currency: z.enum(CURRENCIES),
  token: z.string(),
});

/** `POST /api/dev/casino/players/{id}/session`: a new session, superseding the current one. */
export const devCasinoSessionRequestSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  currency: z.enum(CURRENCIES).default('RUB'),
});

export const devCasinoSessionAnswerSchema = z.object({ token: z.string() });

/** `POST /api/dev/casino/players/{id}/block`: the player is blocked (casino bets refused). */
export const devCasinoBlockAnswerSchema = z.object({ blocked: z.literal(true) });

/**
 * `POST /api/dev/casino/players/{id}/free-rounds`: free rounds for a conformance player on the
 * suite's game at `aggregator` (told to the sandbox provider when it is the sandbox's), from now
 * for a day, or with `expired` a grant whose dates are already past. `bet_value` in minor units.
 */
export const devCasinoFreeRoundsRequestSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  rounds: z.number().int().min(1).max(1000),
  bet_value: z.number().int().min(1).max(100_000_000).default(100),
  expired: z.boolean().default(false),
});

/** The grant's id (for the cancel route) and the reference its free bets name. */
export const devCasinoFreeRoundsAnswerSchema = z.object({ id: z.number(), ref: z.string() });

/** `POST /api/dev/casino/free-rounds/{id}/cancel`: the conformance grant after its cancel. */
export const devCasinoFreeRoundsCancelAnswerSchema = freeSpinSchema;

/**
 * `POST /api/dev/sports/feed`: the simulated feed's controls. `speed` sets simulated ms per real
 * ms (0 stops the clock); `scenario` forces one now, on `event_id` or a match it picks.
 */
export const devSportsFeedRequestSchema = z.strictObject({
  speed: z.number().min(0).max(10_000).optional(),
  scenario: z.enum(SIM_SCENARIOS).optional(),
  event_id: z.string().min(1).max(128).optional(),
});

export const devSportsFeedAnswerSchema = z.object({
  driving: z.boolean(),
  speed: z.number().nullable(),
  live: z.array(z.string()),
  upcoming: z.number(),
  scenario: z.object({ applied: z.boolean(), event_id: z.string().nullable() }).nullable(),
});

/**
 * `POST /api/dev/staff`: a staff account for a test harness (the e2e's first admin), as
 * `npm run staff:create` makes one but without the second factor: its first sign-in enrols it.
 */
export const devStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: createStaffRequestSchema.shape.name.optional(),
  role: createStaffRequestSchema.shape.role.default('admin'),
});

/** The account and its generated password, shown this once. */
export const devStaffAnswerSchema = z.object({
  data: staffAccountSchema,
  password: z.string(),
});

/** `POST /api/dev/protection/travel`: moves a player's protection clock forward (issue 34). */
export const devTravelRequestSchema = z.strictObject({
  email: emailSchema,
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366 * 5),
});
export const devTravelAnswerSchema = z.object({ user_id: z.number(), hours: z.number() });

/** `POST /api/dev/gamstop`: the person, as GAMSTOP's API (v2) takes it. */
export const devGamstopRequestSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  email: z.string().min(3),
  postcode: z.string().min(1),
  mobile: z.string().optional(),
});

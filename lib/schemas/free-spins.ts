import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { amountSchema } from '@/lib/money/amount';
import { userIdQuerySchema, userIdSchema } from './common';
import { isoDate } from './operator';

/**
 * Free spins (spec §3 "Free spin: game.id, expiration_at"; §4 "active while its expiration is in
 * the future"; §7 the three calls). Amounts in major units.
 */

export const FREE_SPIN_STATES = ['active', 'completed', 'cancelled', 'expired'] as const;

export const freeSpinSchema = z
  .object({
    id: z.number(),
    game: z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      provider: z.string(),
      /** The catalogue's image, a path on the API; null while the game has none. */
      image: z.string().nullable(),
      kind: z.enum(['slot', 'live', 'table']),
    }),
    rounds: z.number(),
    rounds_left: z.number(),
    /** The total bet of one free round. */
    bet_value: z.number(),
    currency: z.string(),
    /** Won so far; it went to the bonus balance. */
    total_win: z.number(),
    /** `expired`: active once, its expiration passed with rounds left. */
    status: z.enum(FREE_SPIN_STATES),
    /** Rounds can be played now: active, started and not expired (spec §4). */
    is_active: z.boolean(),
    starts_at: z.string(),
    expiration_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'FreeSpin' });
export type FreeSpin = z.infer<typeof freeSpinSchema>;

/** `GET /profile/freeSpins`: the player's grants, playable ones first, then newest first. */
export const freeSpinsAnswerSchema = z.object({ data: z.array(freeSpinSchema) });

/** `GET /api/freeSpinsCampaigns/{id}` and `PUT /api/v2/freeSpinsCampaigns/cancel/{id}`. */
export const freeSpinAnswerSchema = z.object({ data: freeSpinSchema });

/** `POST /operator/casino/free-spins`: grant free spins on a game to a player. */
export const freeSpinGrantRequestSchema = z
  .object({
    /** The operator's key of this grant: the same key again answers the first grant. */
    key: z
      .string({ error: 'required' })
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, { error: 'invalid_value' }),
    user_id: userIdSchema,
    /** The catalogue slug of a game with free spins. */
    game: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120),
    rounds: z
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(1000, { error: 'invalid_value' }),
    bet_value: amountSchema,
    currency: z.enum(CURRENCIES, { error: 'invalid_value' }),
    /** Default: now. */
    starts_at: isoDate.optional(),
    expiration_at: isoDate,
  })
  .refine(({ starts_at, expiration_at }) => !starts_at || starts_at < expiration_at, {
    error: 'invalid_value',
    path: ['expiration_at'],
  });
export type FreeSpinGrantRequest = z.output<typeof freeSpinGrantRequestSchema>;

/** `GET /operator/casino/free-spins?user_id=`. */
export const operatorFreeSpinsQuerySchema = z.object({
  user_id: userIdQuerySchema,
});

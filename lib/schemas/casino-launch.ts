import { z } from '@/lib/zod';
import { SANDBOX_RGS_FAULTS, SANDBOX_RGS_PROTOCOLS } from '@/lib/constants/sandbox-rgs';

/**
 * `POST /casino/launch` (real money, signed in) and `POST /casino/launch/demo` (anyone): open a
 * catalogue game; the answer's URL goes into the page's iframe.
 */
export const casinoLaunchRequestSchema = z.object({
  /** The catalogue slug (the route's `{slots}`). */
  game: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, {
    error: 'invalid_value',
  }),
  platform: z.enum(['desktop', 'mobile'], { error: 'invalid_value' }).default('desktop'),
  /** Development tools only: the sandbox provider's wallet protocol. */
  protocol: z.enum(SANDBOX_RGS_PROTOCOLS, { error: 'invalid_value' }).optional(),
  /** Development tools only: a fault the sandbox provider injects in this launch. */
  fault: z.enum(SANDBOX_RGS_FAULTS, { error: 'invalid_value' }).optional(),
});
export type CasinoLaunchRequest = z.output<typeof casinoLaunchRequestSchema>;

export const casinoLaunchAnswerSchema = z.object({
  /** The game's address, for the iframe. */
  url: z.string(),
  mode: z.enum(['real', 'demo']),
  /** The currency it plays in: the player's (RUB for demo play without one). */
  currency: z.string(),
});
export type CasinoLaunchAnswer = z.infer<typeof casinoLaunchAnswerSchema>;

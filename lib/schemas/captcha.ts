import { z } from '@/lib/zod';

/**
 * reCAPTCHA's `siteverify` (developers.google.com/recaptcha/docs/verify): the request, as a form,
 * and the answer, where v3 adds the score and the action the page asked the token for. The
 * sandbox's stand-in (`/api/dev/recaptcha`) takes and answers the same.
 */
export const siteverifyRequestSchema = z.object({
  secret: z.string().max(200).optional(),
  response: z.string().max(4096).optional(),
  remoteip: z.string().max(64).optional(),
});

export const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type SiteverifyAnswer = z.infer<typeof siteverifyAnswerSchema>;

/**
 * `POST /api/dev/recaptcha/token`: what the stand-in's script asks for when a page executes an
 * action: the site key, the action and, to play a robot, the score to give.
 */
export const sandboxCaptchaTokenRequestSchema = z.strictObject({
  sitekey: z.string().max(200),
  action: z.string().regex(/^[A-Za-z0-9_/]{1,100}$/, { error: 'invalid_value' }),
  score: z.number().min(0).max(1).optional(),
});
export const sandboxCaptchaTokenAnswerSchema = z.object({ token: z.string() });

import { z } from '@/lib/zod';

/** Building blocks shared by the contracts of several areas. */

/** `{success: true}`: what an action with nothing else to say answers (spec §7). */
export const successAnswerSchema = z.object({ success: z.boolean() }).meta({ id: 'Success' });

/** Any JSON answer may carry a single sign-on link: every page checks it (./every-page.ts). */
export { ssoFieldSchema } from './every-page';

/** A positive whole number from the query string (`?page=2`), up to six digits. */
export const pageNumberSchema = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number);

/**
 * The `Idempotency-Key` header of an operation that moves money or creates a record: 1–255
 * printable ASCII characters, chosen by the client per submit (a UUID does).
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, { error: 'invalid_idempotency_key' })
  .meta({
    description:
      'A key the client chooses per submit (1\u2013255 printable ASCII, e.g. a UUID). A retry with the same key and body within 24 h answers the first answer again, with `Idempotent-Replayed: true`; the same key with another body is a 422 on `Idempotency-Key`; while the first request runs, a 409 `idempotency_key_in_progress` with `Retry-After`.',
  });

/** The largest value of a PostgreSQL `integer`, the type of every player id. */
const MAX_USER_ID = 2_147_483_647;

/**
 * A player's id in a body (`user_id`): a whole number from 1 to the largest `integer`, so an id
 * no row can have is a 422 on the field, never a database error. Missing is `required`, another
 * type `invalid_type`, anything else `invalid_value`.
 */
export const userIdSchema = z
  .number()
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(MAX_USER_ID, { error: 'invalid_value' });

/** A player's id in a query string (`?user_id=42`), bounded as `userIdSchema`. */
export const userIdQuerySchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(userIdSchema);

/** `<time to the microsecond, UTC>~<uuid>`: where a page of a (time, id) list ends. */
const TIME_CURSOR =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{6}Z~[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** A real instant after 1970 (2026-02-30 would be read as a day in March). */
function isRealInstant(cursor: string) {
  const seconds = TIME_CURSOR.exec(cursor)?.[1];
  if (!seconds) return false;
  const at = new Date(`${seconds}Z`);
  return at.getTime() >= 0 && at.toISOString().slice(0, 19) === seconds;
}

/**
 * The cursor of a list ordered newest first by a time and a UUID (deposits, payouts), as the
 * previous page's `next` gives it: the last row's time to the microsecond and id. Opaque to
 * clients; anything else is a 422 `invalid_value`.
 */
export const timeCursorSchema = z
  .string()
  .max(80, { error: 'invalid_value' })
  .refine(isRealInstant, { error: 'invalid_value' });

/** How many rows a page of an office list holds (`?limit=`), 1 to 200, 50 by default. */
export const officeLimitSchema = z
  .string()
  .regex(/^\d{1,3}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'invalid_value' }).max(200, { error: 'invalid_value' }));

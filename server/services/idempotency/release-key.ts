import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { idempotencyKeys } from '@/server/db/schema';
import { matching, type IdempotencyKeyRef } from './key-ref';

/**
 * Gives up the claim on `ref` after a failure that stored nothing (a 5xx, a rate limit, a client
 * that left), so a retry with the key runs the operation again.
 */
export async function releaseIdempotencyKey(ctx: Pick<AppContext, 'db'>, ref: IdempotencyKeyRef) {
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(...matching(ref), eq(idempotencyKeys.state, 'in_progress')));
}

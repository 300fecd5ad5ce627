import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { idempotencyKeys } from '@/server/db/schema';
import { matching, type IdempotencyKeyRef } from './key-ref';

/** Keeps the answer of the request that claimed `ref`, for its retries to replay. */
export async function storeIdempotentAnswer(
  ctx: Pick<AppContext, 'db'>,
  ref: IdempotencyKeyRef,
  answer: { status: number; body: unknown },
) {
  await ctx.db
    .update(idempotencyKeys)
    .set({ state: 'done', status: answer.status, body: answer.body ?? null })
    .where(and(...matching(ref), eq(idempotencyKeys.state, 'in_progress')));
}

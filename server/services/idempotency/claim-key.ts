import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_S, IDEMPOTENCY_RETRY_AFTER_S } from '@/lib/constants/security';
import type { AppContext } from '@/server/app-context';
import { idempotencyKeys } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { ERROR_TEXTS } from '@/server/lib/error-codes';
import { matching, type IdempotencyKeyRef } from './key-ref';

/** What a claim found: the key is this request's to run, or an earlier answer to replay. */
export type Claim = { state: 'claimed' } | { state: 'done'; status: number; body: unknown };

/**
 * Claims `ref` for a request with `fingerprint`. The claim is its own statement, committed before
 * the operation runs, so a concurrent request with the key sees it: it gets 409
 * `idempotency_key_in_progress` (with `Retry-After`) until the first stores its answer, then that
 * answer. The same key on another request (another fingerprint) is a 422 on `Idempotency-Key`.
 * The player's keys older than `IDEMPOTENCY_KEY_TTL_S` are deleted first, this one included.
 */
export async function claimIdempotencyKey(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ref: IdempotencyKeyRef,
  fingerprint: string,
): Promise<Claim> {
  const now = ctx.clock.now();
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_S * 1000);
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ref.userId), lt(idempotencyKeys.createdAt, expired)));
  // Twice at most: a claim released between our insert and our read leaves nothing to read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await ctx.db
      .insert(idempotencyKeys)
      .values({ ...ref, fingerprint, state: 'in_progress', createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { state: 'claimed' };
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(...matching(ref)));
    if (!row) continue;
    if (row.fingerprint !== fingerprint) {
      throw AppError.field('Idempotency-Key', 'idempotency_key_reused');
    }
    if (row.state === 'done' && row.status !== null) {
      return { state: 'done', status: row.status, body: row.body };
    }
    break;
  }
  throw new AppError(
    'idempotency_key_in_progress',
    409,
    ERROR_TEXTS.idempotency_key_in_progress,
    undefined,
    IDEMPOTENCY_RETRY_AFTER_S,
  );
}

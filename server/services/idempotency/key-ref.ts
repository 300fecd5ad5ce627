import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '@/server/db/schema';

/** One player's key on one route: the primary key of `idempotency_keys`. */
export type IdempotencyKeyRef = {
  userId: number;
  /** The method and the route's path template, e.g. `POST /api/api/v2/billing/payout`. */
  route: string;
  key: string;
};

/** The conditions that pick `ref`'s row. */
export function matching(ref: IdempotencyKeyRef) {
  return [
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.route, ref.route),
    eq(idempotencyKeys.key, ref.key),
  ];
}

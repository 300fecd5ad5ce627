import type { z } from '@/lib/zod';
import type { vipAnswerSchema } from '@/lib/schemas/vip';
import { newIdempotencyKey, schemaLoader, type ApiClient } from './client';

const vipSchemas = schemaLoader(() => import('@/lib/schemas/vip'));

export type VipAnswer = z.output<typeof vipAnswerSchema>;
export type VipStanding = NonNullable<VipAnswer['me']>;

/** `GET /api/v2/vip`: the ladder, and with a session the player's standing. */
export function fetchVip(api: ApiClient) {
  return api.get('api/v2/vip', vipSchemas('vipAnswerSchema'));
}

/**
 * `POST /api/v2/vip/rakeback/claim`: the accrued rakeback paid to real money. The click's own
 * key: a retry after a lost answer gets the first claim's answer, not a 409.
 */
export function claimRakeback(api: ApiClient) {
  return api.post('api/v2/vip/rakeback/claim', vipSchemas('vipClaimAnswerSchema'), undefined, {
    idempotencyKey: newIdempotencyKey(),
  });
}

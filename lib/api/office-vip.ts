'use client';

import type { z } from '@/lib/zod';
import type { putVipLadderRequestSchema } from '@/lib/schemas/vip';
import type { ApiClient } from './client';
import { schemaLoader } from './client';

const vipSchemas = schemaLoader(() => import('@/lib/schemas/vip'));

/** The back office's VIP club (issue 36), every call `vip.manage`. */
export const VIP_PATHS = {
  tiers: 'operator/vip/tiers',
  requests: 'operator/vip/requests',
} as const;

export type VipRequestStatus = 'open' | 'approved' | 'declined';
export type VipLadderChange = z.input<typeof putVipLadderRequestSchema>;

/** Join requests of one status, oldest first. */
export function vipRequests(api: ApiClient, status: VipRequestStatus) {
  return api.get(VIP_PATHS.requests, vipSchemas('operatorVipRequestsAnswerSchema'), {
    searchParams: { status },
  });
}

/** Approves or declines an open request; 409 when it was decided meanwhile. */
export function decideVipRequest(api: ApiClient, id: number, decision: 'approved' | 'declined') {
  return api.post(
    `${VIP_PATHS.requests}/${id}/decision`,
    vipSchemas('operatorVipRequestAnswerSchema'),
    {
      decision,
    },
  );
}

/** Tiers' rates (basis points) and levels' points and bonuses (base major units). */
export function vipLadder(api: ApiClient) {
  return api.get(VIP_PATHS.tiers, vipSchemas('operatorVipLadderAnswerSchema'));
}

/** Changes the rates and bonuses given; the rest stay. */
export function putVipLadder(api: ApiClient, change: VipLadderChange) {
  return api.put(VIP_PATHS.tiers, vipSchemas('operatorVipLadderAnswerSchema'), change);
}

'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { VIP_PATHS, vipLadder, vipRequests, type VipRequestStatus } from '@/lib/api/office-vip';
import { useOfficeToken } from '@/lib/office/session';

/** The VIP club's join requests of one status (`GET /operator/vip/requests`). */
export function useVipRequests(status: VipRequestStatus) {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(
    token ? [VIP_PATHS.requests, status, token] : null,
    () => vipRequests(officeApi(), status),
    { keepPreviousData: true },
  );
  return { requests: data?.requests, error, mutate };
}

/** The VIP ladder as staff edit it (`GET /operator/vip/tiers`). */
export function useVipLadder() {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(token ? [VIP_PATHS.tiers, token] : null, () =>
    vipLadder(officeApi()),
  );
  return { ladder: data, error, mutate };
}

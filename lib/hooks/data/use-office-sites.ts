'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { funnel, listMirrors, listRedirectRules, SITES_PATHS } from '@/lib/api/office-sites';
import { useOfficeToken } from '@/lib/office/session';

/** Every mirror (`GET /operator/mirrors`). */
export function useMirrors() {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(token ? [SITES_PATHS.mirrors, token] : null, () =>
    listMirrors(officeApi()),
  );
  return { mirrors: data?.data, error, mutate };
}

/** Every redirect rule, newest first (`GET /operator/redirect-rules`). */
export function useRedirectRules() {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(token ? [SITES_PATHS.rules, token] : null, () =>
    listRedirectRules(officeApi()),
  );
  return { rules: data?.data, error, mutate };
}

/** The funnel over `[from, to)` (`GET /operator/funnel`). */
export function useFunnel(window: { from: string; to: string }) {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(
    token ? [SITES_PATHS.funnel, window.from, window.to, token] : null,
    () => funnel(officeApi(), window.from, window.to),
    { keepPreviousData: true },
  );
  return { rows: data?.data, error, mutate };
}

'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { MARKETING_PATHS, bonusTemplates } from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** Every bonus template (`GET /operator/bonuses/templates`), for the marketing section. */
export function useOfficeBonusTemplates() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.templates, token] : null,
    () => bonusTemplates(officeApi()),
  );
  return { templates: data?.data, error, isLoading, mutate };
}

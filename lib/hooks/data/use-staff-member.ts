'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, officeApi, staffMe } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** The signed-in member of staff and their permissions (`GET /office/auth/me`); none signed out. */
export function useStaffMember() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.me, token] : null,
    () => staffMe(officeApi()),
    { revalidateOnFocus: false },
  );
  return { member: token ? data?.staff : undefined, token, error, isLoading, mutate };
}

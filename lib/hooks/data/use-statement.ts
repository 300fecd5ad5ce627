'use client';

import useSWR from 'swr';
import { BILLING_PATHS, billingStatement } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import type { StatementAccount, StatementProduct } from '@/lib/constants/statement';
import { useToken } from '@/lib/session/token';

/** The first element of every statement page's SWR key, to revalidate them all at once. */
export const STATEMENT_KEY = BILLING_PATHS.statement;

/** One page of one of the player's accounts, newest first, with the balance after each entry. */
export function useStatement(
  account: StatementAccount,
  product: StatementProduct | null,
  page: number,
  perPage: number,
) {
  const token = useToken();
  const { data, error, mutate } = useSWR(
    token ? [STATEMENT_KEY, account, product, page, perPage] : null,
    () => billingStatement(browserApi(), { account, product, page, perPage }),
    { keepPreviousData: true },
  );
  return { data, error, mutate };
}

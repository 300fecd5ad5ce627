'use client';

import type { Currency } from '@/lib/constants/currencies';
import type { DepositMethodCode, InvoiceStatusName } from '@/lib/constants/payments';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { OFFICE_PAGE_SIZE } from './office';

const depositSchemas = schemaLoader(() => import('@/lib/schemas/office-deposits'));

/** The back office's Deposits section (issue 36): `payouts.decide` or `finance.read`. */
export const DEPOSIT_PATHS = {
  list: 'operator/deposits',
  one: (id: string) => `operator/deposits/${encodeURIComponent(id)}`,
} as const;

export type DepositFilters = {
  status?: InvoiceStatusName;
  method?: DepositMethodCode;
  currency?: Currency;
  user_id?: number;
  /** ISO instants: opened at or after `from`, before `to`. */
  from?: string;
  to?: string;
};

/** One page of deposits, newest first, from the cursor `before`. */
export function depositsPage(
  api: ApiClient,
  filters: DepositFilters,
  before?: string,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(DEPOSIT_PATHS.list, depositSchemas('depositsAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

/** One deposit with its provider events and ledger transfers. */
export function depositDetails(api: ApiClient, id: string) {
  return api.get(DEPOSIT_PATHS.one(id), depositSchemas('depositAnswerSchema'));
}

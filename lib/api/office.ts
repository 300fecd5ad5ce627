'use client';

import { officeSession } from '@/lib/office/session';
import { apiBaseUrl } from './base-url';
import { createApiClient, schemaLoader, type ApiClient } from './client';
import { ApiError } from './errors';

const staffSchemas = schemaLoader(() => import('@/lib/schemas/staff'));
const officeSchemas = schemaLoader(() => import('@/lib/schemas/office'));

const state = { locale: 'ru' };

/** The language the office's requests name (`Accept-Language`), set by its layout. */
export function setOfficeApiLocale(locale: string) {
  state.locale = locale;
}

/**
 * Every call resolves through here: an answer restarts the idle clock, and a 401 to a call that
 * carried the staff token ends the tab's session (idle or revoked), which sends it to sign-in.
 */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  const token = officeSession.token();
  try {
    const answer = await call();
    officeSession.touch();
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) officeSession.end('expired');
    throw error;
  }
}

let client: ApiClient | null = null;

/**
 * The back office's API client: the site's client (bases, errors, idempotency keys) with the
 * tab's staff token, no player token refresh, no single sign-on and no mirror failover.
 */
export function officeApi(): ApiClient {
  if (client) return client;
  const inner = createApiClient({
    baseUrl: apiBaseUrl(window.location),
    getToken: () => officeSession.token() ?? undefined,
    getLocale: () => state.locale,
    onToken: () => {},
    onLogout: () => {},
    refreshes: false,
    isDevelopment: process.env.NODE_ENV === 'development',
  });
  client = {
    get: (path, answer, options) => guarded(() => inner.get(path, answer, options)),
    post: (path, answer, json, options) => guarded(() => inner.post(path, answer, json, options)),
    put: (path, answer, json, options) => guarded(() => inner.put(path, answer, json, options)),
    delete: (path, answer, options) => guarded(() => inner.delete(path, answer, options)),
    refresh: inner.refresh,
    baseUrl: inner.baseUrl,
  };
  return client;
}

export const OFFICE_PATHS = {
  login: 'office/auth/login',
  secondFactor: 'office/auth/second-factor',
  me: 'office/auth/me',
  logout: 'office/auth/logout',
  staff: 'operator/staff',
  payouts: 'operator/payouts',
  approvals: 'operator/approvals',
  audit: 'operator/audit',
} as const;

/** The first step: e-mail and password; answers which second factor comes next. */
export function staffLogin(api: ApiClient, body: { email: string; password: string }) {
  return api.post(OFFICE_PATHS.login, staffSchemas('staffLoginAnswerSchema'), body);
}

/** The second step: a TOTP code or a recovery code for the challenge; answers the session. */
export function staffSecondFactor(
  api: ApiClient,
  body: { challenge: string; code?: string; recovery_code?: string },
) {
  return api.post(OFFICE_PATHS.secondFactor, staffSchemas('staffSessionAnswerSchema'), body);
}

export function staffMe(api: ApiClient) {
  return api.get(OFFICE_PATHS.me, staffSchemas('staffMeAnswerSchema'));
}

export function staffLogout(api: ApiClient) {
  return api.post(OFFICE_PATHS.logout, officeSchemas('noContentSchema'));
}

export function staffAccounts(api: ApiClient) {
  return api.get(OFFICE_PATHS.staff, staffSchemas('staffAccountsAnswerSchema'));
}

export function createStaffAccount(
  api: ApiClient,
  body: { email: string; name: string; role: string; password: string },
) {
  return api.post(OFFICE_PATHS.staff, staffSchemas('staffAccountAnswerSchema'), body);
}

export type AuditFilters = {
  actor_type?: string;
  actor_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
};

export function auditPage(
  api: ApiClient,
  filters: AuditFilters,
  before?: number,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(OFFICE_PATHS.audit, staffSchemas('auditAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

const billingSchemas = schemaLoader(() => import('@/lib/schemas/billing'));
const approvalSchemas = schemaLoader(() => import('@/lib/schemas/approvals'));

/** Rows per page of the office's lists. */
export const OFFICE_PAGE_SIZE = 50;

/** Rows per request when a CSV export reads every page: the most `limit` takes (200). */
export const OFFICE_EXPORT_PAGE_SIZE = 200;

/**
 * One page of the payouts waiting for a decision, newest first, from the cursor `before` (the
 * cursor form: no total to count).
 */
export function pendingPayouts(api: ApiClient, before?: string, limit: number = OFFICE_PAGE_SIZE) {
  return api.get(OFFICE_PATHS.payouts, billingSchemas('operatorPayoutsCursorAnswerSchema'), {
    searchParams: { status: 'pending', before, limit },
  });
}

/** Approve or reject a payout, with a note for the record; an approval may be held (202). */
export function decidePayout(
  api: ApiClient,
  id: string,
  decision: 'approve' | 'reject',
  note: string,
) {
  return api.post(
    `${OFFICE_PATHS.payouts}/${encodeURIComponent(id)}/${decision}`,
    officeSchemas('payoutDecisionAnswerSchema'),
    { note: note || null },
  );
}

/** Held money actions, newest first, from the cursor. */
export function approvalsPage(
  api: ApiClient,
  status: 'pending' | undefined,
  cursor?: number,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(OFFICE_PATHS.approvals, approvalSchemas('approvalsAnswerSchema'), {
    searchParams: { status, cursor, limit },
  });
}

/** Confirm a held action (it runs now, as the confirming member) or refuse it with a reason. */
export function decideApproval(
  api: ApiClient,
  id: number,
  decision: 'confirm' | 'refuse',
  note: string,
) {
  return decision === 'confirm'
    ? api.post(
        `${OFFICE_PATHS.approvals}/${id}/confirm`,
        approvalSchemas('approvalConfirmAnswerSchema'),
        note ? { note } : {},
      )
    : api.post(`${OFFICE_PATHS.approvals}/${id}/refuse`, approvalSchemas('approvalAnswerSchema'), {
        note,
      });
}

import type { SelfExclusionTerm, TimeoutTerm, ClosureReason } from '@/lib/constants/protection';
import { schemaLoader, type ApiClient } from './client';

const protectionSchemas = schemaLoader(() => import('@/lib/schemas/protection'));

/** Player protection (issue 34): limits, reality checks, breaks, closure and the activity. */

export const PROTECTION_PATHS = {
  protection: 'protection',
  limits: 'protection/limits',
  confirm: 'protection/limits/confirm',
  cancel: 'protection/limits/cancel',
  review: 'protection/limits/review',
  realityCheck: 'protection/reality-check',
  realityCheckAnswer: 'protection/reality-check/answer',
  timeout: 'protection/timeout',
  selfExclusion: 'protection/self-exclusion',
  reopen: 'protection/self-exclusion/reopen',
  close: 'protection/close',
  activity: 'protection/activity',
} as const;

/** One limit as the page names it; `amount` is major units (minutes for `session`), null removes. */
export type LimitChange = {
  kind: 'deposit' | 'loss' | 'wager' | 'session';
  period: 'day' | 'week' | 'month' | 'session';
  /** A money amount as typed (normalised), minutes for `session`, or null to remove the limit. */
  amount: string | number | null;
};
export type LimitRef = Pick<LimitChange, 'kind' | 'period'>;

const answer = () => protectionSchemas('protectionAnswerSchema');

/** `GET /protection`: limits with what they used, the reality check, a break, net deposits. */
export function fetchProtection(api: ApiClient) {
  return api.get(PROTECTION_PATHS.protection, answer());
}

/** Sets, lowers, raises or removes a limit; a raise or removal waits 24 h (`pending`). */
export function changeLimit(api: ApiClient, change: LimitChange) {
  return api.put(PROTECTION_PATHS.limits, answer(), change);
}

/** Applies a raise or removal whose wait is over (409 `limit_not_ready` before). */
export function confirmLimit(api: ApiClient, ref: LimitRef) {
  return api.post(PROTECTION_PATHS.confirm, answer(), ref);
}

/** Drops a waiting raise or removal; the limit in force stays. */
export function cancelLimitChange(api: ApiClient, ref: LimitRef) {
  return api.post(PROTECTION_PATHS.cancel, answer(), ref);
}

/** The player keeps their limits (the first prompt, then every 6 months). */
export function reviewLimits(api: ApiClient) {
  return api.post(PROTECTION_PATHS.review, answer());
}

/** Reality checks every `minutes`, or off with null. */
export function setRealityCheck(api: ApiClient, minutes: number | null) {
  return api.put(PROTECTION_PATHS.realityCheck, answer(), { minutes });
}

/** The session so far, for the reality check's dialog. */
export function fetchRealityCheck(api: ApiClient) {
  return api.get(PROTECTION_PATHS.realityCheck, protectionSchemas('realityCheckAnswerSchema'));
}

/** Plays on after a reality check: stakes are taken again, the next check an interval away. */
export function answerRealityCheck(api: ApiClient) {
  return api.post(
    PROTECTION_PATHS.realityCheckAnswer,
    protectionSchemas('realityCheckAnswerSchema'),
  );
}

/** A time-out; the server ends every session of the player right after answering. */
export function takeTimeout(api: ApiClient, term: TimeoutTerm) {
  return api.post(PROTECTION_PATHS.timeout, answer(), { term });
}

/** Self-exclusion; the server ends every session of the player right after answering. */
export function selfExclude(api: ApiClient, term: SelfExclusionTerm) {
  return api.post(PROTECTION_PATHS.selfExclusion, answer(), { term, confirm: true });
}

/** Asks to end a self-exclusion whose term is over; it ends after the cooling-off. */
export function askToReopen(api: ApiClient) {
  return api.post(PROTECTION_PATHS.reopen, answer());
}

/** Closes the account (409 `balance_remaining` while real money is on it); signs out everywhere. */
export function closeAccount(api: ApiClient, closure: { reason: ClosureReason; comment?: string }) {
  return api.post(PROTECTION_PATHS.close, answer(), { ...closure, confirm: true });
}

/** Deposits, payouts, stakes and returns per product per month. */
export function fetchActivity(api: ApiClient) {
  return api.get(PROTECTION_PATHS.activity, protectionSchemas('activityAnswerSchema'));
}

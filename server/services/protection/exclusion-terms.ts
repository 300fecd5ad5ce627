import {
  INDEFINITE_EXCLUSION_MIN_MONTHS,
  REOPEN_COOLING_OFF_HOURS,
  SELF_EXCLUSION_TERM_MONTHS,
  TIMEOUT_TERM_HOURS,
  type SelfExclusionTerm,
  type TimeoutTerm,
} from '@/lib/constants/protection';
import type { PlayerProtection } from '@/server/db/schema';

export function addMonths(date: Date, months: number) {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** When a time-out taken at `now` ends. */
export function timeoutEnd(term: TimeoutTerm, now: Date) {
  return new Date(now.getTime() + TIMEOUT_TERM_HOURS[term] * 3600_000);
}

/** A self-exclusion's term end, or null for an indefinite one. */
export function exclusionEnd(term: SelfExclusionTerm, now: Date) {
  const months = SELF_EXCLUSION_TERM_MONTHS[term];
  return months === null ? null : addMonths(now, months);
}

/**
 * From when the player may ask to reopen: the term's end, or for an indefinite exclusion
 * `INDEFINITE_EXCLUSION_MIN_MONTHS` after it began. Null without a self-exclusion.
 */
export function reopenFrom(
  protection: Pick<
    PlayerProtection,
    'exclusionStartedAt' | 'exclusionEndsAt' | 'exclusionIndefinite'
  >,
) {
  if (!protection.exclusionStartedAt) return null;
  if (protection.exclusionIndefinite) {
    return addMonths(protection.exclusionStartedAt, INDEFINITE_EXCLUSION_MIN_MONTHS);
  }
  return protection.exclusionEndsAt;
}

/** The cooling-off after asking to reopen: a day, or 7 days after an indefinite exclusion. */
export function reopenAt(indefinite: boolean, now: Date) {
  const hours = indefinite
    ? REOPEN_COOLING_OFF_HOURS.indefinite
    : REOPEN_COOLING_OFF_HOURS.definite;
  return new Date(now.getTime() + hours * 3600_000);
}

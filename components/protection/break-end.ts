import type { ProtectionAnswer } from '@/lib/schemas/protection';

/** A time-out or self-exclusion in force, and when it ends as far as is known. */
export type BreakInForce =
  | { kind: 'timed_out'; until: string | null }
  | {
      kind: 'self_excluded';
      /** The reopening asked for (after the cooling-off), else the term's end; null: no end. */
      until: string | null;
      /** The term is over and the player has not asked to reopen yet. */
      termOver: boolean;
      /** A national register excluded the player: it alone ends the exclusion. */
      register: boolean;
    };

/** The break the player is on, or null when they may play. */
export function breakInForce(protection: ProtectionAnswer, now = Date.now()): BreakInForce | null {
  if (protection.state === 'timed_out') return { kind: 'timed_out', until: protection.state_until };
  if (protection.state !== 'self_excluded') return null;
  const exclusion = protection.self_exclusion;
  const register = exclusion?.source === 'register';
  const until = register ? null : (protection.state_until ?? exclusion?.ends_at ?? null);
  const termOver = Boolean(
    !register &&
    !protection.state_until &&
    exclusion?.reopen_from &&
    !exclusion.reopen_asked_at &&
    Date.parse(exclusion.reopen_from) <= now,
  );
  return { kind: 'self_excluded', until, termOver, register };
}

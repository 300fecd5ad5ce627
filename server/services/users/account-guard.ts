import { eq } from 'drizzle-orm';
import {
  ACCOUNT_STATE_ALLOWS,
  ACCOUNT_STATE_ERRORS,
  PROTECTION_STATES,
  type AccountAction,
  type AccountState,
} from '@/lib/constants/account-states';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/** An account's state as stored, with when a player's time-out or reopened exclusion ends. */
export type AccountStanding = { state: AccountState; stateUntil?: Date | null };

/**
 * The state in force at `now`: a time-out past its end, or a self-exclusion past the cooling-off
 * of its reopening, is `active` again (the row is tidied later by `endProtectionStates`).
 */
export function stateAt(account: AccountStanding, now: Date): AccountState {
  const ended =
    (PROTECTION_STATES as readonly AccountState[]).includes(account.state) &&
    account.stateUntil != null &&
    account.stateUntil.getTime() <= now.getTime();
  return ended ? 'active' : account.state;
}

/** Whether an account in this state may do this (`ACCOUNT_STATE_ALLOWS`). */
export function accountAllows(state: AccountState, action: AccountAction): boolean {
  return ACCOUNT_STATE_ALLOWS[state].includes(action);
}

/**
 * The one guard of every product: an account whose state does not allow the action gets
 * `account_blocked` or `account_closed`, 403 to the player (the default), 409 to staff acting on
 * the account (a payout approval, a grant).
 */
export function assertAccountAllows(
  account: AccountStanding,
  action: AccountAction,
  status: 403 | 409 = 403,
  now: Date,
) {
  const state = stateAt(account, now);
  if (accountAllows(state, action)) return;
  const code = ACCOUNT_STATE_ERRORS[state as Exclude<AccountState, 'active'>];
  throw AppError.of(code, status);
}

/**
 * The guard for a player known by id, read in `db` (the caller's transaction, where the state
 * must hold until it commits: `lock` takes the row's share lock, so a block waits for it). An
 * unknown player is a 404.
 */
export async function assertPlayerAllows(
  db: Db,
  userId: number,
  action: AccountAction,
  options: { status?: 403 | 409; lock?: boolean; now: Date },
) {
  const query = db
    .select({ state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, userId));
  const [account] = options.lock ? await query.for('share') : await query;
  if (!account) throw AppError.of('not_found', 404);
  assertAccountAllows(account, action, options.status, options.now);
}

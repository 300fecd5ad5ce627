/**
 * Staff of the back office (issue 33): what a staff member may do is a permission, a role is a
 * set of permissions an admin can edit, and every operator operation names the one it needs in
 * its contract (`auth: { staff: '…' }`), so the OpenAPI document shows it.
 */

export const STAFF_PERMISSIONS = [
  /** Staff accounts, roles and the audit trail. */
  'staff.manage',
  'audit.read',
  /** Players: read their accounts, bets and movements; block and unblock them. */
  'players.read',
  'players.block',
  /** A one-time sign-in token for a player's account (support seeing what the player sees). */
  'players.impersonate',
  /** The payout queue: approve and reject. */
  'payouts.decide',
  /** Balance corrections and the ledger's reports. */
  'finance.adjust',
  'finance.read',
  /** Bonuses, promo codes, tournaments, mirrors, redirect rules, campaigns. */
  'marketing.manage',
  /** The casino: catalogue, free spins, rounds, reconciliation. */
  'casino.manage',
  /** The sportsbook: markets, settlement, limits. */
  'sports.trade',
  /** VIP club: tiers, requests, rewards. */
  'vip.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The roles a new database starts with; an admin edits them later. */
export const DEFAULT_STAFF_ROLES: Record<string, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  support: ['players.read'],
  payments: ['players.read', 'payouts.decide', 'finance.read'],
  risk: ['players.read', 'players.block', 'payouts.decide', 'audit.read'],
  trader: ['players.read', 'sports.trade'],
  marketing: ['players.read', 'marketing.manage', 'vip.manage'],
  casino: ['players.read', 'casino.manage'],
  finance: ['players.read', 'finance.read', 'finance.adjust', 'audit.read'],
};

/**
 * The role of `OPERATOR_TOKEN`, the machines' key (scripts, the conformance suite): every
 * permission but managing staff, recorded in the audit as the service.
 */
export const SERVICE_ROLE = 'service';
export const SERVICE_PERMISSIONS: readonly StaffPermission[] = STAFF_PERMISSIONS.filter(
  (permission) => permission !== 'staff.manage',
);

/** A staff session ends after this long without a request (research: 15 min idle). */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60_000;
/** …and after this long in any case. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** Between the password and the second factor. */
export const STAFF_CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed sign-ins in a row before the account locks, and for how long. */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MS = 15 * 60_000;
/** Recovery codes given at enrolment, each good once. */
export const STAFF_RECOVERY_CODES = 10;
/** The issuer an authenticator app shows beside the account. */
export const STAFF_TOTP_ISSUER = 'Arcada office';

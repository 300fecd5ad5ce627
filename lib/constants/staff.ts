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
  /** Players' limits, reality checks and exclusions, with their history: read only. */
  'players.protection',
  /** The risk queue, players' verification (documents, provider results) and AML decisions. */
  'players.risk',
  /** A one-time sign-in token for a player's account (support seeing what the player sees). */
  'players.impersonate',
  /** Feature flags: a player's own, and the segment rules that give flags to groups of players. */
  'players.features',
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
  risk: [
    'players.read',
    'players.block',
    'players.protection',
    'players.risk',
    'payouts.decide',
    'audit.read',
  ],
  trader: ['players.read', 'sports.trade'],
  marketing: ['players.read', 'players.features', 'marketing.manage', 'vip.manage'],
  casino: ['players.read', 'casino.manage'],
  finance: ['players.read', 'finance.read', 'finance.adjust', 'audit.read'],
};

/**
 * The role of `OPERATOR_TOKEN`, the machines' key (scripts, the conformance suite): every
 * permission but managing staff, recorded in the audit as the service.
 */
export const SERVICE_ROLE = 'service';
/**
 * The first admin's role: an admin may edit its other permissions, never take `staff.manage`
 * from it, and neither it nor `service` can be deleted.
 */
export const ADMIN_ROLE = 'admin';
/** The permission that manages staff; some enabled member must always keep it. */
export const STAFF_MANAGE: StaffPermission = 'staff.manage';
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

/**
 * Money actions held for a second member of staff (four eyes) when their amount is at or above
 * `FOUR_EYES_THRESHOLD`, each with the permission it needs: whoever confirms or refuses one
 * needs the same permission as whoever asked for it.
 */
export const FOUR_EYES_ACTIONS = {
  /** `POST /operator/payouts/{id}/approve` */
  'payouts.approve': 'payouts.decide',
  /** `POST /operator/wallet/adjustments` */
  'wallet.adjust': 'finance.adjust',
  /** `POST /operator/sports/markets/settle` */
  'sports.settle': 'sports.trade',
} as const satisfies Record<string, StaffPermission>;
export type FourEyesAction = keyof typeof FOUR_EYES_ACTIONS;

/** The permissions of the held actions: any one of them shows the approvals it covers. */
export const FOUR_EYES_PERMISSIONS: readonly StaffPermission[] = [
  ...new Set(Object.values(FOUR_EYES_ACTIONS)),
];

/**
 * `pending`: waiting for a second member of staff; `confirmed`: run by them; `refused`: turned
 * down (or withdrawn by whoever asked); `expired`: nobody decided within `APPROVAL_TTL_MS`.
 */
export const APPROVAL_STATUSES = ['pending', 'confirmed', 'refused', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * A held action not decided within a day expires: the facts it was asked on (a balance, a
 * market's tickets) are stale by then, and whoever still wants it asks again.
 */
export const APPROVAL_TTL_MS = 24 * 60 * 60_000;

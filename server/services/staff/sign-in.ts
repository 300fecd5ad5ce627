import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  STAFF_CHALLENGE_TTL_MS,
  STAFF_LOCK_MS,
  STAFF_MAX_FAILURES,
  STAFF_RECOVERY_CODES,
  STAFF_SESSION_MAX_MS,
} from '@/lib/constants/staff';
import { addressInList } from '@/lib/net/address-list';
import type { AppContext } from '@/server/app-context';
import { staff, staffSessions, type Staff } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { verifyPassword } from '@/server/lib/password';
import { open, seal } from '@/server/lib/sealed';
import { sha256 } from '@/server/lib/secrets';
import { recordAudit } from './audit';
import { liveStaffSession, openStaffSession, permissionsOf } from './sessions';
import { matchTotp, newTotpSecret } from './totp';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type Meta = { ip: string; requestId: string };

export const secretContext = (id: number) => `staff:${id}:totp`;

/** Ten single-use recovery codes, and the digests the row keeps of them. */
export function newRecoveryCodes() {
  // 40 random bits each, as ten hex digits.
  const codes = Array.from({ length: STAFF_RECOVERY_CODES }, () => randomBytes(5).toString('hex'));
  return { codes, digests: codes.map(sha256) };
}

const memberActor = (member: Staff) =>
  ({ type: 'staff', id: member.id, label: member.email, role: member.role }) as const;

/** A failed step: counted toward the lock, written to the trail, answered as `error`. */
async function fail(ctx: Ctx, member: Staff, meta: Meta, action: string, error: AppError) {
  const failures = member.failedLogins + 1;
  const locks = failures >= STAFF_MAX_FAILURES;
  await ctx.db
    .update(staff)
    .set({
      failedLogins: locks ? 0 : failures,
      lockedUntil: locks ? new Date(ctx.clock.now().getTime() + STAFF_LOCK_MS) : member.lockedUntil,
    })
    .where(eq(staff.id, member.id));
  await recordAudit(ctx, {
    action,
    actor: memberActor(member),
    address: meta.ip,
    requestId: meta.requestId,
    after: locks ? { locked_for_s: STAFF_LOCK_MS / 1000 } : null,
  });
  return error;
}

const lockedNow = (ctx: Ctx, member: Staff) =>
  (member.lockedUntil?.getTime() ?? 0) > ctx.clock.now().getTime();

function refuseIfLocked(ctx: Ctx, member: Staff) {
  const left = (member.lockedUntil?.getTime() ?? 0) - ctx.clock.now().getTime();
  if (left > 0) throw AppError.tooManyRequests(Math.ceil(left / 1000));
}

/**
 * The first step: e-mail and password. Right, from an allowed address, on an account that is
 * neither disabled nor locked: a challenge token for the second factor, and, for an account
 * without one yet, a new TOTP secret to enrol (its link and QR code; sealed at rest, enabled
 * only once a code from it is given). Every refusal is written to the audit trail.
 *
 * An unknown address, a disabled account and a locked one answer alike (401
 * `invalid_credentials`) after the same work (one argon2 verification, of a dummy hash when there
 * is no account, and one audit row), so the answer never tells whether an address has an
 * account, nor whether a password tried during a lock was right. From outside the account's
 * allow-list a wrong password is a plain 401 that does not count toward the lock (nobody outside
 * can lock a fenced account), and only the right one learns 403.
 */
export async function signInWithPassword(
  ctx: Ctx,
  input: { email: string; password: string },
  meta: Meta,
) {
  const email = input.email.trim().toLowerCase();
  const [member] = await ctx.db.select().from(staff).where(eq(staff.email, email));
  const valid = await verifyPassword(member?.passwordHash, input.password);
  if (!member || member.disabledAt || lockedNow(ctx, member)) {
    await recordAudit(ctx, {
      action: !member
        ? 'staff.sign_in_failed'
        : member.disabledAt
          ? 'staff.sign_in_refused_disabled'
          : 'staff.sign_in_refused_locked',
      actor: member ? memberActor(member) : { type: 'staff', label: email },
      address: meta.ip,
      requestId: meta.requestId,
    });
    throw AppError.of('invalid_credentials', 401);
  }
  if (member.ipAllow && !addressInList(meta.ip, member.ipAllow)) {
    await recordAudit(ctx, {
      action: 'staff.sign_in_refused_address',
      actor: memberActor(member),
      address: meta.ip,
      requestId: meta.requestId,
    });
    throw valid ? AppError.of('forbidden', 403) : AppError.of('invalid_credentials', 401);
  }
  if (!valid) {
    throw await fail(
      ctx,
      member,
      meta,
      'staff.sign_in_failed',
      AppError.of('invalid_credentials', 401),
    );
  }
  const challenge = await openStaffSession(
    ctx,
    member.id,
    'challenge',
    STAFF_CHALLENGE_TTL_MS,
    meta.ip,
  );
  if (member.totpEnabledAt) return { step: 'totp' as const, challenge };
  const enrolment = await newTotpSecret(member.email);
  await ctx.db
    .update(staff)
    .set({
      totpSecret: seal(ctx.config.staffSecretsKey, enrolment.secret, secretContext(member.id)),
    })
    .where(eq(staff.id, member.id));
  return {
    step: 'enrol' as const,
    challenge,
    enrolment: { secret: enrolment.secret, uri: enrolment.uri, qr: enrolment.qr },
  };
}

/**
 * The member's TOTP secret. A seal the key does not open (AUTH_SECRET, which the key is derived
 * from, was rotated) is no 500: 409 `second_factor_reset_needed`, a warning in the log and a row
 * in the trail; an admin resets the factor and the member enrols again. Recovery codes, kept as
 * digests, still sign in meanwhile.
 */
async function openSecret(ctx: Ctx, member: Staff, sealed: string, meta: Meta) {
  try {
    return open(ctx.config.staffSecretsKey, sealed, secretContext(member.id));
  } catch (error) {
    log.warn('staff: the TOTP secret does not open with the current key', {
      staffId: member.id,
      error,
    });
    await recordAudit(ctx, {
      action: 'staff.second_factor_unreadable',
      actor: memberActor(member),
      address: meta.ip,
      requestId: meta.requestId,
    });
    throw AppError.of('second_factor_reset_needed', 409);
  }
}

/**
 * The second step: a TOTP code (or, once enrolled, one of the recovery codes) for the challenge.
 * Right: the challenge ends, a session begins, and an enrolment is completed with ten recovery
 * codes shown this once. Wrong: counted toward the lock like a wrong password.
 */
export async function signInWithSecondFactor(
  ctx: Ctx,
  input: { challenge: string; code?: string | undefined; recovery_code?: string | undefined },
  meta: Meta,
) {
  const challenge = await liveStaffSession(ctx, input.challenge, 'challenge');
  if (!challenge) throw AppError.unauthorized();
  const [member] = await ctx.db.select().from(staff).where(eq(staff.id, challenge.staffId));
  if (!member || member.disabledAt || !member.totpSecret) throw AppError.unauthorized();
  refuseIfLocked(ctx, member);
  const enrolling = member.totpEnabledAt === null;
  const now = ctx.clock.now();
  let step: number | null = null;
  let recoveryLeft = member.recoveryCodes;
  if (input.code) {
    const secret = await openSecret(ctx, member, member.totpSecret, meta);
    step = matchTotp(secret, input.code.trim(), now, member.totpLastStep);
  } else if (input.recovery_code && !enrolling) {
    const digest = sha256(input.recovery_code.trim().toLowerCase());
    if (recoveryLeft.includes(digest))
      recoveryLeft = recoveryLeft.filter((code) => code !== digest);
  }
  const passed = step !== null || recoveryLeft.length < member.recoveryCodes.length;
  if (!passed) {
    throw await fail(
      ctx,
      member,
      meta,
      'staff.second_factor_failed',
      AppError.field('code', 'invalid_code'),
    );
  }

  const recovery = enrolling ? newRecoveryCodes() : null;
  await ctx.db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(eq(staffSessions.id, challenge.id));
  await ctx.db
    .update(staff)
    .set({
      failedLogins: 0,
      lastLoginAt: now,
      ...(step !== null && { totpLastStep: step }),
      ...(enrolling && { totpEnabledAt: now }),
      recoveryCodes: recovery ? recovery.digests : recoveryLeft,
    })
    .where(eq(staff.id, member.id));
  const token = await openStaffSession(ctx, member.id, 'session', STAFF_SESSION_MAX_MS, meta.ip);
  const permissions = await permissionsOf(ctx, member.role);
  await recordAudit(ctx, {
    action: enrolling ? 'staff.enrolled' : 'staff.sign_in',
    actor: memberActor(member),
    address: meta.ip,
    requestId: meta.requestId,
    after: input.recovery_code ? { recovery_codes_left: recoveryLeft.length } : null,
  });
  return {
    token,
    staff: {
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      permissions,
    },
    recovery_codes: recovery?.codes ?? null,
  };
}

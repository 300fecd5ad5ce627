import {
  staffLoginAnswerSchema,
  staffLoginRequestSchema,
  staffMeAnswerSchema,
  staffSecondFactorRequestSchema,
  staffSessionAnswerSchema,
} from '@/lib/schemas/staff';
import { AppError } from '@/server/lib/app-error';
import { countHit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { auditActor, recordAudit } from '@/server/services/staff/audit';
import { revokeStaffSessions } from '@/server/services/staff/sessions';
import { signInWithPassword, signInWithSecondFactor } from '@/server/services/staff/sign-in';
import { clientIp, router, type ApiContext } from '../env';
import { operation } from '../operation';

const TAGS = ['office'] as const;

/** Sign-in attempts of one address, staff accounts alike: the players' numbers. */
async function throttle(c: ApiContext) {
  const count = await countHit(
    c.var.ctx,
    `staff-login:ip:${clientIp(c)}`,
    LIMITS.loginFailuresByIp,
  );
  if (count.over) throw AppError.tooManyRequests(count.retryAfterS);
}

const meta = (c: ApiContext) => ({ ip: clientIp(c), requestId: c.var.requestId });

/** The signed-in staff member (the service has no session to end or page to show). */
function member(c: ApiContext) {
  const actor = c.var.staff;
  if (actor.type !== 'staff') throw AppError.of('forbidden', 403);
  return actor;
}

async function signOut(c: ApiContext, everywhere: boolean) {
  const actor = member(c);
  await revokeStaffSessions(c.var.ctx, actor.id, everywhere ? undefined : actor.sessionId);
  await recordAudit(c.var.ctx, {
    action: everywhere ? 'staff.sign_out_everywhere' : 'staff.sign_out',
    actor: auditActor(actor),
    requestId: c.var.requestId,
    address: clientIp(c),
  });
}

/** Staff sign-in for the back office, mounted at `/office/auth`. */
export const officeAuth = router()
  // POST /office/auth/login — e-mail and password; the second factor is asked next
  .post(
    '/login',
    operation(
      {
        summary: 'Staff sign-in, first step: e-mail and password',
        description:
          'Answers a challenge for the second factor; an account without one gets a TOTP secret to enrol first.',
        tags: TAGS,
        body: staffLoginRequestSchema,
        answer: staffLoginAnswerSchema,
        errors: [401, 403, 429],
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        await throttle(c);
        return signInWithPassword(c.var.ctx, body, meta(c));
      },
    ),
  )
  // POST /office/auth/second-factor — a TOTP code (or a recovery code): the session
  .post(
    '/second-factor',
    operation(
      {
        summary: 'Staff sign-in, second step: a TOTP code or a recovery code',
        tags: TAGS,
        description:
          'A TOTP secret the server can no longer open (its key changed) is 409 second_factor_reset_needed: an admin resets the factor.',
        body: staffSecondFactorRequestSchema,
        answer: staffSessionAnswerSchema,
        errors: [401, 409, 429],
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        await throttle(c);
        return signInWithSecondFactor(c.var.ctx, body, meta(c));
      },
    ),
  )
  // GET /office/auth/me — the signed-in staff member and their permissions
  .get(
    '/me',
    operation(
      {
        summary: 'The signed-in staff member and their permissions',
        tags: TAGS,
        auth: { staff: null },
        answer: staffMeAnswerSchema,
      },
      (c) => {
        const { id, email, name, role, permissions } = member(c);
        return { staff: { id, email, name, role, permissions: [...permissions] } };
      },
    ),
  )
  // POST /office/auth/logout — end this session
  .post(
    '/logout',
    operation(
      {
        summary: 'End this staff session',
        tags: TAGS,
        auth: { staff: null },
        audit: false,
        answer: 'empty',
      },
      (c) => signOut(c, false),
    ),
  )
  // POST /office/auth/logout-everywhere — end every session of the account
  .post(
    '/logout-everywhere',
    operation(
      {
        summary: 'End every session of the signed-in staff account',
        tags: TAGS,
        auth: { staff: null },
        audit: false,
        answer: 'empty',
      },
      (c) => signOut(c, true),
    ),
  );

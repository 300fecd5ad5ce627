import { timingSafeEqual } from 'node:crypto';
import { SERVICE_ROLE, type StaffPermission } from '@/lib/constants/staff';
import { AppError } from '@/server/lib/app-error';
import { sha256 } from '@/server/lib/secrets';
import type { StaffActor } from '@/server/services/staff/actor';
import { authenticateStaff, permissionsOf } from '@/server/services/staff/sessions';
import { bearerToken, type ApiContext } from './env';

/** Whether the bearer is OPERATOR_TOKEN; digests are compared, so the time says nothing of it. */
function isServiceKey(c: ApiContext, token: string) {
  const expected = c.var.ctx.config.operatorToken;
  if (!expected) return false;
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

/**
 * The actor of a staff operation, from `Authorization: Bearer`: OPERATOR_TOKEN is the service
 * (the machines' key, with the `service` role's permissions), any other token a staff session
 * (`authenticateStaff`). No actor: 401. `permission` given and the actor's role lacks it (a
 * list: has none of them): 403; `null` takes any signed-in staff member, never the service.
 */
export async function checkStaff(
  c: ApiContext,
  permission: StaffPermission | readonly StaffPermission[] | null,
): Promise<StaffActor> {
  const token = bearerToken(c);
  if (!token) throw AppError.unauthorized();
  c.header('Cache-Control', 'no-store');
  let actor: StaffActor | null;
  if (isServiceKey(c, token)) {
    if (permission === null) throw AppError.of('forbidden', 403);
    actor = {
      type: 'service',
      role: SERVICE_ROLE,
      permissions: await permissionsOf(c.var.ctx, SERVICE_ROLE),
    };
  } else {
    actor = await authenticateStaff(c.var.ctx, token);
  }
  if (!actor) throw AppError.unauthorized();
  const anyOf =
    permission === null ? null : typeof permission === 'string' ? [permission] : permission;
  if (anyOf && !anyOf.some((name) => actor.permissions.includes(name))) {
    throw AppError.of('forbidden', 403);
  }
  return actor;
}

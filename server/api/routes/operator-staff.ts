import {
  auditAnswerSchema,
  auditQuerySchema,
  createStaffRequestSchema,
  putStaffRoleRequestSchema,
  resetSecondFactorRequestSchema,
  staffAccountAnswerSchema,
  staffAccountsAnswerSchema,
  staffRoleAnswerSchema,
  staffRoleNameSchema,
  staffRolesAnswerSchema,
  updateStaffRequestSchema,
} from '@/lib/schemas/staff';
import { staff } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { auditActor, listAudit } from '@/server/services/staff/audit';
import { createStaff, serializeStaff } from '@/server/services/staff/create-staff';
import { deleteRole } from '@/server/services/staff/delete-role';
import { listRoles } from '@/server/services/staff/list-roles';
import { putRole } from '@/server/services/staff/put-role';
import { resetSecondFactor } from '@/server/services/staff/reset-second-factor';
import { updateStaff } from '@/server/services/staff/update-staff';
import { answerWith, operation } from '../operation';
import { clientIp, pathParam, router, type ApiContext } from '../env';

const TAGS = ['operator', 'office'] as const;

/** A staff account's id from the path; anything but a positive whole `integer` is a 404. */
function staffId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

/** A role's name from the path: 422 on `name` when it is not one a role may have. */
function roleName(c: ApiContext): string {
  const name = pathParam(c, 'name');
  if (!staffRoleNameSchema.safeParse(name).success) throw AppError.field('name', 'invalid_value');
  return name;
}

const meta = (c: ApiContext) => ({ ip: clientIp(c), requestId: c.var.requestId });

/** Staff accounts, roles and the audit trail, mounted at `/operator`. */
export const operatorStaff = router()
  // GET /operator/staff — every staff account
  .get(
    '/staff',
    operation(
      {
        summary: 'Every staff account',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        answer: staffAccountsAnswerSchema,
      },
      async (c) => ({
        data: (await c.var.ctx.db.select().from(staff).orderBy(staff.id)).map(serializeStaff),
      }),
    ),
  )
  // POST /operator/staff — a new staff account; its first sign-in enrols TOTP
  .post(
    '/staff',
    operation(
      {
        summary: 'A new staff account; its first sign-in enrols the second factor',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        audit: false,
        body: createStaffRequestSchema,
        answer: staffAccountAnswerSchema,
        status: 201,
      },
      async (c, { body }) => ({
        data: await createStaff(c.var.ctx, body, auditActor(c.var.staff), meta(c)),
      }),
    ),
  )
  // PATCH /operator/staff/{id} — change an account's role, name, allow-list or whether it is disabled
  .patch(
    '/staff/:id',
    operation(
      {
        summary: 'Change a staff account: role, name, address allow-list, disabled',
        description:
          'Disabling ends every session of the account at once; a new role counts from the next request. Nobody disables themself or takes staff.manage from themself, and some enabled member keeps it (409).',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        audit: false,
        body: updateStaffRequestSchema,
        answer: staffAccountAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => ({
        data: await updateStaff(c.var.ctx, staffId(c), body, auditActor(c.var.staff), meta(c)),
      }),
    ),
  )
  // POST /operator/staff/{id}/reset-second-factor — forget the TOTP secret and recovery codes
  .post(
    '/staff/:id/reset-second-factor',
    operation(
      {
        summary: 'Reset a staff account\u2019s second factor; it enrols again at next sign-in',
        description: 'Forgets the TOTP secret and the recovery codes and ends every session.',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        audit: false,
        body: resetSecondFactorRequestSchema,
        answer: staffAccountAnswerSchema,
      },
      async (c, { body }) => ({
        data: await resetSecondFactor(
          c.var.ctx,
          staffId(c),
          body.reason,
          auditActor(c.var.staff),
          meta(c),
        ),
      }),
    ),
  )
  // GET /operator/roles — every role with its permissions and members
  .get(
    '/roles',
    operation(
      {
        summary: 'Every staff role with its permissions and how many accounts hold it',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        answer: staffRolesAnswerSchema,
      },
      async (c) => ({ data: await listRoles(c.var.ctx) }),
    ),
  )
  // PUT /operator/roles/{name} — create a role or replace its permissions
  .put(
    '/roles/:name',
    operation(
      {
        summary: 'Create a staff role or replace its permissions',
        description:
          'Members have the new permissions from their next request. service is fixed and admin keeps staff.manage (409).',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        audit: false,
        body: putStaffRoleRequestSchema,
        answer: staffRoleAnswerSchema,
        alsoStatus: [201],
        errors: [409],
      },
      async (c, { body }) => {
        const name = roleName(c);
        const { role, created } = await putRole(
          c.var.ctx,
          name,
          body,
          auditActor(c.var.staff),
          meta(c),
        );
        return created ? answerWith(201, { data: role }) : { data: role };
      },
    ),
  )
  // DELETE /operator/roles/{name} — delete a role nobody holds
  .delete(
    '/roles/:name',
    operation(
      {
        summary: 'Delete a staff role nobody holds',
        description: 'admin and service stay; a role some account holds is 409 role_in_use.',
        tags: TAGS,
        auth: { staff: 'staff.manage' },
        audit: false,
        answer: 'empty',
        errors: [409],
      },
      (c) => deleteRole(c.var.ctx, pathParam(c, 'name'), auditActor(c.var.staff), meta(c)),
    ),
  )
  // GET /operator/audit — the audit trail, newest first, filtered, by cursor
  .get(
    '/audit',
    operation(
      {
        summary: 'The audit trail of staff actions and sign-ins, newest first',
        tags: TAGS,
        auth: { staff: 'audit.read' },
        query: auditQuerySchema,
        answer: auditAnswerSchema,
      },
      async (c, { query }) => {
        const page = await listAudit(c.var.ctx, {
          actorId: query.actor_id,
          actorType: query.actor_type,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          before: query.before,
          limit: query.limit,
        });
        return { data: page.items, next: page.next };
      },
    ),
  );

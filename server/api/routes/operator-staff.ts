import {
  auditAnswerSchema,
  auditQuerySchema,
  createStaffRequestSchema,
  staffAccountAnswerSchema,
  staffAccountsAnswerSchema,
} from '@/lib/schemas/staff';
import { staff } from '@/server/db/schema';
import { auditActor, listAudit } from '@/server/services/staff/audit';
import { createStaff, serializeStaff } from '@/server/services/staff/create-staff';
import { clientIp, router } from '../env';
import { operation } from '../operation';

const TAGS = ['operator', 'office'] as const;

/** Staff accounts and the audit trail, mounted at `/operator`. */
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
        data: await createStaff(c.var.ctx, body, auditActor(c.var.staff), {
          ip: clientIp(c),
          requestId: c.var.requestId,
        }),
      }),
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

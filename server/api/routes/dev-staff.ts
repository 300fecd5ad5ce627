import { randomBytes } from 'node:crypto';
import { devStaffAnswerSchema, devStaffRequestSchema } from '@/lib/schemas/development';
import { createStaff } from '@/server/services/staff/create-staff';
import { clientIp, router } from '../env';
import { operation } from '../operation';

// POST /api/dev/staff — a staff account with a generated password, shown once (development only)
export const devStaff = router().post(
  '/',
  operation(
    {
      summary: 'A staff account with a generated password, for a test harness',
      description:
        'What `npm run staff:create` does, over HTTP, without the second factor: the first sign-in enrols TOTP. The e2e makes its first admin this way; the password is answered this once.',
      tags: ['office', 'development'],
      development: true,
      body: devStaffRequestSchema,
      answer: devStaffAnswerSchema,
      status: 201,
    },
    async (c, { body }) => {
      c.header('Cache-Control', 'no-store');
      const password = randomBytes(12).toString('base64url');
      const data = await createStaff(
        c.var.ctx,
        { email: body.email, name: body.name ?? body.email, role: body.role, password },
        { type: 'system', label: 'dev/staff' },
        { ip: clientIp(c), requestId: c.var.requestId },
      );
      return { data, password };
    },
  ),
);

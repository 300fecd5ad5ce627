import { sendLoginDataRequestSchema } from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { sendLoginData } from '@/server/services/contacts/send-login-data';
import { requestMeta, router } from '../env';
import { operation } from '../operation';

export const loginData = router()
  // POST /auth/send_login_data — e-mail the signed-in player how to sign in
  .post(
    '/send_login_data',
    operation(
      {
        summary: 'E-mail the signed-in player how to sign in',
        description:
          'An account without an e-mail gets this one attached, unconfirmed; an account with another e-mail is refused (422 on `email`).',
        tags: ['contacts'],
        auth: 'bearer',
        body: sendLoginDataRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await sendLoginData(c.var.ctx, c.var.auth.user, body.email, requestMeta(c));
        return { success: true };
      },
    ),
  );

import {
  loginAnswerSchema,
  registerEmailRequestSchema,
  registerPhoneRequestSchema,
} from '@/lib/schemas/auth';
import { registerPlayer } from '@/server/services/auth/register-player';
import { requestMeta, requestRegion, router } from '../env';
import { operation } from '../operation';

export const register = router()
  // POST /api/v2/auth/register/email — open an account with e-mail and password
  .post(
    '/email',
    operation(
      {
        summary: 'Open an account with e-mail and password; answers the session\u2019s token',
        tags: ['auth'],
        captcha: 'register',
        body: registerEmailRequestSchema,
        answer: loginAnswerSchema,
        status: 201,
        errors: [429],
      },
      async (c, { body }) => {
        const meta = { ...requestMeta(c), region: requestRegion(c) };
        const token = await registerPlayer(c.var.ctx, { channel: 'email', ...body }, meta);
        return { success: true, token };
      },
    ),
  )
  // POST /api/v2/auth/register/phone — open an account with phone and password
  .post(
    '/phone',
    operation(
      {
        summary: 'Open an account with phone and password; answers the session\u2019s token',
        tags: ['auth'],
        captcha: 'register',
        body: registerPhoneRequestSchema,
        answer: loginAnswerSchema,
        status: 201,
        errors: [429],
      },
      async (c, { body }) => {
        const meta = { ...requestMeta(c), region: requestRegion(c) };
        const token = await registerPlayer(c.var.ctx, { channel: 'phone', ...body }, meta);
        return { success: true, token };
      },
    ),
  );

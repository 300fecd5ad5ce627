import {
  loginAnswerSchema,
  phoneCodeRequestSchema,
  phoneOnlyRequestSchema,
  phoneResetTokenCheckRequestSchema,
  resetByTokenRequestSchema,
  resetTokenAnswerSchema,
} from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { checkResetToken } from '@/server/services/password/check-reset-token';
import { confirmResetCode } from '@/server/services/password/confirm-reset-code';
import { requestPasswordReset } from '@/server/services/password/request-reset';
import { resetPasswordWithToken } from '@/server/services/password/reset-password';
import { requestMeta, router } from '../env';
import { operation } from '../operation';

export const passwordPhone = router()
  // POST /api/v2/auth/password/phone/forgot — text a reset code (same answer for unknown phones)
  .post(
    '/forgot',
    operation(
      {
        summary: 'Text a reset code; the same answer for an unknown phone',
        tags: ['password'],
        captcha: 'forgot',
        body: phoneOnlyRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        const input = { channel: 'phone' as const, contact: body.phone };
        await requestPasswordReset(c.var.ctx, input, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /api/v2/auth/password/phone/code/confirm — trade the texted code for a reset token
  .post(
    '/code/confirm',
    operation(
      {
        summary: 'Trade the texted code for a reset token',
        tags: ['password'],
        body: phoneCodeRequestSchema,
        answer: resetTokenAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        const resetToken = await confirmResetCode(
          c.var.ctx,
          { channel: 'phone', contact: body.phone, code: body.code },
          requestMeta(c),
        );
        return { success: true, data: { reset_token: resetToken } };
      },
    ),
  )
  // POST /api/v2/auth/password/phone/token/check — is the token good (and that phone's)
  .post(
    '/token/check',
    operation(
      {
        summary: 'Whether a reset token is still good and, with `phone`, that phone\u2019s',
        tags: ['password'],
        body: phoneResetTokenCheckRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await checkResetToken(c.var.ctx, body, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /api/v2/auth/password/phone/reset — new password with a reset token
  .post(
    '/reset',
    operation(
      {
        summary: 'A new password with a reset token; answers a new session',
        tags: ['password'],
        body: resetByTokenRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const session = await resetPasswordWithToken(c.var.ctx, body, requestMeta(c));
        return { success: true, token: session };
      },
    ),
  );

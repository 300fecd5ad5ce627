import {
  emailCodeRequestSchema,
  emailOnlyRequestSchema,
  loginAnswerSchema,
  resetByEmailCodeRequestSchema,
  resetByTokenRequestSchema,
  resetTokenAnswerSchema,
  resetTokenOnlyRequestSchema,
} from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { checkResetToken } from '@/server/services/password/check-reset-token';
import { confirmResetCode } from '@/server/services/password/confirm-reset-code';
import { confirmResetLink } from '@/server/services/password/confirm-reset-link';
import { requestPasswordReset } from '@/server/services/password/request-reset';
import {
  resetPasswordWithCode,
  resetPasswordWithToken,
} from '@/server/services/password/reset-password';
import { requestMeta, router } from '../env';
import { operation } from '../operation';

export const passwordEmail = router()
  // POST /api/v2/auth/password/email/forgot — e-mail a reset code and link (same answer for unknown e-mails)
  .post(
    '/forgot',
    operation(
      {
        summary: 'E-mail a reset code and link; the same answer for an unknown e-mail',
        tags: ['password'],
        captcha: 'forgot',
        body: emailOnlyRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        const input = { channel: 'email' as const, contact: body.email };
        await requestPasswordReset(c.var.ctx, input, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /api/v2/auth/password/email/code/confirm — trade the e-mailed code for a reset token
  .post(
    '/code/confirm',
    operation(
      {
        summary: 'Trade the e-mailed code for a reset token',
        tags: ['password'],
        body: emailCodeRequestSchema,
        answer: resetTokenAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        const resetToken = await confirmResetCode(
          c.var.ctx,
          { channel: 'email', contact: body.email, code: body.code },
          requestMeta(c),
        );
        return { success: true, data: { reset_token: resetToken } };
      },
    ),
  )
  // POST /api/v2/auth/password/email/token/check — is the reset token still good
  .post(
    '/token/check',
    operation(
      {
        summary: 'Whether a reset token is still good (422 on `token` when not)',
        tags: ['password'],
        body: resetTokenOnlyRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await checkResetToken(c.var.ctx, body, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /api/v2/auth/password/email/token/confirm — the e-mailed link was opened: a fresh token
  .post(
    '/token/confirm',
    operation(
      {
        summary: 'The e-mailed link was opened: its token is used up for a fresh one',
        tags: ['password'],
        body: resetTokenOnlyRequestSchema,
        answer: resetTokenAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        const resetToken = await confirmResetLink(c.var.ctx, body.token, requestMeta(c));
        return { success: true, data: { reset_token: resetToken } };
      },
    ),
  )
  // POST /api/v2/auth/password/email/reset/token — new password with a reset token
  .post(
    '/reset/token',
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
  )
  // POST /api/v2/auth/password/email/reset/code — new password with the e-mailed code
  .post(
    '/reset/code',
    operation(
      {
        summary: 'A new password with the e-mailed code; answers a new session',
        tags: ['password'],
        body: resetByEmailCodeRequestSchema,
        answer: loginAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        const { email, code, password } = body;
        const session = await resetPasswordWithCode(
          c.var.ctx,
          { channel: 'email', contact: email, code, password },
          requestMeta(c),
        );
        return { success: true, token: session };
      },
    ),
  );

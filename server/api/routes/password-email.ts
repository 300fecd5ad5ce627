import {
  emailCodeSchema,
  emailOnlySchema,
  resetByEmailCodeSchema,
  resetByTokenSchema,
  resetTokenOnlySchema,
} from '@/lib/schemas/auth';
import { checkResetToken } from '@/server/services/password/check-reset-token';
import { confirmResetCode } from '@/server/services/password/confirm-reset-code';
import { confirmResetLink } from '@/server/services/password/confirm-reset-link';
import { requestPasswordReset } from '@/server/services/password/request-reset';
import {
  resetPasswordWithCode,
  resetPasswordWithToken,
} from '@/server/services/password/reset-password';
import { requestMeta, router } from '../env';
import { readBody } from '../validate';

export const passwordEmail = router()
  // POST /api/v2/auth/password/email/forgot — e-mail a reset code and link (same answer for unknown e-mails)
  .post('/forgot', async (c) => {
    const { email } = await readBody(c, emailOnlySchema);
    await requestPasswordReset(c.var.ctx, { channel: 'email', contact: email }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/password/email/code/confirm — trade the e-mailed code for a reset token
  .post('/code/confirm', async (c) => {
    const { email, code } = await readBody(c, emailCodeSchema);
    const resetToken = await confirmResetCode(
      c.var.ctx,
      { channel: 'email', contact: email, code },
      requestMeta(c),
    );
    return c.json({ success: true, data: { reset_token: resetToken } });
  })
  // POST /api/v2/auth/password/email/token/check — is the reset token still good
  .post('/token/check', async (c) => {
    const { token } = await readBody(c, resetTokenOnlySchema);
    await checkResetToken(c.var.ctx, { token }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/password/email/token/confirm — the e-mailed link was opened: a fresh token
  .post('/token/confirm', async (c) => {
    const { token } = await readBody(c, resetTokenOnlySchema);
    const resetToken = await confirmResetLink(c.var.ctx, token, requestMeta(c));
    return c.json({ success: true, data: { reset_token: resetToken } });
  })
  // POST /api/v2/auth/password/email/reset/token — new password with a reset token
  .post('/reset/token', async (c) => {
    const { token, password } = await readBody(c, resetByTokenSchema);
    const session = await resetPasswordWithToken(c.var.ctx, { token, password }, requestMeta(c));
    return c.json({ success: true, token: session });
  })
  // POST /api/v2/auth/password/email/reset/code — new password with the e-mailed code
  .post('/reset/code', async (c) => {
    const { email, code, password } = await readBody(c, resetByEmailCodeSchema);
    const session = await resetPasswordWithCode(
      c.var.ctx,
      { channel: 'email', contact: email, code, password },
      requestMeta(c),
    );
    return c.json({ success: true, token: session });
  });

import {
  phoneCodeSchema,
  phoneOnlySchema,
  phoneResetTokenCheckSchema,
  resetByTokenSchema,
} from '@/lib/schemas/auth';
import { checkResetToken } from '@/server/services/password/check-reset-token';
import { confirmResetCode } from '@/server/services/password/confirm-reset-code';
import { requestPasswordReset } from '@/server/services/password/request-reset';
import { resetPasswordWithToken } from '@/server/services/password/reset-password';
import { requestMeta, router } from '../env';
import { readBody } from '../validate';

export const passwordPhone = router()
  // POST /api/v2/auth/password/phone/forgot — text a reset code (same answer for unknown phones)
  .post('/forgot', async (c) => {
    const { phone } = await readBody(c, phoneOnlySchema);
    await requestPasswordReset(c.var.ctx, { channel: 'phone', contact: phone }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/password/phone/code/confirm — trade the texted code for a reset token
  .post('/code/confirm', async (c) => {
    const { phone, code } = await readBody(c, phoneCodeSchema);
    const resetToken = await confirmResetCode(
      c.var.ctx,
      { channel: 'phone', contact: phone, code },
      requestMeta(c),
    );
    return c.json({ success: true, data: { reset_token: resetToken } });
  })
  // POST /api/v2/auth/password/phone/token/check — is the token good (and that phone's)
  .post('/token/check', async (c) => {
    const input = await readBody(c, phoneResetTokenCheckSchema);
    await checkResetToken(c.var.ctx, input, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /api/v2/auth/password/phone/reset — new password with a reset token
  .post('/reset', async (c) => {
    const { token, password } = await readBody(c, resetByTokenSchema);
    const session = await resetPasswordWithToken(c.var.ctx, { token, password }, requestMeta(c));
    return c.json({ success: true, token: session });
  });

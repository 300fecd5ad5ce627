import { sendLoginDataSchema } from '@/lib/schemas/auth';
import { sendLoginData } from '@/server/services/contacts/send-login-data';
import { requestMeta, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

export const loginData = router()
  // POST /auth/send_login_data — e-mail the signed-in player how to sign in
  .post('/send_login_data', requireAuth, async (c) => {
    const { email } = await readBody(c, sendLoginDataSchema);
    await sendLoginData(c.var.ctx, c.var.auth.user, email, requestMeta(c));
    return c.json({ success: true });
  });

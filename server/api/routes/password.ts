import { setPasswordSchema, updatePasswordSchema } from '@/lib/schemas/auth';
import { setPassword } from '@/server/services/password/set-password';
import { updatePassword } from '@/server/services/password/update-password';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';
import { passwordEmail } from './password-email';
import { passwordPhone } from './password-phone';

/** `/api/v2/auth/password/*`: recovery by e-mail and phone (public) and a first password. */
export const password = router()
  .route('/email', passwordEmail)
  .route('/phone', passwordPhone)
  // POST /api/v2/auth/password/set — a first password for a social or code account
  .post('/set', requireAuth, async (c) => {
    const input = await readBody(c, setPasswordSchema);
    await setPassword(c.var.ctx, c.var.auth.user.id, input.password);
    return c.json({ success: true });
  });

/** `/password/*`: the signed-in player changes the password. */
export const passwordUpdate = router()
  // POST /password/update — change the password; other devices sign in again
  .post('/update', requireAuth, async (c) => {
    const { old_password, password } = await readBody(c, updatePasswordSchema);
    await updatePassword(c.var.ctx, c.var.auth, { oldPassword: old_password, password });
    return c.json({ success: true });
  });

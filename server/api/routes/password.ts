import { setPasswordRequestSchema, updatePasswordRequestSchema } from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { setPassword } from '@/server/services/password/set-password';
import { updatePassword } from '@/server/services/password/update-password';
import { router } from '../env';
import { operation } from '../operation';
import { passwordEmail } from './password-email';
import { passwordPhone } from './password-phone';

/** `/api/v2/auth/password/*`: recovery by e-mail and phone (public) and a first password. */
export const password = router()
  .route('/email', passwordEmail)
  .route('/phone', passwordPhone)
  // POST /api/v2/auth/password/set — a first password for a social or code account
  .post(
    '/set',
    operation(
      {
        summary: 'A first password for an account made by a social login or a code',
        description: 'An account that has a password answers 422 `password_exists` on `password`.',
        tags: ['password'],
        auth: 'bearer',
        body: setPasswordRequestSchema,
        answer: successAnswerSchema,
      },
      async (c, { body }) => {
        await setPassword(c.var.ctx, c.var.auth.user.id, body.password);
        return { success: true };
      },
    ),
  );

/** `/password/*`: the signed-in player changes the password. */
export const passwordUpdate = router()
  // POST /password/update — change the password; other devices sign in again
  .post(
    '/update',
    operation(
      {
        summary: 'Change the password; the player\u2019s other devices sign in again',
        tags: ['password'],
        auth: 'bearer',
        body: updatePasswordRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await updatePassword(c.var.ctx, c.var.auth, body);
        return { success: true };
      },
    ),
  );

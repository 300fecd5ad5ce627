import type { z } from '@/lib/zod';
import type {
  resetByEmailCodeRequestSchema,
  resetByTokenRequestSchema,
  setPasswordRequestSchema,
  updatePasswordRequestSchema,
} from '@/lib/schemas/auth';
import { schemaLoader, type ApiClient } from './client';
import type { Channel } from './auth';

const commonSchemas = schemaLoader(() => import('@/lib/schemas/common'));
const authSchemas = schemaLoader(() => import('@/lib/schemas/auth-answers'));

/** Spec §7 "Password": recovery by e-mail or phone, setting and changing a password. */

/** Sends a reset link or code; `captcha` is the form's token for `forgot`. */
export function forgotPassword(
  api: ApiClient,
  channel: Channel,
  contact: string,
  captcha?: string,
) {
  return api.post(`api/v2/auth/password/${channel}/forgot`, commonSchemas('successAnswerSchema'), {
    [channel]: contact,
    captcha,
  });
}

/** Trades the code for a reset token. */
export function confirmResetCode(api: ApiClient, channel: Channel, contact: string, code: string) {
  return api.post(
    `api/v2/auth/password/${channel}/code/confirm`,
    authSchemas('resetTokenAnswerSchema'),
    {
      [channel]: contact,
      code,
    },
  );
}

/** Is the token from a link or a confirmed code still good; with `phone`, is it that phone's. */
export function checkResetToken(api: ApiClient, token: string, phone?: string) {
  return phone !== undefined
    ? api.post('api/v2/auth/password/phone/token/check', commonSchemas('successAnswerSchema'), {
        token,
        phone,
      })
    : api.post('api/v2/auth/password/email/token/check', commonSchemas('successAnswerSchema'), {
        token,
      });
}

/**
 * The e-mailed reset link was opened: its token is used up (and the e-mail marked confirmed) for a
 * fresh one, which sets the new password. The link cannot be replayed after this.
 */
export function confirmResetLink(api: ApiClient, token: string) {
  return api.post(
    'api/v2/auth/password/email/token/confirm',
    authSchemas('resetTokenAnswerSchema'),
    { token },
  );
}

/** Sets the new password with a reset token; the answer signs the player in. */
export function resetPassword(
  api: ApiClient,
  channel: Channel,
  input: z.input<typeof resetByTokenRequestSchema>,
) {
  return channel === 'phone'
    ? api.post('api/v2/auth/password/phone/reset', authSchemas('loginAnswerSchema'), input)
    : api.post('api/v2/auth/password/email/reset/token', authSchemas('loginAnswerSchema'), input);
}

/** Sets the new password with the e-mailed code itself (422 on `code` when it is wrong); signs in. */
export function resetPasswordWithCode(
  api: ApiClient,
  input: z.input<typeof resetByEmailCodeRequestSchema>,
) {
  return api.post('api/v2/auth/password/email/reset/code', authSchemas('loginAnswerSchema'), input);
}

/** A first password for an account made through a social login or a code. */
export function setPassword(api: ApiClient, input: z.input<typeof setPasswordRequestSchema>) {
  return api.post('api/v2/auth/password/set', commonSchemas('successAnswerSchema'), input);
}

export function updatePassword(api: ApiClient, input: z.input<typeof updatePasswordRequestSchema>) {
  return api.post('password/update', commonSchemas('successAnswerSchema'), input);
}

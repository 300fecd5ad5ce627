import type { z } from 'zod';
import {
  loginAnswerSchema,
  resetTokenAnswerSchema,
  type resetByTokenRequestSchema,
  type setPasswordRequestSchema,
  type updatePasswordRequestSchema,
} from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import type { ApiClient } from './client';
import type { Channel } from './auth';

/** Spec §7 "Password": recovery by e-mail or phone, setting and changing a password. */

export function forgotPassword(api: ApiClient, channel: Channel, contact: string) {
  return api.post(`api/v2/auth/password/${channel}/forgot`, successAnswerSchema, {
    [channel]: contact,
  });
}

/** Trades the code for a reset token. */
export function confirmResetCode(api: ApiClient, channel: Channel, contact: string, code: string) {
  return api.post(`api/v2/auth/password/${channel}/code/confirm`, resetTokenAnswerSchema, {
    [channel]: contact,
    code,
  });
}

/** Is the token from a link or a confirmed code still good; with `phone`, is it that phone's. */
export function checkResetToken(api: ApiClient, token: string, phone?: string) {
  return phone !== undefined
    ? api.post('api/v2/auth/password/phone/token/check', successAnswerSchema, { token, phone })
    : api.post('api/v2/auth/password/email/token/check', successAnswerSchema, { token });
}

/** Sets the new password with a reset token; the answer signs the player in. */
export function resetPassword(
  api: ApiClient,
  channel: Channel,
  input: z.input<typeof resetByTokenRequestSchema>,
) {
  return channel === 'phone'
    ? api.post('api/v2/auth/password/phone/reset', loginAnswerSchema, input)
    : api.post('api/v2/auth/password/email/reset/token', loginAnswerSchema, input);
}

/** A first password for an account made through a social login or a code. */
export function setPassword(api: ApiClient, input: z.input<typeof setPasswordRequestSchema>) {
  return api.post('api/v2/auth/password/set', successAnswerSchema, input);
}

export function updatePassword(api: ApiClient, input: z.input<typeof updatePasswordRequestSchema>) {
  return api.post('password/update', successAnswerSchema, input);
}

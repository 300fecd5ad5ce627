import type { ApiClient } from './client';
import type { Channel, Done } from './auth';

/** Spec §7 "Password": recovery by e-mail or phone, setting and changing a password. */

type ResetToken = { success: boolean; data: { reset_token: string } };
type SignedIn = { success: boolean; token: string };

export function forgotPassword(api: ApiClient, channel: Channel, contact: string) {
  return api.post<Done>(`api/v2/auth/password/${channel}/forgot`, { [channel]: contact });
}

/** Trades the code for a reset token. */
export function confirmResetCode(api: ApiClient, channel: Channel, contact: string, code: string) {
  return api.post<ResetToken>(`api/v2/auth/password/${channel}/code/confirm`, {
    [channel]: contact,
    code,
  });
}

/** Is the token from a link or a confirmed code still good; with `phone`, is it that phone's. */
export function checkResetToken(api: ApiClient, token: string, phone?: string) {
  return phone !== undefined
    ? api.post<Done>('api/v2/auth/password/phone/token/check', { token, phone })
    : api.post<Done>('api/v2/auth/password/email/token/check', { token });
}

/** Sets the new password with a reset token; the answer signs the player in. */
export function resetPassword(
  api: ApiClient,
  channel: Channel,
  input: { token: string; password: string; password_confirm: string },
) {
  return channel === 'phone'
    ? api.post<SignedIn>('api/v2/auth/password/phone/reset', input)
    : api.post<SignedIn>('api/v2/auth/password/email/reset/token', input);
}

/** A first password for an account made through a social login or a code. */
export function setPassword(api: ApiClient, input: { password: string; confirm_password: string }) {
  return api.post<Done>('api/v2/auth/password/set', input);
}

export function updatePassword(
  api: ApiClient,
  input: { old_password: string; password: string; password_confirm: string },
) {
  return api.post<Done>('password/update', input);
}

import type { z } from 'zod';
import {
  loginAnswerSchema,
  socialLoginAnswerSchema,
  socialProvidersAnswerSchema,
  type registerEmailRequestSchema,
  type socialLoginRequestSchema,
} from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { fingerprintPublicKeySchema } from '@/lib/fingerprint/format';
import type { ApiClient } from './client';

/** Spec §7 "Authentication": every call the login, registration and contact forms make. */

export type Channel = 'email' | 'phone';

/** Fields a registration carries besides the contact (spec §7). */
export type RegistrationFields = Omit<z.input<typeof registerEmailRequestSchema>, 'email'>;

const PHONE_QUERY = { searchParams: { type: 'sms' } };

export function register(
  api: ApiClient,
  channel: Channel,
  contact: string,
  fields: RegistrationFields,
) {
  return api.post(`api/v2/auth/register/${channel}`, loginAnswerSchema, {
    [channel]: contact,
    ...fields,
  });
}

export function loginWithPassword(
  api: ApiClient,
  channel: Channel,
  contact: string,
  password: string,
  captcha?: string,
) {
  return api.post(
    `api/v2/auth/login/${channel}/password`,
    loginAnswerSchema,
    { [channel]: contact, password, captcha },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

/** Sends a login code to the contact. */
export function sendLoginCode(api: ApiClient, channel: Channel, contact: string) {
  return api.post(
    `api/v2/auth/login/${channel}/verification`,
    successAnswerSchema,
    { [channel]: contact },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

export function resendLoginCode(api: ApiClient, channel: Channel, contact: string) {
  return channel === 'phone'
    ? api.post(
        'api/v2/auth/login/phone/code/resend',
        successAnswerSchema,
        { phone: contact },
        PHONE_QUERY,
      )
    : api.post('api/v2/auth/login/email/resend', successAnswerSchema, { email: contact });
}

export function loginWithCode(api: ApiClient, channel: Channel, contact: string, code: string) {
  return api.post(
    `api/v2/auth/login/${channel}/code`,
    loginAnswerSchema,
    { [channel]: contact, code },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

/** Sends the signed-in player a code that confirms the contact. */
export function resendContactCode(api: ApiClient, channel: Channel) {
  return api.post(`api/v2/auth/${channel}/resend`, successAnswerSchema);
}

export function verifyContact(api: ApiClient, channel: Channel, code: string) {
  return api.post(`api/v2/auth/${channel}/verify/code`, successAnswerSchema, { code });
}

/** Attaches an e-mail to the account and sends the login details there. */
export function sendLoginData(api: ApiClient, email: string) {
  return api.post('auth/send_login_data', successAnswerSchema, { email });
}

export function logout(api: ApiClient) {
  return api.put('auth/logout', successAnswerSchema);
}

export const SOCIAL_PROVIDERS_PATH = 'api/v2/auth/social/providers';

export function socialProviders(api: ApiClient) {
  return api.get(SOCIAL_PROVIDERS_PATH, socialProvidersAnswerSchema);
}

/** Starts a social login; the answer is the address the popup opens. */
export function startSocialLogin(api: ApiClient, input: z.input<typeof socialLoginRequestSchema>) {
  return api.put('auth/login', socialLoginAnswerSchema, input);
}

export function joinVip(api: ApiClient, requestType: string) {
  return api.post('api/v2/vip/join', successAnswerSchema, { request_type: requestType });
}

/** The server's public key that seals the registration fingerprint (`fpp`). */
export function fingerprintKey(api: ApiClient) {
  return api.get('api/v2/fingerprint/key', fingerprintPublicKeySchema);
}

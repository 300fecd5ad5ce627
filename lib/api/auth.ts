import type { z } from '@/lib/zod';
import type { registerEmailRequestSchema, socialLoginRequestSchema } from '@/lib/schemas/auth';
import { schemaLoader, type ApiClient } from './client';

const commonSchemas = schemaLoader(() => import('@/lib/schemas/common'));
const authSchemas = schemaLoader(() => import('@/lib/schemas/auth-answers'));
const fingerprintSchemas = schemaLoader(() => import('@/lib/fingerprint/format'));

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
  return api.post(`api/v2/auth/register/${channel}`, authSchemas('loginAnswerSchema'), {
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
    authSchemas('loginAnswerSchema'),
    { [channel]: contact, password, captcha },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

/** Sends a login code to the contact; `captcha` is the form's token for `login`. */
export function sendLoginCode(api: ApiClient, channel: Channel, contact: string, captcha?: string) {
  return api.post(
    `api/v2/auth/login/${channel}/verification`,
    commonSchemas('successAnswerSchema'),
    { [channel]: contact, captcha },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

export function resendLoginCode(
  api: ApiClient,
  channel: Channel,
  contact: string,
  captcha?: string,
) {
  return channel === 'phone'
    ? api.post(
        'api/v2/auth/login/phone/code/resend',
        commonSchemas('successAnswerSchema'),
        { phone: contact, captcha },
        PHONE_QUERY,
      )
    : api.post('api/v2/auth/login/email/resend', commonSchemas('successAnswerSchema'), {
        email: contact,
        captcha,
      });
}

export function loginWithCode(api: ApiClient, channel: Channel, contact: string, code: string) {
  return api.post(
    `api/v2/auth/login/${channel}/code`,
    authSchemas('loginAnswerSchema'),
    { [channel]: contact, code },
    channel === 'phone' ? PHONE_QUERY : undefined,
  );
}

/** Sends the signed-in player a code that confirms the contact. */
export function resendContactCode(api: ApiClient, channel: Channel) {
  return api.post(`api/v2/auth/${channel}/resend`, commonSchemas('successAnswerSchema'));
}

export function verifyContact(api: ApiClient, channel: Channel, code: string) {
  return api.post(`api/v2/auth/${channel}/verify/code`, commonSchemas('successAnswerSchema'), {
    code,
  });
}

/** Attaches an e-mail to the account and sends the login details there. */
export function sendLoginData(api: ApiClient, email: string) {
  return api.post('auth/send_login_data', commonSchemas('successAnswerSchema'), { email });
}

export function logout(api: ApiClient) {
  return api.put('auth/logout', commonSchemas('successAnswerSchema'));
}

export const SOCIAL_PROVIDERS_PATH = 'api/v2/auth/social/providers';

export function socialProviders(api: ApiClient) {
  return api.get(SOCIAL_PROVIDERS_PATH, authSchemas('socialProvidersAnswerSchema'));
}

/** Starts a social login; the answer is the address the popup opens. */
export function startSocialLogin(api: ApiClient, input: z.input<typeof socialLoginRequestSchema>) {
  return api.put('auth/login', authSchemas('socialLoginAnswerSchema'), input);
}

export function joinVip(api: ApiClient, requestType: string) {
  return api.post('api/v2/vip/join', commonSchemas('successAnswerSchema'), {
    request_type: requestType,
  });
}

/** The server's public key that seals the registration fingerprint (`fpp`). */
export function fingerprintKey(api: ApiClient) {
  return api.get('api/v2/fingerprint/key', fingerprintSchemas('fingerprintPublicKeySchema'));
}

import { randomBytes } from 'node:crypto';
import { createStaff } from '@/server/services/staff/create-staff';
import { totpCode } from '@/server/services/staff/totp';
import { uniqueIp, type TestApi } from './api';

/**
 * A staff member of `role`, made as `npm run staff:create` makes one, signed in through both
 * steps of /office/auth (password, then enrolling TOTP): their session token.
 */
export async function signedInStaff(api: TestApi, role: string): Promise<string> {
  const email = `staff-${randomBytes(6).toString('hex')}@office.test`;
  const password = 'office-password-1';
  await createStaff(
    api.ctx,
    { email, name: `Staff ${role}`, role, password },
    { type: 'system', label: 'test' },
    { ip: null, requestId: null },
  );
  const ip = uniqueIp();
  const first = await api.post('/api/office/auth/login', { email, password }, { ip });
  if (first.status !== 200) throw new Error(`staff login failed: ${first.text}`);
  const secret = first.json.enrolment.secret as string;
  const second = await api.post(
    '/api/office/auth/second-factor',
    { challenge: first.json.challenge, code: totpCode(secret, api.clock.now()) },
    { ip },
  );
  if (second.status !== 200) throw new Error(`staff second factor failed: ${second.text}`);
  return second.json.token as string;
}

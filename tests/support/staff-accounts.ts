import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { staff } from '@/server/db/schema';
import { createStaff } from '@/server/services/staff/create-staff';
import { totpCode } from '@/server/services/staff/totp';
import type { TestApi } from './api';

export const STAFF_PASSWORD = 'office-password-1';

/** A staff account made as `npm run staff:create` makes it, with no second factor yet. */
export async function staffAccount(
  api: TestApi,
  role: string,
  extra: { ip_allow?: string[] } = {},
) {
  const email = `staff-${randomBytes(6).toString('hex')}@office.test`;
  const created = await createStaff(
    api.ctx,
    { email, name: `Staff ${role}`, role, password: STAFF_PASSWORD, ...extra },
    { type: 'system', label: 'test' },
    { ip: null, requestId: null },
  );
  return { id: created.id, email };
}

/**
 * Signs in through both steps, enrolling the second factor: the session token, the TOTP secret
 * and the recovery codes shown at enrolment.
 */
export async function enrolStaff(api: TestApi, email: string, ip = '10.20.30.40') {
  const first = await api.post(
    '/api/office/auth/login',
    { email, password: STAFF_PASSWORD },
    { ip },
  );
  expect(first.status).toBe(200);
  expect(first.json.step).toBe('enrol');
  const secret = first.json.enrolment.secret as string;
  expect(first.json.enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(first.json.enrolment.qr).toMatch(/^data:image\/png;base64,/);
  const second = await api.post(
    '/api/office/auth/second-factor',
    { challenge: first.json.challenge, code: totpCode(secret, api.clock.now()) },
    { ip },
  );
  expect(second.status).toBe(200);
  expect(second.json.recovery_codes).toHaveLength(10);
  return {
    token: second.json.token as string,
    secret,
    recovery: second.json.recovery_codes as string[],
  };
}

/** A new account of `role`, signed in: its id, e-mail, session token and TOTP secret. */
export async function signedInAccount(api: TestApi, role: string) {
  const account = await staffAccount(api, role);
  return { ...account, ...(await enrolStaff(api, account.email)) };
}

/** The account's row as stored. */
export async function staffRow(api: TestApi, id: number) {
  const [row] = await api.ctx.db.select().from(staff).where(eq(staff.id, id));
  return row!;
}

import { promoCodes } from '@/server/db/schema';
import {
  createTestApi,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  type TestApi,
} from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // Registration refuses a promo code that does not exist (the seed adds this one on start).
  await api.ctx.db
    .insert(promoCodes)
    .values({ code: 'WELCOME', type: 'deposit_percent', value: '100', name: 'Welcome bonus' })
    .onConflictDoNothing();
});
afterAll(() => api.close());

describe('POST /api/v2/auth/register/email', () => {
  const path = '/api/api/v2/auth/register/email';

  it('opens an account, answers a token and e-mails a confirmation code', async () => {
    const email = uniqueEmail();
    const response = await api.post(path, {
      email: `  ${email.toUpperCase()} `,
      password: 'correct-horse-battery',
      currency: 'KZT',
      promo: 'WELCOME',
      stag: 'aff_1',
      fpp: 'encrypted-fingerprint',
      vip: true,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, token: expect.any(String) });

    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.status).toBe(200);
    expect(profile.json.user).toMatchObject({
      email,
      currency: 'KZT',
      register_method: 'email',
      is_email_verified: false,
      is_password_exists: true,
      balance: 0,
    });
    expect(await api.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a registered e-mail with 422 on email', async () => {
    const { email } = await api.registerByEmail();
    const response = await api.post(
      path,
      { email, password: 'another-password', currency: 'RUB' },
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.email).toEqual([expect.stringMatching(/^email_taken: /)]);
  });

  it('answers a 422 map naming every bad field', async () => {
    const response = await api.post(path, {
      email: 'not-an-email',
      password: 'short',
      currency: 'GBP',
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      email: [expect.stringMatching(/^invalid_email: /)],
      password: [expect.stringMatching(/^too_short: /)],
      currency: [expect.stringMatching(/^invalid_value: /)],
    });
  });

  it('names missing fields, wrong types, oversized strings and unknown fields', async () => {
    const response = await api.post(path, {
      password: 12345678,
      currency: 'RUB',
      promo: 'x'.repeat(65),
      isAdmin: true,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      email: [expect.stringMatching(/^required: /)],
      password: [expect.stringMatching(/^invalid_type: /)],
      promo: [expect.stringMatching(/^too_long: /)],
      isAdmin: [expect.stringMatching(/^unknown_field: /)],
    });
  });

  it('answers 400 to broken JSON, a non-object body and a wrong content type', async () => {
    const broken = await api.post(path, '{"email":', {});
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ error: 'invalid_json' });

    const array = await api.post(path, [1, 2]);
    expect(array.status).toBe(400);
    expect(array.json).toMatchObject({ error: 'invalid_body' });

    const xml = await api.post(path, '<email/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(400);
    expect(xml.json).toMatchObject({ error: 'unsupported_content_type' });

    const huge = await api.post(path, { email: 'a'.repeat(70_000) });
    expect(huge.status).toBe(400);
    expect(huge.json).toMatchObject({ error: 'payload_too_large' });
  });

  it('accepts form fields as the spec sends them', async () => {
    const email = uniqueEmail();
    const body = new URLSearchParams({
      email,
      password: 'correct-horse-battery',
      currency: 'USD',
      vip: '1',
    });
    const response = await api.post(path, body.toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: uniqueIp(),
    });
    expect(response.status).toBe(201);
  });

  it('limits registrations from one address (429 with Retry-After)', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await api.post(
        path,
        { email: uniqueEmail(), password: 'correct-horse-battery', currency: 'RUB' },
        { ip },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(response.json).toMatchObject({ error: 'too_many_requests' });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/v2/auth/register/phone', () => {
  const path = '/api/api/v2/auth/register/phone';

  it('accepts a masked number, stores E.164 and texts a code', async () => {
    const phone = uniquePhone();
    const masked = `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    const response = await api.post(
      path,
      { phone: masked, password: 'correct-horse-battery', currency: 'RUB' },
      { ip: uniqueIp(), headers: { region: 'kz' } },
    );
    expect(response.status).toBe(201);
    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.json.user).toMatchObject({ phone, register_method: 'phone', email: null });
    expect(profile.json.region).toBe('KZ');
    expect(await api.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('accepts a Belarusian number', async () => {
    const digits = uniquePhone().slice(-7);
    const response = await api.post(
      path,
      {
        phone: `+375 29 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
        password: 'correct-horse-battery',
        currency: 'EUR',
      },
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.json.user.phone).toBe(`+37529${digits}`);
  });

  it('refuses malformed and registered numbers on phone', async () => {
    const bad = await api.post(path, {
      phone: '+7 123',
      password: 'correct-horse-battery',
      currency: 'RUB',
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.phone).toEqual([expect.stringMatching(/^invalid_phone: /)]);

    const phone = uniquePhone();
    const first = await api.post(
      path,
      { phone, password: 'correct-horse-battery', currency: 'RUB' },
      { ip: uniqueIp() },
    );
    expect(first.status).toBe(201);
    const again = await api.post(
      path,
      { phone, password: 'correct-horse-battery', currency: 'RUB' },
      { ip: uniqueIp() },
    );
    expect(again.status).toBe(422);
    expect(again.json.errors.phone).toEqual([expect.stringMatching(/^phone_taken: /)]);
  });
});

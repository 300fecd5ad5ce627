import {
  createTestApi,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  type TestApi,
} from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { SSO_URL: 'https://sso.example.test/login' } });
});
afterAll(() => api.close());

const base = '/api/api/v2/auth/login';

describe('POST /api/v2/auth/login/email/password', () => {
  it('answers success, a working token and the SSO link', async () => {
    const { email, password } = await api.registerByEmail();
    const response = await api.post(`${base}/email/password`, {
      email: email.toUpperCase(),
      password,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      token: expect.any(String),
      sso: 'https://sso.example.test/login',
    });
    expect((await api.get('/api/profile/user', { token: response.json.token })).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike (422 on password)', async () => {
    const { email } = await api.registerByEmail();
    const wrong = await api.post(`${base}/email/password`, { email, password: 'wrong-password' });
    const unknown = await api.post(`${base}/email/password`, {
      email: uniqueEmail(),
      password: 'wrong-password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.json.errors).toEqual({
        password: [expect.stringMatching(/^invalid_credentials: /)],
      });
    }
  });

  it('validates its fields', async () => {
    const response = await api.post(`${base}/email/password`, { email: 'x', extra: 1 });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['email', 'extra', 'password']);
  });
});

describe('login by phone', () => {
  async function registerPhone() {
    const phone = uniquePhone();
    const password = 'correct-horse-battery';
    const response = await api.post(
      '/api/api/v2/auth/register/phone',
      { phone, password, currency: 'RUB' },
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    return { phone, password };
  }

  it('logs in with phone and password', async () => {
    const { phone, password } = await registerPhone();
    const response = await api.post(`${base}/phone/password?type=sms`, { phone, password });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
  });

  it('texts a code, logs in with it once, and marks the phone confirmed', async () => {
    const { phone } = await registerPhone();
    api.clock.advance(61_000);
    const sent = await api.post(`${base}/phone/verification`, { phone }, { ip: uniqueIp() });
    expect(sent.json).toEqual({ success: true });
    const code = await api.lastCode(phone);

    const response = await api.post(`${base}/phone/code?type=sms`, { phone, code });
    expect(response.status).toBe(200);
    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.json.user.is_phone_verified).toBe(true);

    const reused = await api.post(`${base}/phone/code?type=sms`, { phone, code });
    expect(reused.status).toBe(422);
    expect(reused.json.errors.code).toEqual([expect.stringMatching(/^invalid_code: /)]);
  });

  it('refuses an unknown delivery type and a malformed code', async () => {
    const { phone } = await registerPhone();
    const type = await api.post(`${base}/phone/code?type=pigeon`, { phone, code: '123456' });
    expect(type.status).toBe(422);
    expect(type.json.errors.type).toEqual([expect.stringMatching(/^invalid_value: /)]);
    const code = await api.post(`${base}/phone/code`, { phone, code: '12ab' });
    expect(code.json.errors.code).toEqual([expect.stringMatching(/^invalid_code: /)]);
  });

  it('holds a resend until the countdown ends (429), then sends a new code', async () => {
    const { phone } = await registerPhone();
    api.clock.advance(61_000);
    const first = await api.post(`${base}/phone/verification`, { phone });
    expect(first.status).toBe(200);
    const tooSoon = await api.post(`${base}/phone/code/resend?type=sms`, { phone });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    api.clock.advance(61_000);
    const resent = await api.post(`${base}/phone/code/resend?type=sms`, { phone });
    expect(resent.status).toBe(200);
  });
});

describe('login by e-mail code', () => {
  it('e-mails a code and logs in with it', async () => {
    const { email } = await api.registerByEmail();
    api.clock.advance(61_000);
    expect((await api.post(`${base}/email/verification`, { email })).status).toBe(200);
    const code = await api.lastCode(email);
    const response = await api.post(`${base}/email/code`, { email, code });
    expect(response.status).toBe(200);
    expect(response.json.token).toEqual(expect.any(String));
  });

  it('answers an unknown e-mail like a known one, and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await api.post(`${base}/email/verification`, { email });
    expect(response.json).toEqual({ success: true });
    expect(await api.messagesTo(email)).toHaveLength(0);
  });

  it('answers code guesses for an unknown e-mail as for a known one: wrong, too many, expired', async () => {
    const { email: known } = await api.registerByEmail();
    const unknown = uniqueEmail();
    api.clock.advance(61_000);
    const answers: Record<string, string[]> = {};
    for (const email of [known, unknown]) {
      expect((await api.post(`${base}/email/verification`, { email })).status).toBe(200);
      await api.deliverQueued();
      const sent = email === known ? await api.lastCode(known) : null;
      const wrong = sent === '000000' ? '111111' : '000000';
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await api.post(`${base}/email/code`, { email, code: wrong });
        codes.push(String(response.json.errors?.code?.[0]).split(':')[0]!);
      }
      answers[email] = codes;
    }
    // Either way a code exists (unsent for the unknown e-mail) and takes five wrong tries.
    expect(answers[known]).toEqual([...Array(5).fill('invalid_code'), 'code_attempts_exceeded']);
    expect(answers[unknown]).toEqual(answers[known]);

    // And either way a fresh code runs out after 10 minutes.
    api.clock.advance(61_000);
    for (const email of [known, unknown]) {
      expect((await api.post(`${base}/email/resend`, { email })).status).toBe(200);
    }
    await api.deliverQueued();
    api.clock.advance(10 * 60 * 1000 + 1);
    for (const email of [known, unknown]) {
      const late = await api.post(`${base}/email/code`, { email, code: '000000' });
      expect(late.json.errors.code).toEqual([expect.stringMatching(/^code_expired: /)]);
    }
    expect(await api.messagesTo(unknown)).toHaveLength(0);
  });

  it('expires codes after 10 minutes and allows 5 tries', async () => {
    const { email } = await api.registerByEmail();
    api.clock.advance(61_000);
    await api.post(`${base}/email/resend`, { email });
    const code = await api.lastCode(email);
    api.clock.advance(10 * 60 * 1000 + 1);
    const expired = await api.post(`${base}/email/code`, { email, code });
    expect(expired.json.errors.code).toEqual([expect.stringMatching(/^code_expired: /)]);

    await api.post(`${base}/email/resend`, { email });
    const fresh = await api.lastCode(email);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await api.post(`${base}/email/code`, { email, code: wrong });
      expect(response.json.errors.code[0]).toMatch(/^invalid_code: /);
    }
    const locked = await api.post(`${base}/email/code`, { email, code: fresh });
    expect(locked.json.errors.code).toEqual([expect.stringMatching(/^code_attempts_exceeded: /)]);
  });
});

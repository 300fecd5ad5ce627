import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const base = '/api/api/v2/auth';

/** Each test calls from its own address, so the per-address limits of one do not touch another. */
let ip: string;
beforeEach(() => {
  ip = uniqueIp();
});
const post = (path: string, body: unknown, token?: string) => api.post(path, body, { ip, token });
const profile = async (token: string) => (await api.get('/api/profile/user', { token })).json.user;

describe('POST /api/v2/auth/email/verify/code', () => {
  it('confirms the e-mail with the code sent at registration, once', async () => {
    const { email, token } = await api.registerByEmail();
    const code = await api.lastCode(email);
    const response = await post(`${base}/email/verify/code`, { code }, token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    expect((await profile(token)).is_email_verified).toBe(true);

    const again = await post(`${base}/email/verify/code`, { code }, token);
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ email: [expect.stringMatching(/^already_verified: /)] });
  });

  it('refuses a wrong or malformed code (422 on code)', async () => {
    const { email, token } = await api.registerByEmail();
    const code = await api.lastCode(email);
    const wrong = await post(
      `${base}/email/verify/code`,
      { code: code === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
    const malformed = await post(`${base}/email/verify/code`, { code: 'abc' }, token);
    expect(malformed.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
    expect((await profile(token)).is_email_verified).toBe(false);
  });

  it('does not take a code sent to another account', async () => {
    const first = await api.registerByEmail();
    const second = await api.registerByEmail();
    const code = await api.lastCode(first.email);
    const response = await post(`${base}/email/verify/code`, { code }, second.token);
    expect(response.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
  });
});

describe('POST /api/v2/auth/phone/resend and /phone/verify/code', () => {
  it('texts a new code after the countdown and confirms the phone with it', async () => {
    const { phone, token } = await api.registerByPhone();
    const tooSoon = await post(`${base}/phone/resend`, undefined, token);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    api.clock.advance(61_000);
    const resent = await post(`${base}/phone/resend`, undefined, token);
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ success: true });
    const [message] = await api.messagesTo(phone);
    expect(message!.channel).toBe('sms');
    expect(message!.body).toMatch(/код подтверждения \d{6}/);

    const response = await post(
      `${base}/phone/verify/code`,
      { code: await api.lastCode(phone) },
      token,
    );
    expect(response.json).toEqual({ success: true });
    expect((await profile(token)).is_phone_verified).toBe(true);

    api.clock.advance(61_000);
    const done = await post(`${base}/phone/resend`, undefined, token);
    expect(done.status).toBe(422);
    expect(done.json.errors).toEqual({ phone: [expect.stringMatching(/^already_verified: /)] });
  });

  it('answers nothing_to_verify for an account without a phone', async () => {
    const { token } = await api.registerByEmail();
    const resend = await post(`${base}/phone/resend`, undefined, token);
    expect(resend.status).toBe(422);
    expect(resend.json.errors).toEqual({ phone: [expect.stringMatching(/^nothing_to_verify: /)] });
    const verify = await post(`${base}/phone/verify/code`, { code: '123456' }, token);
    expect(verify.json.errors).toEqual({ phone: [expect.stringMatching(/^nothing_to_verify: /)] });
  });
});

describe('POST /api/v2/auth/email/resend', () => {
  it('e-mails a new code after the countdown; the old one stops working', async () => {
    const { email, token } = await api.registerByEmail();
    const first = await api.lastCode(email);
    api.clock.advance(61_000);
    const response = await post(`${base}/email/resend`, undefined, token);
    expect(response.json).toEqual({ success: true });
    const fresh = await api.lastCode(email);
    expect(await api.messagesTo(email)).toHaveLength(2);
    if (first !== fresh) {
      const old = await post(`${base}/email/verify/code`, { code: first }, token);
      expect(old.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
    }
    expect((await post(`${base}/email/verify/code`, { code: fresh }, token)).status).toBe(200);
  });

  it('answers nothing_to_verify for an account without an e-mail', async () => {
    const { token } = await api.registerByPhone();
    const response = await post(`${base}/email/resend`, undefined, token);
    expect(response.json.errors).toEqual({
      email: [expect.stringMatching(/^nothing_to_verify: /)],
    });
  });
});

describe('POST /auth/send_login_data', () => {
  const path = '/api/auth/send_login_data';

  it('attaches the e-mail to a phone account and mails the phone as the login', async () => {
    const { phone, token } = await api.registerByPhone();
    const email = uniqueEmail();
    const response = await post(path, { email: email.toUpperCase() }, token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });

    const [message] = await api.messagesTo(email);
    expect(message!.subject).toBe('Данные для входа');
    expect(message!.body).toContain(phone);
    expect(message!.body).toContain('http://localhost:3000/password/reset');
    const user = await profile(token);
    expect(user.email).toBe(email);
    expect(user.is_email_verified).toBe(false);

    // The attached e-mail can then be confirmed.
    expect((await post(`${base}/email/resend`, undefined, token)).status).toBe(200);
    const code = await api.lastCode(email);
    expect((await post(`${base}/email/verify/code`, { code }, token)).status).toBe(200);
  });

  it('mails the e-mail itself as the login of an e-mail account', async () => {
    const { email, token } = await api.registerByEmail();
    expect((await post(path, { email }, token)).status).toBe(200);
    const [message] = await api.messagesTo(email);
    expect(message!.subject).toBe('Данные для входа');
    expect(message!.body).toContain(`с помощью ${email}`);
  });

  it('refuses an e-mail other than the account e-mail, and one another account has', async () => {
    const { token } = await api.registerByEmail();
    const other = uniqueEmail();
    const different = await post(path, { email: other }, token);
    expect(different.status).toBe(422);
    expect(different.json.errors).toEqual({ email: [expect.stringMatching(/^invalid_value: /)] });
    expect(await api.messagesTo(other)).toHaveLength(0);

    const taken = await api.registerByEmail();
    const { token: phoneToken } = await api.registerByPhone();
    const response = await post(path, { email: taken.email }, phoneToken);
    expect(response.json.errors).toEqual({ email: [expect.stringMatching(/^email_taken: /)] });
    expect((await profile(phoneToken)).email).toBeNull();
  });

  it('holds a second mail until the countdown ends (429 with Retry-After)', async () => {
    const { email, token } = await api.registerByEmail();
    expect((await post(path, { email }, token)).status).toBe(200);
    const tooSoon = await api.post(path, { email }, { token, ip: uniqueIp() });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    api.clock.advance(61_000);
    expect((await post(path, { email }, token)).status).toBe(200);
  });

  it('validates the e-mail', async () => {
    const { token } = await api.registerByEmail();
    const response = await post(path, { email: 'nope' }, token);
    expect(response.json.errors).toEqual({ email: [expect.stringMatching(/^invalid_email: /)] });
  });
});

describe('signed-in only', () => {
  it.each([
    ['/api/api/v2/auth/phone/resend', undefined],
    ['/api/api/v2/auth/email/resend', undefined],
    ['/api/api/v2/auth/email/verify/code', { code: '123456' }],
    ['/api/api/v2/auth/phone/verify/code', { code: '123456' }],
    ['/api/auth/send_login_data', { email: 'someone@example.test' }],
  ])('POST %s answers 401 without a token', async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: 'unauthorized' });
  });

  it('leaves the login routes beside them open to guests', async () => {
    const email = uniqueEmail();
    const response = await post(`${base}/login/email/verification`, { email });
    expect(response.json).toEqual({ success: true });
  });
});

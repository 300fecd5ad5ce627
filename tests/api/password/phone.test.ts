import { createTestApi, uniqueIp, uniquePhone, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const base = '/api/api/v2/auth/password/phone';
const login = '/api/api/v2/auth/login/phone/password';
const newPassword = 'new-horse-battery-staple';

/** Each test calls from its own address, so the per-address limits of one do not touch another. */
let ip: string;
beforeEach(() => {
  ip = uniqueIp();
});
const post = (path: string, body?: unknown, options: { ip?: string } = {}) =>
  api.post(path, body, { ip, ...options });

/** Texts a reset code to the phone and answers the reset token it is traded for. */
async function resetToken(phone: string) {
  expect((await post(`${base}/forgot`, { phone })).status).toBe(200);
  const confirmed = await post(`${base}/code/confirm`, { phone, code: await api.lastCode(phone) });
  expect(confirmed.status).toBe(200);
  return confirmed.json.data.reset_token as string;
}

describe('POST /api/v2/auth/password/phone/forgot', () => {
  it('texts a reset code without a link', async () => {
    const { phone } = await api.registerByPhone();
    const response = await post(`${base}/forgot`, {
      phone: `+7 (${phone.slice(2, 5)}) ${phone.slice(5)}`,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const [message] = await api.messagesTo(phone);
    expect(message!.channel).toBe('sms');
    expect(message!.body).toMatch(/код сброса пароля \d{6}/);
    expect(message!.body).not.toMatch(/reset-password/);
  });

  it('answers an unknown phone alike and sends nothing, but counts its limits', async () => {
    const phone = uniquePhone();
    const response = await post(`${base}/forgot`, { phone });
    expect(response.json).toEqual({ success: true });
    expect(await api.messagesTo(phone)).toHaveLength(0);
    const again = await post(`${base}/forgot`, { phone }, { ip: uniqueIp() });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates the phone', async () => {
    const response = await post(`${base}/forgot`, { phone: '12' });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ phone: [expect.stringMatching(/^invalid_phone: /)] });
  });
});

describe('POST /api/v2/auth/password/phone/code/confirm', () => {
  it('trades the texted code for a reset token once; a wrong code is refused', async () => {
    const { phone } = await api.registerByPhone();
    await post(`${base}/forgot`, { phone });
    const code = await api.lastCode(phone);
    const wrong = await post(`${base}/code/confirm`, {
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });

    const response = await post(`${base}/code/confirm`, { phone, code });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      data: { reset_token: expect.stringMatching(/^[\w-]{40,}$/) },
    });
    const reused = await post(`${base}/code/confirm`, { phone, code });
    expect(reused.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
  });

  it('answers an unknown phone like a wrong code', async () => {
    const response = await post(`${base}/code/confirm`, { phone: uniquePhone(), code: '123456' });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
  });
});

describe('POST /api/v2/auth/password/phone/token/check', () => {
  it('accepts the token alone or with its own phone, and refuses another phone', async () => {
    const { phone } = await api.registerByPhone();
    const token = await resetToken(phone);
    expect((await post(`${base}/token/check`, { token })).json).toEqual({ success: true });
    expect((await post(`${base}/token/check`, { token, phone })).json).toEqual({ success: true });

    const other = await post(`${base}/token/check`, { token, phone: uniquePhone() });
    expect(other.status).toBe(422);
    expect(other.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
  });

  it('refuses an unknown token and validates its fields', async () => {
    const unknown = await post(`${base}/token/check`, { token: 'z'.repeat(43) });
    expect(unknown.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
    const invalid = await post(`${base}/token/check`, { token: 'z'.repeat(129), phone: 'abc' });
    expect(invalid.json.errors).toEqual({
      token: [expect.stringMatching(/^too_long: /)],
      phone: [expect.stringMatching(/^invalid_phone: /)],
    });
  });
});

describe('POST /api/v2/auth/password/phone/reset', () => {
  it('sets the password, confirms the phone, ends every session and answers a new one', async () => {
    const { phone, password, token: oldSession } = await api.registerByPhone();
    const token = await resetToken(phone);
    const body = { token, password: newPassword, password_confirm: newPassword };
    const response = await post(`${base}/reset`, body);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, token: expect.any(String) });

    expect((await api.get('/api/profile/user', { token: oldSession })).status).toBe(401);
    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.json.user.is_phone_verified).toBe(true);
    expect((await post(login, { phone, password })).status).toBe(422);
    expect((await post(login, { phone, password: newPassword })).status).toBe(200);

    const reused = await post(`${base}/reset`, body);
    expect(reused.status).toBe(422);
    expect(reused.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
    expect((await post(`${base}/token/check`, { token, phone })).status).toBe(422);
  });

  it('succeeds only once when the same token is used twice at the same time', async () => {
    const { phone } = await api.registerByPhone();
    const token = await resetToken(phone);
    const body = { token, password: newPassword, password_confirm: newPassword };
    const responses = await Promise.all([post(`${base}/reset`, body), post(`${base}/reset`, body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
  });

  it('refuses passwords that break the rules or do not match', async () => {
    const { phone } = await api.registerByPhone();
    const token = await resetToken(phone);
    const short = await post(`${base}/reset`, {
      token,
      password: 'short',
      password_confirm: 'short',
    });
    expect(short.json.errors).toEqual({ password: [expect.stringMatching(/^too_short: /)] });
    const mismatch = await post(`${base}/reset`, {
      token,
      password: newPassword,
      password_confirm: 'something-else',
    });
    expect(mismatch.json.errors).toEqual({
      password_confirm: [expect.stringMatching(/^password_mismatch: /)],
    });
    const missing = await post(`${base}/reset`, { token });
    expect(missing.json.errors).toEqual({
      password: [expect.stringMatching(/^required: /)],
      password_confirm: [expect.stringMatching(/^required: /)],
    });
  });
});

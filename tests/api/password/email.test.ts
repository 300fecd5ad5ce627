import { RESET_TOKEN_TTL_S } from '@/lib/constants/auth';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const base = '/api/api/v2/auth/password/email';
const login = '/api/api/v2/auth/login/email/password';
const newPassword = 'new-horse-battery-staple';

/** Each test calls from its own address, so the per-address limits of one do not touch another. */
let ip: string;
beforeEach(() => {
  ip = uniqueIp();
});
const post = (path: string, body?: unknown, options: { token?: string; ip?: string } = {}) =>
  api.post(path, body, { ip, ...options });

/** Asks for a reset and answers the e-mailed code and the token of the e-mailed link. */
async function forgot(email: string) {
  const response = await post(`${base}/forgot`, { email });
  expect(response.status).toBe(200);
  const [message] = await api.messagesTo(email);
  const link = message!.body.match(/http:\/\/localhost:3000\/reset-password\/([\w-]+)/)?.[1];
  if (!link) throw new Error(`No reset link in: ${message!.body}`);
  return { code: await api.lastCode(email), link };
}

describe('POST /api/v2/auth/password/email/forgot', () => {
  it('e-mails a reset code and a link to the reset page', async () => {
    const { email } = await api.registerByEmail();
    const response = await post(`${base}/forgot`, { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const [message] = await api.messagesTo(email);
    expect(message!.subject).toBe('Сброс пароля');
    expect(message!.body).toMatch(/Код: \d{6}/);
    expect(message!.body).toMatch(/http:\/\/localhost:3000\/reset-password\/[\w-]{40,}/);
  });

  it('answers an unknown e-mail alike and sends nothing, but counts its limits', async () => {
    const email = uniqueEmail();
    const response = await post(`${base}/forgot`, { email });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    expect(await api.messagesTo(email)).toHaveLength(0);

    const again = await post(`${base}/forgot`, { email });
    expect(again.status).toBe(429);
  });

  it('holds a second reset mail until the countdown ends (429 with Retry-After)', async () => {
    const { email } = await api.registerByEmail();
    expect((await post(`${base}/forgot`, { email })).status).toBe(200);
    // Sent before the next is asked for: a message still queued would give way to a newer one.
    await api.deliverQueued();
    const tooSoon = await post(`${base}/forgot`, { email }, { ip: uniqueIp() });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    api.clock.advance(61_000);
    expect((await post(`${base}/forgot`, { email })).status).toBe(200);
    expect(await api.messagesTo(email)).toHaveLength(3);
  });

  it('validates the e-mail', async () => {
    const response = await post(`${base}/forgot`, { email: 'not-an-email', extra: 1 });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      email: [expect.stringMatching(/^invalid_email: /)],
      extra: [expect.stringMatching(/^unknown_field: /)],
    });
  });
});

describe('POST /api/v2/auth/password/email/code/confirm', () => {
  it('trades the code for a reset token, once', async () => {
    const { email } = await api.registerByEmail();
    const { code } = await forgot(email);
    const response = await post(`${base}/code/confirm`, { email, code });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      data: { reset_token: expect.stringMatching(/^[\w-]{40,}$/) },
    });
    expect(
      (await post(`${base}/token/check`, { token: response.json.data.reset_token })).status,
    ).toBe(200);

    const reused = await post(`${base}/code/confirm`, { email, code });
    expect(reused.status).toBe(422);
    expect(reused.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
  });

  it('answers a wrong code and an unknown e-mail alike (422 invalid_code on code)', async () => {
    const { email } = await api.registerByEmail();
    const { code } = await forgot(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(`${base}/code/confirm`, { email, code: wrongCode });
    const unknown = await post(`${base}/code/confirm`, { email: uniqueEmail(), code });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
    }
  });

  it('refuses an expired code and validates its fields', async () => {
    const { email } = await api.registerByEmail();
    const { code } = await forgot(email);
    api.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await post(`${base}/code/confirm`, { email, code });
    expect(expired.json.errors).toEqual({ code: [expect.stringMatching(/^code_expired: /)] });

    const invalid = await post(`${base}/code/confirm`, { email: 'x', code: '12ab' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({
      email: [expect.stringMatching(/^invalid_email: /)],
      code: [expect.stringMatching(/^invalid_code: /)],
    });
  });
});

describe('POST /api/v2/auth/password/email/token/check', () => {
  it('accepts a live token and refuses unknown and expired ones (422 on token)', async () => {
    const { email } = await api.registerByEmail();
    const { link } = await forgot(email);
    expect((await post(`${base}/token/check`, { token: link })).json).toEqual({ success: true });

    const unknown = await post(`${base}/token/check`, { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });

    api.clock.advance(RESET_TOKEN_TTL_S * 1000 + 1000);
    const expired = await post(`${base}/token/check`, { token: link });
    expect(expired.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
  });

  it('validates the token', async () => {
    const short = await post(`${base}/token/check`, { token: 'short' });
    expect(short.json.errors).toEqual({ token: [expect.stringMatching(/^too_short: /)] });
    const missing = await post(`${base}/token/check`, {});
    expect(missing.json.errors).toEqual({ token: [expect.stringMatching(/^required: /)] });
  });

  it('limits checks per address (429 with Retry-After)', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await post(`${base}/token/check`, { token: 'y'.repeat(43) })).status).toBe(422);
    }
    const blocked = await post(`${base}/token/check`, { token: 'y'.repeat(43) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/v2/auth/password/email/token/confirm', () => {
  it('confirms the e-mail and swaps the link for a new token', async () => {
    const { email, token: session } = await api.registerByEmail();
    const { link } = await forgot(email);
    const response = await post(`${base}/token/confirm`, { token: link });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      data: { reset_token: expect.stringMatching(/^[\w-]{40,}$/) },
    });
    const fresh = response.json.data.reset_token as string;
    expect(fresh).not.toBe(link);

    const profile = await api.get('/api/profile/user', { token: session });
    expect(profile.json.user.is_email_verified).toBe(true);

    const replayed = await post(`${base}/token/confirm`, { token: link });
    expect(replayed.status).toBe(422);
    expect(replayed.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
    expect((await post(`${base}/token/check`, { token: link })).status).toBe(422);
    expect((await post(`${base}/token/check`, { token: fresh })).status).toBe(200);
  });
});

describe('POST /api/v2/auth/password/email/reset/token', () => {
  it('sets the password, ends every session and answers a new one', async () => {
    const { email, password, token: oldSession } = await api.registerByEmail();
    const { link } = await forgot(email);
    const confirmed = await post(`${base}/token/confirm`, { token: link });
    const response = await post(`${base}/reset/token`, {
      token: confirmed.json.data.reset_token,
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, token: expect.any(String) });

    expect((await api.get('/api/profile/user', { token: oldSession })).status).toBe(401);
    expect((await api.get('/api/profile/user', { token: response.json.token })).status).toBe(200);
    const oldLogin = await post(login, { email, password });
    expect(oldLogin.json.errors).toEqual({
      password: [expect.stringMatching(/^invalid_credentials: /)],
    });
    expect((await post(login, { email, password: newPassword })).status).toBe(200);
  });

  it('works once: a used token, and the other tokens of the account, are refused', async () => {
    const { email } = await api.registerByEmail();
    const { code, link } = await forgot(email);
    const byCode = await post(`${base}/code/confirm`, { email, code });
    const body = { password: newPassword, password_confirm: newPassword };
    expect((await post(`${base}/reset/token`, { token: link, ...body })).status).toBe(200);

    for (const token of [link, byCode.json.data.reset_token]) {
      const again = await post(`${base}/reset/token`, { token, ...body });
      expect(again.status).toBe(422);
      expect(again.json.errors).toEqual({
        token: [expect.stringMatching(/^invalid_reset_token: /)],
      });
    }
  });

  it('succeeds only once when the same token is used twice at the same time', async () => {
    const { email } = await api.registerByEmail();
    const { link } = await forgot(email);
    const body = { token: link, password_confirm: newPassword };
    const responses = await Promise.all([
      post(`${base}/reset/token`, { ...body, password: newPassword }),
      post(`${base}/reset/token`, { ...body, password: newPassword }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
    const [won, lost] = responses[0]!.status === 200 ? responses : [responses[1]!, responses[0]!];
    expect((await api.get('/api/profile/user', { token: won!.json.token })).status).toBe(200);
    expect(lost!.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
  });

  it('refuses an expired token', async () => {
    const { email } = await api.registerByEmail();
    const { link } = await forgot(email);
    api.clock.advance(RESET_TOKEN_TTL_S * 1000 + 1000);
    const response = await post(`${base}/reset/token`, {
      token: link,
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      token: [expect.stringMatching(/^invalid_reset_token: /)],
    });
  });

  it('reports every bad field at once', async () => {
    const response = await post(`${base}/reset/token`, {
      token: 'short',
      password: 'short',
      password_confirm: 'other',
      extra: true,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      token: [expect.stringMatching(/^too_short: /)],
      password: [expect.stringMatching(/^too_short: /)],
      password_confirm: [expect.stringMatching(/^password_mismatch: /)],
      extra: [expect.stringMatching(/^unknown_field: /)],
    });
  });

  it('refuses passwords that do not match (422 password_mismatch)', async () => {
    const { email } = await api.registerByEmail();
    const { link } = await forgot(email);
    const response = await post(`${base}/reset/token`, {
      token: link,
      password: newPassword,
      password_confirm: `${newPassword}!`,
    });
    expect(response.json.errors).toEqual({
      password_confirm: [expect.stringMatching(/^password_mismatch: /)],
    });
    // Nothing was used up by the refused request.
    expect((await post(`${base}/token/check`, { token: link })).status).toBe(200);
  });
});

describe('POST /api/v2/auth/password/email/reset/code', () => {
  it('sets the password with the e-mailed code, once', async () => {
    const { email, password, token: oldSession } = await api.registerByEmail();
    const { code } = await forgot(email);
    const body = { email, code, password: newPassword, password_confirm: newPassword };
    const response = await post(`${base}/reset/code`, body);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, token: expect.any(String) });
    expect((await api.get('/api/profile/user', { token: oldSession })).status).toBe(401);
    expect((await post(login, { email, password })).status).toBe(422);
    expect((await post(login, { email, password: newPassword })).status).toBe(200);

    const reused = await post(`${base}/reset/code`, body);
    expect(reused.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
  });

  it('answers a wrong code and an unknown e-mail alike and keeps the password', async () => {
    const { email, password } = await api.registerByEmail();
    const { code } = await forgot(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const body = { password: newPassword, password_confirm: newPassword };
    const wrong = await post(`${base}/reset/code`, { email, code: wrongCode, ...body });
    const unknown = await post(`${base}/reset/code`, { email: uniqueEmail(), code, ...body });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.json.errors).toEqual({ code: [expect.stringMatching(/^invalid_code: /)] });
    }
    expect((await post(login, { email, password })).status).toBe(200);
  });

  it('validates its fields', async () => {
    const response = await post(`${base}/reset/code`, {
      email: 'nope',
      code: '1',
      password: 'x'.repeat(129),
      password_confirm: 'y',
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      email: [expect.stringMatching(/^invalid_email: /)],
      code: [expect.stringMatching(/^invalid_code: /)],
      password: [expect.stringMatching(/^too_long: /)],
      password_confirm: [expect.stringMatching(/^password_mismatch: /)],
    });
  });
});

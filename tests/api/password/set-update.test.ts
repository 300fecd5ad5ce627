import { createAccount } from '@/server/services/auth/register';
import { createSession } from '@/server/services/auth/create-session';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const login = '/api/api/v2/auth/login/email/password';
const newPassword = 'new-horse-battery-staple';

/** An account without a password, as a social login makes it, and a session for it. */
async function passwordlessAccount() {
  const email = uniqueEmail();
  const user = await createAccount(api.ctx, { method: 'social', email, currency: 'RUB' });
  const token = await createSession(api.ctx, user.id, { ip: uniqueIp(), userAgent: null });
  return { email, token };
}

/** A second signed-in device of the same account. */
async function signIn(email: string, password: string) {
  const response = await api.post(login, { email, password }, { ip: uniqueIp() });
  expect(response.status).toBe(200);
  return response.json.token as string;
}

describe('POST /api/v2/auth/password/set', () => {
  const path = '/api/api/v2/auth/password/set';

  it('gives a password-less account its first password, once', async () => {
    const { email, token } = await passwordlessAccount();
    const before = await api.get('/api/profile/user', { token });
    expect(before.json.user.is_password_exists).toBe(false);

    const body = { password: newPassword, confirm_password: newPassword };
    const response = await api.post(path, body, { token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const after = await api.get('/api/profile/user', { token });
    expect(after.json.user.is_password_exists).toBe(true);
    expect((await api.post(login, { email, password: newPassword })).status).toBe(200);

    const again = await api.post(path, body, { token });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ password: [expect.stringMatching(/^password_exists: /)] });
  });

  it('refuses an account that already has a password (422 password_exists)', async () => {
    const { email, password, token } = await api.registerByEmail();
    const response = await api.post(
      path,
      { password: newPassword, confirm_password: newPassword },
      { token },
    );
    expect(response.json.errors).toEqual({
      password: [expect.stringMatching(/^password_exists: /)],
    });
    expect((await api.post(login, { email, password })).status).toBe(200);
  });

  it('checks the password rules and the confirmation', async () => {
    const { token } = await passwordlessAccount();
    const short = await api.post(path, { password: 'short', confirm_password: 'short' }, { token });
    expect(short.status).toBe(422);
    expect(short.json.errors).toEqual({ password: [expect.stringMatching(/^too_short: /)] });

    const mismatch = await api.post(
      path,
      { password: newPassword, confirm_password: 'another-password' },
      { token },
    );
    expect(mismatch.json.errors).toEqual({
      confirm_password: [expect.stringMatching(/^password_mismatch: /)],
    });
    const profile = await api.get('/api/profile/user', { token });
    expect(profile.json.user.is_password_exists).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const response = await api.post(path, { password: newPassword, confirm_password: newPassword });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: 'unauthorized' });
  });
});

describe('POST /password/update', () => {
  const path = '/api/password/update';

  it('changes the password and signs out the other devices only', async () => {
    const { email, password, token } = await api.registerByEmail();
    const otherDevice = await signIn(email, password);
    const response = await api.post(
      path,
      { old_password: password, password: newPassword, password_confirm: newPassword },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });

    expect((await api.get('/api/profile/user', { token })).status).toBe(200);
    expect((await api.get('/api/profile/user', { token: otherDevice })).status).toBe(401);
    expect((await api.post(login, { email, password })).status).toBe(422);
    expect((await api.post(login, { email, password: newPassword })).status).toBe(200);
  });

  it('refuses a wrong current password (422 wrong_password on old_password)', async () => {
    const { email, password, token } = await api.registerByEmail();
    const response = await api.post(
      path,
      { old_password: 'not-my-password', password: newPassword, password_confirm: newPassword },
      { token },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      old_password: [expect.stringMatching(/^wrong_password: /)],
    });
    expect((await api.post(login, { email, password })).status).toBe(200);
  });

  it('reports each bad field with its own message', async () => {
    const { token } = await api.registerByEmail();
    const response = await api.post(
      path,
      { old_password: '', password: 'short', password_confirm: 'shorter' },
      { token },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      old_password: [expect.stringMatching(/^required: /)],
      password: [expect.stringMatching(/^too_short: /)],
      password_confirm: [expect.stringMatching(/^password_mismatch: /)],
    });
  });

  it('limits tries per account, from any address (429 with Retry-After)', async () => {
    const { password, token } = await api.registerByEmail();
    const wrong = { old_password: 'guess', password: newPassword, password_confirm: newPassword };
    for (let i = 0; i < 10; i += 1) {
      const response = await api.post(path, wrong, { token, ip: uniqueIp() });
      expect(response.status).toBe(422);
    }
    const right = { ...wrong, old_password: password };
    const blocked = await api.post(path, right, { token, ip: uniqueIp() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    api.clock.advance(10 * 60 * 1000);
    expect((await api.post(path, right, { token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await api.post(path, {
      old_password: 'whatever',
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(response.status).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { captchaToken } from './captcha';

const email = () => `e2e-${randomBytes(6).toString('hex')}@example.test`;
const ip = () => `10.${randomBytes(3).join('.')}`;

test('a player registers, finds the code in the dev outbox and confirms the e-mail', async ({
  request,
}) => {
  const address = email();
  const registered = await request.post('/api/api/v2/auth/register/email', {
    data: {
      email: address,
      password: 'correct-horse-battery',
      currency: 'RUB',
      captcha: await captchaToken(request, 'register'),
    },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(registered.status()).toBe(201);
  const { token } = await registered.json();

  const outbox = await (await request.get(`/api/dev/outbox?to=${address}`)).json();
  const code = outbox.data[0].body.match(/\b\d{6}\b/)[0];

  const confirmed = await request.post('/api/api/v2/auth/email/verify/code', {
    data: { code },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(confirmed.status()).toBe(200);

  const profile = await request.get('/api/profile/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await profile.json()).user).toMatchObject({ email: address, is_email_verified: true });
});

test('the api. host serves the API at its root', async ({ request }) => {
  const login = await request.post('/api/v2/auth/login/email/password', {
    data: {
      email: email(),
      password: 'wrong-password',
      captcha: await captchaToken(request, 'login'),
    },
    headers: { host: 'api.localhost', 'x-forwarded-for': ip() },
  });
  expect(login.status()).toBe(422);
  expect((await login.json()).errors.password[0]).toMatch(/^invalid_credentials: /);

  const profile = await request.get('/profile/user', { headers: { host: 'api.localhost' } });
  expect(profile.status()).toBe(401);
  expect(await profile.json()).toMatchObject({ error: 'unauthorized' });
});

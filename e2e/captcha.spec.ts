import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { captchaToken } from './captcha';

const newEmail = () => `e2e-captcha-${randomBytes(6).toString('hex')}@example.test`;
const newIp = () => `10.${randomBytes(3).join('.')}`;
const REGISTER = '/api/api/v2/auth/register/email';

/** The captcha the server checks (issue 39), on the e2e server's sandbox stand-in. */
test('a registration with a forged, a replayed or no captcha token is refused', async ({
  request,
}) => {
  const body = () => ({ email: newEmail(), password: 'captcha-password-1', currency: 'RUB' });
  const headers = { 'x-forwarded-for': newIp() };

  const without = await request.post(REGISTER, { headers, data: body() });
  expect(without.status()).toBe(422);
  expect((await without.json()).errors.captcha[0]).toMatch(/^captcha_required:/);

  const forged = await request.post(REGISTER, {
    headers,
    data: { ...body(), captcha: `${Buffer.from('{"a":"register"}').toString('base64url')}.x` },
  });
  expect(forged.status()).toBe(422);
  expect((await forged.json()).errors.captcha[0]).toMatch(/^captcha_failed:/);

  const token = await captchaToken(request, 'register');
  expect(
    (await request.post(REGISTER, { headers, data: { ...body(), captcha: token } })).status(),
  ).toBe(201);
  const replayed = await request.post(REGISTER, { headers, data: { ...body(), captcha: token } });
  expect(replayed.status()).toBe(422);
});

test('the sign-up form gets its token from the captcha script, and a robot is told why it is refused', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  await page.goto('/en');
  // Played as a robot: the stand-in scores this browser 0.1, under registration's 0.5.
  await page.evaluate(() => window.localStorage.setItem('sandbox-captcha-score', '0.1'));

  const fill = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByRole('dialog', { name: 'Sign up' });
    await register.getByLabel('E-mail').fill(newEmail());
    await register.getByLabel('Password', { exact: true }).fill('captcha-password-1');
    await register.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    return register;
  };
  const robot = await fill();
  const refused = page.waitForResponse((response) => response.url().endsWith('/register/email'));
  await robot.getByRole('button', { name: 'Create an account' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect(answer.request().postDataJSON().captcha).toBeTruthy();
  await expect(page.getByText('We could not confirm that you are not a robot')).toBeVisible();

  // A person (the score back to the stand-in's 0.9) gets through with a fresh token.
  await page.evaluate(() => window.localStorage.removeItem('sandbox-captcha-score'));
  await robot.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm your contact' })).toBeVisible();
});

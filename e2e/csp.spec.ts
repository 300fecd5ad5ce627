import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PRIVATE_ROUTES } from '../lib/routes';
import { SHARED_PAGE_CACHE } from '../lib/security/headers';
import { expect, nonceOf, test } from './fixtures';
import { OPERATOR_TOKEN } from './players';
import { captchaToken } from './captcha';

const PASSWORD = 'csp-password-1';
const newIp = () => `10.${randomBytes(3).join('.')}`;
const newEmail = () => `e2e-csp-${randomBytes(6).toString('hex')}@example.test`;

/**
 * Loads a page and proves Next's scripts ran under the policy (the nonce let them) and the
 * page reached the API (every page loads the public settings once hydrated), with nothing
 * refused on the way. Every route of every language gets this look in routes.spec.ts; here it
 * is each step of a flow.
 */
async function visit(page: Page, url: string, violations: string[], status = 200) {
  const settings = page.waitForResponse((answer) => answer.url().endsWith('/api/settings'));
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  expect(nonceOf(response?.headers()['content-security-policy'])).toBeTruthy();
  await page.waitForFunction(() => 'next' in window);
  expect((await settings).status()).toBe(200);
  expect(violations).toEqual([]);
}

/** A fresh English-speaking player, registered through the API; answers e-mail and token. */
async function registerPlayer(request: APIRequestContext, ip: string) {
  const email = newEmail();
  const response = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: {
      email,
      password: PASSWORD,
      currency: 'RUB',
      locale: 'en',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(response.status()).toBe(201);
  return { email, token: (await response.json()).token as string };
}

/** 1,000 RUB for the player, from the operator. */
async function fund(request: APIRequestContext, token: string, ip: string) {
  const profile = await request.get('/api/profile/user', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
  const userId = (await profile.json()).user.id as number;
  const funded = await request.post('/api/operator/wallet/adjustments', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: {
      key: `e2e-csp-fund-${userId}`,
      user_id: userId,
      currency: 'RUB',
      amount: 1000,
      direction: 'credit',
      kind: 'real',
      reason: 'e2e',
    },
  });
  expect(funded.status()).toBe(201);
}

/** Signs the browser in with a token, as a login leaves it. */
async function signIn(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: 'bearerToken', value: token, url: baseURL }]);
}

test('the 404 page runs under the policy without a violation', async ({ page, violations }) => {
  await visit(page, '/en/no-such-page', violations, 404);
});

test('each answer has its own nonce, every script of the page carries it', async ({ request }) => {
  const first = await request.get('/en/faq');
  const second = await request.get('/en/faq');
  const nonce = nonceOf(first.headers()['content-security-policy']);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonce);

  // JSON-LD is data, not a script: the browser does not run it and the policy does not ask.
  const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

  const policy = first.headers()['content-security-policy']!;
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // The harness runs the sandbox game provider, which serves its games from the site itself:
    // frames of the site's own origin and no other.
    "frame-src 'self';",
    "'strict-dynamic'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-eval');
  expect(first.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test('a first visit that sets cookies is private; a returning visit sets none', async ({
  playwright,
  baseURL,
}) => {
  // A context of its own: no cookie from another test.
  const request = await playwright.request.newContext({ baseURL });
  const first = await request.get('/en/bonuses');
  const cookies = first.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie');
  expect(cookies.map(({ value }) => value.split('=')[0])).toEqual(
    expect.arrayContaining(['language', 'userVersion', 'userBrowser']),
  );
  expect(first.headers()['cache-control']).toBe('private, no-store');
  // The request context sends back what it was given: nothing left to set.
  const returning = await request.get('/en/bonuses');
  expect(returning.headers()['set-cookie']).toBeUndefined();
  // A prerendered page the same for everyone: a shared cache may keep it a minute, not a year.
  expect(returning.headers()['cache-control']).toBe(SHARED_PAGE_CACHE);
  await request.dispose();
});

test('API answers carry their own headers', async ({ request }) => {
  const answer = await request.get('/api/settings');
  expect(answer.status()).toBe(200);
  expect(answer.headers()).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
  });
});

test('a player signed in sees every profile page without a violation', async ({
  page,
  context,
  request,
  baseURL,
  violations,
}) => {
  test.setTimeout(90_000);
  const ip = newIp();
  const { token } = await registerPlayer(request, ip);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await signIn(context, token, baseURL!);
  for (const route of PRIVATE_ROUTES.filter((path) => path.startsWith('/profile'))) {
    await visit(page, `/en${route}`, violations);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('registering runs the fingerprint and the forms without a violation', async ({
  page,
  violations,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  await visit(page, '/en', violations);
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const register = page.getByRole('dialog', { name: 'Sign up' });
  await register.getByLabel('E-mail').fill(newEmail());
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await register.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm your contact' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a social login through the popup runs without a violation', async ({
  page,
  context,
  violations,
}) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  await visit(page, '/en', violations);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Continue with Development' }).click(),
  ]);
  await popup.getByLabel('E-mail', { exact: true }).fill(newEmail());
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sandbox checkout pays without a violation', async ({
  page,
  request,
  baseURL,
  violations,
}) => {
  const ip = newIp();
  const { token } = await registerPlayer(request, ip);
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  const data = await (await request.get('/api/api/v2/billing/data', { headers })).json();
  const card = data.payments.methods.find((method: { type: string }) => method.type === 'card');
  const deposit = await request.post('/api/api/v2/billing/deposit', {
    headers,
    data: { hash: card.hash, amount: 1000 },
  });
  expect(deposit.status()).toBe(201);
  // The link the deposit answer gives carries the checkout token in its fragment, and leads to
  // this server at the port it listens on (no NEXT_PUBLIC_SITE_URL is set here: issue 32).
  const { id, checkout_url } = await deposit.json();
  const checkout = new URL(checkout_url);
  expect(checkout.hash).toMatch(/^#token=/);
  expect(checkout.origin).toBe(baseURL);
  expect(checkout.pathname).toBe(`/payments/sandbox/${id}`);

  // In English, as the rest of this file reads it (the link is in the player's language).
  await visit(page, `${checkout.origin}/en${checkout.pathname}${checkout.hash}`, violations);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment sent — return to the site')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a dice bet and the /fair page after it run without a violation', async ({
  page,
  context,
  request,
  baseURL,
  violations,
}) => {
  test.setTimeout(60_000);
  const ip = newIp();
  const { token } = await registerPlayer(request, ip);
  await fund(request, token, ip);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await signIn(context, token, baseURL!);

  await visit(page, '/en/games/dice', violations);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(
    page.getByText(/Rolled \d+(\.\d+)?: (you won|no win this time)/).first(),
  ).toBeVisible();
  await visit(page, '/en/fair', violations);
  // The verifiers load as the reader comes near them: what follows each brought into view.
  await page.getByRole('heading', { name: 'Check crash rounds offline' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Check a crash round' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Verify a room round' })).toBeVisible();
  expect(violations).toEqual([]);
});

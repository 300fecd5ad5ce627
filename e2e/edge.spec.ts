import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

const OPERATOR = {
  authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef'}`,
};
const newIp = () => `10.${randomBytes(3).join('.')}`;

test('a visit with the four utm parameters stores advId for a day', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  const campaign = randomBytes(4).toString('hex');
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&utm_term=slots`);
  const advId = (await context.cookies()).find((cookie) => cookie.name === 'advId');
  expect(advId?.value).toBeTruthy();
  const days = ((advId?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(0.99);
  expect(days).toBeLessThanOrEqual(1);
});

test('a blocked country lands on /no-access; an allowed visit later returns to /', async ({
  page,
}) => {
  const ip = newIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip, 'cf-ipcountry': 'US' });
  await page.goto('/en/faq');
  await expect(page).toHaveURL(/\/en\/no-access$/);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip, 'cf-ipcountry': 'KZ' });
  await page.goto('/en/no-access');
  await expect(page).toHaveURL(/localhost:\d+\/en$/);
});

test('a retired mirror domain sends the visitor to the new one, path and query kept', async ({
  page,
  request,
  baseURL,
}) => {
  const id = randomBytes(3).toString('hex');
  const domain = `old-${id}.localhost`;
  const port = new URL(baseURL!).port;
  // The new mirror is this server under another name (Chromium sends *.localhost home).
  const newMirror = `http://new-${id}.localhost:${port}`;
  const created = await request.post('/api/operator/mirrors', {
    headers: OPERATOR,
    data: { domain, status: 'retired', new_link: newMirror },
  });
  expect(created.status()).toBe(201);
  await page.goto(`http://${domain}:${port}/en/faq?x=1`);
  await expect(page).toHaveURL(`${newMirror}/en/faq?x=1`);
});

test('a redirect rule sends a path to an external address', async ({ request }) => {
  const path = `/go-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/api/operator/redirect-rules', {
    headers: OPERATOR,
    data: { match: 'exact', path, destination: 'https://partner.example/landing', status: 302 },
  });
  expect(created.status()).toBe(201);
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('https://partner.example/landing');
});

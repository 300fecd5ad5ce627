import { chromium } from 'playwright';
const base = 'http://localhost:3401';
const email = `shot-${Date.now()}@example.test`;
const reg = await fetch(`${base}/api/api/v2/auth/register/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'games-password-1', currency: 'RUB' }) });
const { token } = await reg.json();
const me = await (await fetch(`${base}/api/profile/user`, { headers: { authorization: `Bearer ${token}` } })).json();
await fetch(`${base}/api/operator/wallet/adjustments`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer optok0123456789abcdef0123456789abcdef' }, body: JSON.stringify({ key: `shot-${Date.now()}`, user_id: me.user.id, currency: 'RUB', amount: 5000, direction: 'credit', kind: 'real', reason: 'shot' }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, locale] of [[1440, 1000, 'ru'], [390, 844, 'kz']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, locale: locale === 'ru' ? 'ru-RU' : 'kk-KZ' });
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  await page.goto(`${base}${prefix}/betting`, { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('button').filter({ hasText: /Войти|Кіру/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=email], input[name=email]').first().fill(email);
  await dialog.locator('input[type=password]').first().fill('games-password-1');
  await dialog.locator('button[type=submit]').first().click();
  await page.waitForTimeout(2000);
  const buttons = page.locator('article button[aria-pressed]:not([disabled])');
  const n = await buttons.count();
  for (const i of [0, 3, 7]) if (i < n) await buttons.nth(i).click();
  await page.waitForTimeout(1500);
  if (w < 600) {
    await page.screenshot({ path: `/tmp/slip-${w}-bar.png` });
    await page.getByRole('button', { name: /купон|Купон|slip|Open/i }).first().click().catch(() => {});
    await page.waitForTimeout(1000);
  }
  await page.screenshot({ path: `/tmp/slip-${w}.png` });
  await page.close();
}
await browser.close();
console.log('ok');

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';
import { depositedPlayer, newIp } from './players';

/**
 * Issue 36's "read the day's GGR and export it": a player deposits and plays dice; an admin signs
 * in, finds today on the dashboard, opens Reports, reads today's row (the figures the API gives)
 * and downloads it as CSV. Screenshots of the dashboard (1440 and 390 px) and of the report.
 */
test("an admin reads today's GGR on the dashboard and the report, and exports it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ip = newIp();
  const { headers } = await depositedPlayer(request, ip, 'reports', { amount: 7_000 });
  for (let roll = 0; roll < 5; roll += 1) {
    const bet = await request.post('/api/api/v2/games/dice/bet', {
      headers: { ...headers, 'x-forwarded-for': ip },
      data: { key: randomBytes(12).toString('hex'), amount: 100, target: 50, direction: 'under' },
    });
    expect(bet.status()).toBe(200);
  }
  const today = new Date().toISOString().slice(0, 10);

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);

  // The dashboard: today's deposits include the player's 7,000 ₽.
  const todayFigures = page.getByRole('region', { name: 'Today (UTC)' });
  await expect(todayFigures).toBeVisible();
  await expect(page.getByRole('table', { name: 'Engines and feed' })).toBeVisible();
  const chart = page.getByRole('img', { name: /GGR and NGR per day over the last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(todayFigures).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // The report of today, as the API computes it.
  await nav(page).getByRole('link', { name: 'Reports' }).click();
  // Exact: the chart's label ("... per day from <date> to <date> ...") also holds both words.
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByLabel('Currency').selectOption('RUB');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}&currency=RUB`));
  const days = page.getByRole('table', { name: 'GGR and NGR by day and currency' });
  const row = days.getByRole('row').filter({ hasText: today });
  await expect(row).toBeVisible();
  const reportChart = page.getByRole('img', { name: /GGR and NGR per day in RUB/ });
  await expect(reportChart).toBeVisible();
  await expect(reportChart.locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reports-1440.png'), fullPage: true });

  // Exported: the same day with the API's figures, as plain numbers.
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: /By day/ })
    .or(page.locator('section').filter({ has: days }))
    .getByRole('button', { name: 'Download CSV' })
    .first()
    .click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const report = await (
    await request.get(`/api/operator/reports/ggr?from=${today}&to=${today}&currency=RUB`, {
      headers: operator,
    })
  ).json();
  const [day] = report.days as { day: string; ggr: number; deposits: number }[];
  expect(day!.deposits).toBeGreaterThanOrEqual(7_000);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toContain('GGR');
  expect(lines.find((line) => line.startsWith(today))).toContain(`,${day!.ggr},`);
});

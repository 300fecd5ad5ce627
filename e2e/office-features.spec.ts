import { expect, test } from './fixtures';
import { firstAdmin, nav, signInAndEnrol } from './office-staff';
import { depositedPlayer, newIp } from './players';

/**
 * Issue 39's `features`: an admin gives a player the "sportsbook hidden" flag on the player's
 * page, and the player's header loses the sportsbook; a segment rule is added and deleted on the
 * Feature flags page. Screenshots of both at 1440 and 390 px.
 */
test('an admin hides the sportsbook for one player, and adds and deletes a segment rule', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { headers } = await depositedPlayer(request, newIp(), 'features');
  const token = headers.authorization.slice('Bearer '.length);
  const profile = await request.get('/api/profile/user', { headers });
  const { user } = await profile.json();

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);
  await page.goto(`/en/office/players/${user.id}`);
  const flags = page.getByRole('region', { name: 'Feature flags' });
  await flags.getByRole('checkbox', { name: 'Sportsbook hidden from the menu' }).check();
  await flags.getByRole('button', { name: 'Save the flags' }).click();
  await expect(page.getByText('The flags are saved.')).toBeVisible();
  await flags.screenshot({ path: testInfo.outputPath('player-flags-1440.png') });

  // The player's own browser: the header has no sportsbook, the profile says why.
  const player = await browser.newContext({ locale: 'en-US' });
  try {
    const playerPage = await player.newPage();
    await playerPage.goto('/en');
    await player.addCookies([
      { name: 'bearerToken', value: token, url: new URL(playerPage.url()).origin },
    ]);
    await playerPage.reload();
    const banner = playerPage.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Slots' }).first()).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sports' })).toHaveCount(0);
  } finally {
    await player.close();
  }

  // A segment rule nobody matches (EUR, VIP level 100 and up), added and deleted again.
  await nav(page).getByRole('link', { name: 'Feature flags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  const name = `e2e segment ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: 'No deposit prompt after sign-in' }).check();
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('VIP level from').fill('100');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  await expect(page.getByText(`The rule “${name}” is added.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('currency EUR');
  await page.screenshot({ path: testInfo.outputPath('features-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('features-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await row.getByRole('button', { name: `Delete the rule “${name}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The rule “${name}” is deleted.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';
import { depositedPlayer, newIp } from './players';

/**
 * Issue 36's "find a player and block them": an admin searches by the player's e-mail, opens
 * their page (money, activity, notes), writes a note, blocks them with a reason, and the player's
 * session ends. Screenshots of the player's page at 1440 and 390 px.
 */
test('an admin finds a player by e-mail, writes a note and blocks them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'desk', { amount: 4_200 });

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);
  await nav(page).getByRole('link', { name: 'Players' }).click();

  await page.getByLabel('Number, e-mail, phone, name, device or card').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('table', { name: 'Players found' }).getByRole('row', {
    name: new RegExp(email.replace(/[.+]/g, '\\$&'), 'i'),
  });
  await expect(found).toBeVisible();
  await found.getByRole('link').first().click();

  await expect(page.getByRole('heading', { level: 1, name: /^Player #\d+$/ })).toBeVisible();
  const userId = Number((await page.getByRole('heading', { level: 1 }).textContent())!.slice(8));
  await expect(page.getByText('RUB 4,200.00').first()).toBeVisible();

  // A note for colleagues, then the block with its reason.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox').fill('Called the player: asked about the large deposit.');
  await notes.getByRole('button').first().click();
  await expect(notes.getByText('Called the player: asked about the large deposit.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Block player #${userId}` });
  await dialog.getByLabel('Reason').fill('Suspected account sharing');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(
    page.getByText(`Player #${userId} is blocked and signed out everywhere.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();

  // The player's session is over, and the trail names who blocked and why.
  const profile = await request.get('/api/profile/user', { headers });
  expect(profile.status()).toBe(401);
  const audit = await request.get(`/api/operator/audit?target_type=players&target_id=${userId}`, {
    headers: operator,
  });
  const rows = (await audit.json()).data as { action: string; reason: string | null }[];
  expect(rows.some((row) => row.reason === 'Suspected account sharing')).toBe(true);
});

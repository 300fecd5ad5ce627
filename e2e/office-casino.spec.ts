import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';

/**
 * Issue 36's Casino section: an admin opens Casino, finds a game of the local catalogue by name,
 * hides it (players no longer get it) and shows it again, each time with a reason for the audit
 * trail, then looks up a round that does not exist. Other specs play the catalogue's games: the game is shown again whatever happens.
 */

const GAME = { slug: 'aurora-gems', name: 'Aurora Gems' };

test('an admin hides a casino game and shows it again, and looks up a round', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);

  try {
    await nav(page).getByRole('link', { name: 'Casino' }).click();
    await expect(page.getByRole('heading', { name: 'Casino', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Games', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Casino pages' }).getByRole('link', { name: 'Games' }),
    ).toHaveAttribute('aria-current', 'page');

    // Found by its name among every game of the catalogue.
    await page.getByLabel('Name or slug').fill(GAME.name);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Aurora\+Gems/);
    const row = page.getByRole('row', { name: new RegExp(GAME.name) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Shown', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/office-casino-1440.png', fullPage: true });

    // Hidden: the row says so, and players no longer get the game.
    await row.getByRole('button', { name: `Hide ${GAME.name}` }).click();
    const hide = page.getByRole('dialog', { name: `Hide ${GAME.name}?` });
    await expect(hide.getByText(/Players will no longer see Aurora Gems/)).toBeVisible();
    await hide.getByLabel('Reason').fill('E2E: hidden for a check');
    await hide.getByRole('button', { name: 'Hide the game' }).click();
    await expect(hide).toBeHidden();
    await expect(page.getByText(`${GAME.name} is hidden from players.`)).toBeVisible();
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(row.getByText('Hidden here')).toBeVisible();
    expect((await request.get(`/api/casino/games/${GAME.slug}`)).status()).toBe(404);

    // Shown again.
    await row.getByRole('button', { name: `Show ${GAME.name}` }).click();
    const show = page.getByRole('dialog', { name: `Show ${GAME.name}?` });
    await show.getByLabel('Reason').fill('E2E: check done');
    await show.getByRole('button', { name: 'Show the game' }).click();
    await expect(show).toBeHidden();
    await expect(page.getByText(`${GAME.name} is shown to players again.`)).toBeVisible();
    await expect(row.getByText('Shown', { exact: true })).toBeVisible();
    expect((await request.get(`/api/casino/games/${GAME.slug}`)).status()).toBe(200);

    // A round nobody played: said plainly.
    await page
      .getByRole('navigation', { name: 'Casino pages' })
      .getByRole('link', { name: 'Round lookup' })
      .click();
    await expect(page.getByRole('heading', { name: 'Round lookup', level: 2 })).toBeVisible();
    const roundId = `e2e-none-${randomBytes(4).toString('hex')}`;
    await page.getByLabel('Aggregator').selectOption('sandbox');
    await page.getByLabel('Round ID').fill(roundId);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `No round “${roundId}” at Sandbox (local).` }),
    ).toBeVisible();
  } finally {
    // Whatever failed above, the game goes back on for the other specs.
    const restored = await request.put(`/api/operator/casino/games/${GAME.slug}`, {
      headers: operator,
      data: { enabled: true, reason: 'E2E: shown again for the other specs' },
    });
    expect(restored.status()).toBe(200);
  }
});

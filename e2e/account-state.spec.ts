import { expect, test } from './fixtures';
import { OPERATOR_TOKEN, depositedPlayer, logIn, newIp } from './players';

const BLOCKED = 'This account is blocked; write to support to learn why';

/**
 * Account states (issue 33): staff block a signed-in player; the player's next request finds the
 * session ended and the page says why, signing in again is refused with the same words, and
 * reopening the account lets them back in.
 */
test('a blocked player is signed out and told why; reopened, they sign in again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'state');
  const id = (await (await request.get('/api/profile/user', { headers })).json()).user.id as number;
  const setState = async (state: string, reason: string) => {
    const answer = await request.post(`/api/operator/players/${id}/state`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      data: { state, reason },
    });
    expect(answer.status()).toBe(200);
  };

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, email);
  // The block comes once the page has stopped calling (its late calls, the protection layer's
  // among them, would otherwise learn of the block on this page, and the toast with them).
  await page.waitForLoadState('networkidle');

  await setState('blocked', 'e2e: chargeback under review');
  // Looked for from the first byte: the page's first API call finds the session ended and the
  // toast may come and go before a loaded machine fires the page's load event.
  await page.goto('/en/profile/history', { waitUntil: 'commit' });
  await expect(page.getByText(BLOCKED)).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

  // The right password is refused with the state; nothing signs in.
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await banner.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('games-password-1');
  const answer = page.waitForResponse((response) =>
    response.url().includes('/auth/login/email/password'),
  );
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByText(BLOCKED).first()).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeHidden();

  await setState('active', 'e2e: review closed');
  await page.goto('/en');
  await logIn(page, email);
});

import { expect, test } from './fixtures';
import { depositedPlayer, newIp } from './players';

/**
 * A notification is seen, not only announced: the layer that draws them mounts with the page's
 * first one (issue 41), and react-hot-toast measures a notification as it mounts, so one drawn in
 * a layer not yet open stayed transparent while its text was in the page.
 */
test('saving a client seed on /fair shows the notification, opaque, at the top of the page', async ({
  page,
  request,
  baseURL,
}) => {
  const ip = newIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const { headers } = await depositedPlayer(request, ip, 'notice');
  await page
    .context()
    .addCookies([
      { name: 'bearerToken', value: headers.authorization.replace('Bearer ', ''), url: baseURL! },
    ]);
  await page.goto('/en/fair');
  // The tools load as the reader comes near them: the crash section follows them.
  await page
    .getByRole('heading', { name: 'Crash: one chain for every round' })
    .scrollIntoViewIfNeeded();
  await page.getByLabel('New client seed').fill('my-lucky-seed');
  await page.getByRole('button', { name: 'Save client seed' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'The client seed is saved' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('..')).toHaveCSS('opacity', '1');
  const box = await notice.boundingBox();
  expect(box!.y).toBeLessThan(200);
});

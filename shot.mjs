import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['slots', '/en/games/slots'],
  ['live', '/en/games/live-casino'],
  ['demo', '/en/games/slots/golden-steppe/demo', 'iframe'],
  ['roulette', '/ru/games/live-casino/roulette-live/demo', 'iframe'],
];
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const [name, path, wait] of shots) {
    await page.goto('http://localhost:3401' + path);
    if (wait) {
      const frame = page.frameLocator('iframe');
      await frame.locator('button').first().waitFor({ timeout: 20000 }).catch(() => {});
      await page.waitForTimeout(2500);
    } else await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: !wait });
  }
  await page.close();
}
await browser.close();

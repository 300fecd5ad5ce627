import { chromium } from '@playwright/test';
const base = 'http://localhost:3401';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, path, wait] of [['crash', '/en/games/crash', 9000], ['wheel', '/en/games/wheel', 1500], ['fair', '/en/fair', 2500]]) {
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path);
    await page.waitForTimeout(wait);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: width === 390 });
    await page.close();
  }
}
await browser.close();

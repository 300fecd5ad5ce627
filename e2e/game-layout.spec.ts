import type { Page } from '@playwright/test';
import { GAME_SLUGS } from '../lib/routes';
import { expect, test } from './fixtures';

/** In-house game pages with a board: crash has none yet; cases is played on a case's page. */
const BOARDS = [
  ...GAME_SLUGS.filter((slug) => slug !== 'crash').map((slug) => `/games/${slug}`),
  '/games/cases/penny',
];

const WIDTHS = [390, 768, 1440];

/**
 * What sticks out of a game's cards (`data-testid` bet-panel and game-stage): a card wider than
 * its content box allows, or any element of it reaching past the card's edges. An element inside
 * a scrolling or clipping box of the card is that box's business, and the box itself is checked.
 * Also reports a page that scrolls sideways.
 */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 30)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const cards = document.querySelectorAll(
      '[data-testid="bet-panel"], [data-testid="game-stage"]',
    );
    for (const card of cards) {
      const label = card.getAttribute('data-testid');
      const box = card.getBoundingClientRect();
      if (box.left < -1 || box.right > root.clientWidth + 1) {
        problems.push(`${label} is outside the viewport: ${box.left}–${box.right}`);
      }
      if (card.scrollWidth > card.clientWidth + 1) {
        problems.push(`${label} overflows: scrollWidth ${card.scrollWidth} > ${card.clientWidth}`);
      }
      for (const element of card.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        let clipped = false;
        for (let up = element.parentElement; up && up !== card; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
        }
        if (clipped) continue;
        if (rect.left < box.left - 1 || rect.right > box.right + 1) {
          problems.push(
            `${label}: ${name(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}, the card ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
        }
        // A field scrolls its own text; a box that scrolls or clips (a case's strip) does so on
        // purpose. Anything else wider inside than its box spills out of it.
        // A drawing's text (the wheel's labels) sits where its SVG puts it: it has no flow to
        // spill out of, and its box is checked above like any other.
        const text = element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
        const spills = getComputedStyle(element).overflowX === 'visible';
        if (
          element instanceof HTMLElement &&
          !text &&
          spills &&
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1
        ) {
          problems.push(
            `${label}: ${name(element)} overflows: ${element.scrollWidth} > ${element.clientWidth}`,
          );
        }
      }
    }
    return { cards: cards.length, problems };
  });
}

for (const width of WIDTHS) {
  test.describe(`game boards at ${width} px`, () => {
    for (const path of BOARDS) {
      test(`${path}: the bet panel fits its card`, async ({ visitor: { page, errors } }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByTestId('bet-panel')).toBeVisible();
        const { cards, problems } = await overflows(page);
        expect(cards).toBeGreaterThan(0);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

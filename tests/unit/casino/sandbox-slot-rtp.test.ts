import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SlotFigures } from '@/lib/casino/sandbox/slot/figures';
import { SANDBOX_TITLES } from '@/lib/casino/sandbox/titles';

const run = promisify(execFile);
const TIMEOUT_MS = 120_000;
const RUNNER = join(__dirname, '../../support/slot-figures-run.mjs');
const SLOTS = SANDBOX_TITLES.filter((title) => title.kind === 'slot');

/**
 * Every stop combination of every slot's base and free-spin reels (20–47 million each), in a
 * child process outside Jest's sandbox (tests/support/slot-figures-run.mjs), split over two
 * processes so both cores work.
 */
let figures: Map<string, SlotFigures>;

beforeAll(async () => {
  const halves = [SLOTS.slice(0, 2), SLOTS.slice(2)].filter((part) => part.length);
  const parts = await Promise.all(
    halves.map(async (part) => {
      const codes = part.map((title) => title.code);
      const { stdout } = await run(process.execPath, [RUNNER, ...codes], {
        timeout: TIMEOUT_MS,
        maxBuffer: 1 << 20,
      });
      return JSON.parse(stdout) as SlotFigures[];
    }),
  );
  figures = new Map(parts.flat().map((figure) => [figure.code, figure]));
  for (const figure of figures.values()) {
    // The figures a reviewer wants beside the pass: the exact fraction and the hit frequency.
    console.info(
      `${figure.code}: RTP ${figure.rtp} % = ${figure.rtpExact} (base ${figure.baseRtp} %, ` +
        `free spins ${figure.freeSpinsRtp} %), hit frequency ${figure.hitRate} %, free spins ` +
        `1 in ${figure.freeSpinsEvery} (worth ${figure.featureValue}× on average), σ ` +
        `${figure.stdDev}, max ${figure.maxWinX}×, ${figure.combinations.base} + ` +
        `${figure.combinations.free} combinations`,
    );
  }
}, TIMEOUT_MS);

describe('the sandbox slots, enumerated', () => {
  it.each(SLOTS.map((title) => [title.code, title] as const))(
    '%s returns exactly its declared RTP (to two decimals), between 95 and 97 %%',
    (code, title) => {
      const figure = figures.get(code)!;
      expect(figure.rtp).toBe(title.rtp);
      expect(Number(title.rtp)).toBeGreaterThanOrEqual(95);
      expect(Number(title.rtp)).toBeLessThanOrEqual(97);
    },
  );

  it.each(SLOTS.map((title) => [title.code, title] as const))(
    '%s has its declared volatility, standard deviation and max win',
    (code, title) => {
      const figure = figures.get(code)!;
      expect(figure.volatility).toBe(title.volatility);
      expect(figure.stdDev).toBe(title.stdDev);
      expect(figure.maxWinX).toBe(title.maxWinX);
    },
  );

  it('offers three characters: one low, one medium and one high volatility title', () => {
    expect(SLOTS.map((title) => title.volatility).sort()).toEqual(['high', 'low', 'medium']);
  });
});

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DECLARED_RTP, IN_HOUSE_GAMES } from '@/lib/constants/games';
import { SIMULATED_ROUNDS, type Tallies } from '@/tests/support/rtp-simulation';

const run = promisify(execFile);
const TIMEOUT_MS = 180_000;
const RUNNER = join(__dirname, '../../support/rtp-simulation-run.mjs');

/**
 * A million rounds per game (tests/support/rtp-simulation.ts says how they are played), in two
 * processes of half the nonces each so both cores work; outside Jest's sandbox, where the HMAC
 * runs at full speed.
 */
let tallies: Tallies;

beforeAll(async () => {
  const half = SIMULATED_ROUNDS / 2;
  const parts = await Promise.all(
    [0, half].map(async (from) => {
      const { stdout } = await run(process.execPath, [RUNNER, String(from), String(from + half)], {
        timeout: TIMEOUT_MS,
        maxBuffer: 1 << 20,
      });
      return JSON.parse(stdout) as Tallies;
    }),
  );
  tallies = Object.fromEntries(
    IN_HOUSE_GAMES.map((game) => [
      game,
      {
        returned: parts.reduce((sum, part) => sum + part[game].returned, 0),
        staked: parts.reduce((sum, part) => sum + part[game].staked, 0),
      },
    ]),
  ) as Tallies;
}, TIMEOUT_MS);

describe(`RTP simulations over ${SIMULATED_ROUNDS.toLocaleString('en')} rounds per game`, () => {
  it.each(IN_HOUSE_GAMES)('%s returns its declared RTP within ±0.5 %%', (game) => {
    const { returned, staked } = tallies[game];
    expect(Math.abs(returned / staked / DECLARED_RTP[game] - 1)).toBeLessThanOrEqual(0.005);
  });
});

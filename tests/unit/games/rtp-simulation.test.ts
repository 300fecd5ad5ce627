import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DECLARED_RTP, IN_HOUSE_GAMES } from '@/lib/constants/games';
import { addTallies, rtpOf, SIMULATED_ROUNDS, type Tallies } from '@/tests/support/rtp-simulation';

const run = promisify(execFile);
/** A minute, and a quarter of a millisecond per round (about 50 s per million rounds here). */
const TIMEOUT_MS = 60_000 + SIMULATED_ROUNDS / 4;
const RUNNER = join(__dirname, '../../support/rtp-simulation-run.mjs');
/** How far from the declared RTP a game may land, in standard errors of its simulated RTP. */
const MAX_Z = 4;

/**
 * SIMULATED_ROUNDS per game (tests/support/rtp-simulation.ts says how they are played and how
 * many), in two processes of half the nonces each so both cores work; outside Jest's sandbox,
 * where the HMAC runs at full speed.
 */
let tallies: Tallies;

beforeAll(async () => {
  const half = Math.floor(SIMULATED_ROUNDS / 2);
  const parts = await Promise.all(
    [
      [0, half],
      [half, SIMULATED_ROUNDS],
    ].map(async ([from, to]) => {
      const { stdout } = await run(process.execPath, [RUNNER, String(from), String(to)], {
        timeout: TIMEOUT_MS,
        maxBuffer: 1 << 20,
      });
      return JSON.parse(stdout) as Tallies;
    }),
  );
  tallies = Object.fromEntries(
    IN_HOUSE_GAMES.map((game) => [game, addTallies(parts[0]![game], parts[1]![game])]),
  ) as Tallies;
  for (const game of IN_HOUSE_GAMES) {
    const { rtp, standardError } = rtpOf(tallies[game]);
    console.info(
      `${game}: RTP ${(rtp * 100).toFixed(3)} % (declared ${DECLARED_RTP[game] * 100} %), ` +
        `standard error ${(standardError * 100).toFixed(3)} %`,
    );
  }
}, TIMEOUT_MS);

describe(`RTP simulations over ${SIMULATED_ROUNDS.toLocaleString('en')} rounds per game`, () => {
  it.each(IN_HOUSE_GAMES)(`%s returns its declared RTP within ${MAX_Z} standard errors`, (game) => {
    const { rtp, standardError } = rtpOf(tallies[game]);
    expect(tallies[game].rounds).toBe(SIMULATED_ROUNDS);
    expect(Math.abs(rtp - DECLARED_RTP[game])).toBeLessThanOrEqual(MAX_Z * standardError);
  });
});

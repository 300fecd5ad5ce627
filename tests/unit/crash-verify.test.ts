import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { crashPoint } from '@/lib/games/crash/crash-point';
import { walkChain } from '@/server/services/crash/chain';
import {
  parseCrashVerifyArgs,
  runCrashVerify,
  verifyCrashRounds,
} from '@/scripts/lib/crash-verify';

/** A chain as the engine makes it (`walkChain`), with the engine's salt handling. */
const SECRET = 'crash-verify-test-secret-of-at-least-32-chars';
const SALT = 'arcada-development-salt';
const LENGTH = 3_000;

/** Ten bustabit games (#12424169 down) and the busts bustabit published for them. */
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAME_12424169 = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const BUSTABIT_BUSTS = [146, 556, 471, 4146, 188, 920, 116, 155, 1410, 109];

/** The scheme written out again with node:crypto, apart from the shared functions. */
function byHand(gameHash: string, salt: string) {
  const mac = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(gameHash, 'hex'))
    .digest('hex');
  const r = BigInt(`0x${mac.slice(0, 13)}`);
  const range = 2n ** 52n;
  const hundredths = (99n * range) / (range - r);
  return Number(hundredths < 100n ? 100n : hundredths);
}
const previousByHand = (hash: string) =>
  createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCrashVerify(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

let chain: Awaited<ReturnType<typeof walkChain>>;
beforeAll(async () => {
  chain = await walkChain(SECRET, LENGTH);
});

describe('crash:verify', () => {
  it('lists the rounds the engine plays: game n and the ones before, numbered by the walk', () => {
    const game = 1_234;
    const { code, out } = run([
      '--hash',
      chain.hashOf(game),
      '--salt',
      SALT,
      '--terminating',
      chain.terminatingHash,
      '--count',
      '12',
      '--length',
      String(LENGTH),
    ]);
    expect(code).toBe(0);
    expect(out).toContain(
      `reached after ${game} hashes: the game hash is game ${game} of the chain`,
    );
    const rows = out.slice(-12).map((line) => line.split(/\s+/));
    expect(rows).toEqual(
      Array.from({ length: 12 }, (_, back) => {
        const hash = chain.hashOf(game - back);
        // What `server/services/crash/rounds.ts` stores for the round.
        const point = crashPoint(hash, SALT);
        return [String(game - back), `${(point / 100).toFixed(2)}x`, hash];
      }),
    );
  });

  it('agrees with the scheme written out by hand with node:crypto', () => {
    const result = verifyCrashRounds({
      hash: chain.hashOf(2_500),
      salt: SALT,
      terminating: null,
      count: 300,
      length: LENGTH,
    });
    let hash = chain.hashOf(2_500);
    result.rounds.forEach((round, row) => {
      if (row > 0) hash = previousByHand(hash);
      expect(round).toEqual({ hash, point: byHand(hash, SALT) });
    });
    expect(result).toMatchObject({ game: null, reached: null });
    // A salt longer than HMAC's 64-byte block, and one outside ASCII, are keyed as UTF-8 text.
    for (const salt of ['x'.repeat(128), 'соль-тұз']) {
      const [first] = verifyCrashRounds({
        hash,
        salt,
        terminating: null,
        count: 1,
        length: 1,
      }).rounds;
      expect(first!.point).toBe(byHand(hash, salt));
    }
  });

  it('gives the busts bustabit published for ten of its games (the same formula)', () => {
    const { rounds } = verifyCrashRounds({
      hash: BUSTABIT_GAME_12424169,
      salt: BUSTABIT_SALT,
      terminating: null,
      count: 10,
      length: 1_000_000,
    });
    expect(rounds.map(({ point }) => point)).toEqual(BUSTABIT_BUSTS);
  });

  it('stops at game 1: the hash before it is the terminating hash, not a game', () => {
    const result = verifyCrashRounds({
      hash: chain.hashOf(3),
      salt: SALT,
      terminating: chain.terminatingHash,
      count: 10,
      length: LENGTH,
    });
    expect(result.game).toBe(3);
    expect(result.rounds.map(({ hash }) => hash)).toEqual([3, 2, 1].map(chain.hashOf));
  });

  it('exits 2 when the terminating hash is not reached within the chain length', () => {
    const beyond = run([
      '--hash',
      chain.hashOf(2_000),
      '--salt',
      SALT,
      '--terminating',
      chain.terminatingHash,
      '--length',
      '1999',
    ]);
    expect(beyond.code).toBe(2);
    expect(beyond.out.join('\n')).toMatch(/NOT REACHED: hashing the game hash 1999 times/);
    // The rows are still listed, counted from the given game.
    expect(beyond.out.at(-10)!.split(/\s+/)[0]).toBe('n');
    expect(beyond.out.at(-1)!.split(/\s+/)[0]).toBe('n-9');
  });

  const GOOD = ['--hash', BUSTABIT_GAME_12424169, '--salt', 's'];
  it.each([
    ['nothing', [], '--hash is required'],
    ['a short hash', ['--hash', 'abc', '--salt', 's'], '--hash: a SHA-256 hash is 64 hexadecimal'],
    ['no salt', ['--hash', BUSTABIT_GAME_12424169], '--salt is required'],
    ['an empty salt', ['--hash', BUSTABIT_GAME_12424169, '--salt', ''], '--salt is required'],
    ['a bad terminating hash', [...GOOD, '--terminating', 'zz'], '--terminating: a SHA-256 hash'],
    ['a count of 0', [...GOOD, '--count', '0'], '--count: a whole number from 1 to 100000'],
    ['a fractional count', [...GOOD, '--count', '2.5'], '--count: a whole number'],
    ['a length past the ceiling', [...GOOD, '--length', '1e9'], '--length: a whole number'],
    ['an unknown option', [...GOOD, '--colour', 'red'], "Unknown option '--colour'"],
    ['a stray argument', [...GOOD, 'extra'], "Unexpected argument 'extra'"],
  ])('refuses %s with exit code 1 and says why', (_, argv, message) => {
    const { code, out, err } = run(argv);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toContain(`crash:verify: ${message}`);
    expect(err.join('\n')).toContain('Usage: npm run crash:verify');
  });

  it('takes upper-case hashes and keeps the salt exactly as given', () => {
    expect(
      parseCrashVerifyArgs(['--hash', BUSTABIT_GAME_12424169.toUpperCase(), '--salt', ' s ']),
    ).toEqual({
      hash: BUSTABIT_GAME_12424169,
      salt: ' s ',
      terminating: null,
      count: 10,
      length: 1_000_000,
    });
    expect(parseCrashVerifyArgs(['--help'])).toBe('help');
  });

  it('runs as `npm run crash:verify`, exiting 1 on bad input', async () => {
    const npm = promisify(execFile);
    const ok = await npm('npm', [
      'run',
      '-s',
      'crash:verify',
      '--',
      '--hash',
      chain.hashOf(5),
      '--salt',
      SALT,
      '--terminating',
      chain.terminatingHash,
    ]);
    expect(ok.stdout).toContain('the game hash is game 5 of the chain');
    expect(ok.stdout).toContain(`${(crashPoint(chain.hashOf(1), SALT) / 100).toFixed(2)}x`);
    await expect(
      npm('npm', ['run', '-s', 'crash:verify', '--', '--hash', 'nope', '--salt', SALT]),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--hash: a SHA-256 hash is 64 hexadecimal characters'),
    });
  });
});

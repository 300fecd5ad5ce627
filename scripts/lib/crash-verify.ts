import { parseArgs } from 'node:util';
import { gameNumberInChain, isGameHash, previousGameHash } from '@/lib/games/crash/chain';
import { crashPoint, formatCrashPoint } from '@/lib/games/crash/crash-point';

/**
 * `npm run crash:verify`: a crash round and the ones before it, from the game hash and the salt
 * alone, with the engine's own functions (`lib/games/crash/`), so the command and the rounds the
 * engine played cannot disagree. No database, no network.
 */

/** Rows listed when `--count` is not given: the game and the nine before it. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100_000;
/** CRASH_CHAIN_LENGTH's default (`server/config.ts`); a chain's length is published with it. */
const DEFAULT_LENGTH = 1_000_000;
/** CRASH_CHAIN_LENGTH's ceiling. */
const MAX_LENGTH = 100_000_000;

export const CRASH_VERIFY_USAGE = `Usage: npm run crash:verify -- --hash <game hash> --salt <salt> [--terminating <hash>] [--count N] [--length N]

  --hash         the round's game hash (64 hex characters), as shown when it crashed
  --salt         the chain's salt, exactly as published
  --terminating  the chain's published terminating hash: checks that hashing the game hash
                 forward reaches it, and numbers the games
  --count        how many games to list, this one and the ones before it (default ${DEFAULT_COUNT})
  --length       the chain's published length, the most hashes walked (default ${DEFAULT_LENGTH})

Exit code 0: listed (and the terminating hash reached); 1: bad input; 2: the terminating hash
was not reached within the chain's length.`;

export type CrashVerifyOptions = {
  hash: string;
  salt: string;
  terminating: string | null;
  count: number;
  length: number;
};

/** Input the command cannot work with; its message is printed as is. */
export class CrashVerifyInputError extends Error {}

function integerOption(name: string, value: string | undefined, fallback: number, max: number) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new CrashVerifyInputError(`--${name}: a whole number from 1 to ${max}, got "${value}"`);
  }
  return Number(value);
}

function hashOption(name: string, value: string) {
  const hash = value.trim().toLowerCase();
  if (!isGameHash(hash)) {
    throw new CrashVerifyInputError(
      `--${name}: a SHA-256 hash is 64 hexadecimal characters, got "${value}"`,
    );
  }
  return hash;
}

/** The command line, checked; `help` when the usage was asked for. */
export function parseCrashVerifyArgs(argv: readonly string[]): CrashVerifyOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        hash: { type: 'string' },
        salt: { type: 'string' },
        terminating: { type: 'string' },
        count: { type: 'string' },
        length: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs's errors, by shape: they may come from another realm (a test's sandbox).
    const message = (error as { message?: unknown } | null)?.message;
    throw new CrashVerifyInputError(typeof message === 'string' ? message : String(error));
  }
  if (values.help) return 'help';
  if (values.hash === undefined) throw new CrashVerifyInputError('--hash is required');
  // The engine keys the HMAC with the salt exactly as configured: no trimming here either.
  if (!values.salt) throw new CrashVerifyInputError('--salt is required');
  return {
    hash: hashOption('hash', values.hash),
    salt: values.salt,
    terminating:
      values.terminating === undefined ? null : hashOption('terminating', values.terminating),
    count: integerOption('count', values.count, DEFAULT_COUNT, MAX_COUNT),
    length: integerOption('length', values.length, DEFAULT_LENGTH, MAX_LENGTH),
  };
}

export type CrashVerifyResult = {
  /** The given hash's game number: the hashes it took to reach the terminating hash. */
  game: number | null;
  /** Whether the terminating hash was reached (null: none was given). */
  reached: boolean | null;
  /** The given game first, then each one before it. */
  rounds: { hash: string; point: number }[];
};

/**
 * The rounds and the chain check. Game 1's hash hashed once is the terminating hash, not a game,
 * so a numbered game lists at most itself and the games down to 1.
 */
export function verifyCrashRounds(options: CrashVerifyOptions): CrashVerifyResult {
  const game = options.terminating
    ? gameNumberInChain(options.hash, options.terminating, options.length)
    : null;
  const count = game === null ? options.count : Math.min(options.count, game);
  const rounds: CrashVerifyResult['rounds'] = [];
  let hash = options.hash;
  for (let row = 0; row < count; row += 1) {
    if (row > 0) hash = previousGameHash(hash);
    rounds.push({ hash, point: crashPoint(hash, options.salt) });
  }
  return { game, reached: options.terminating ? game !== null : null, rounds };
}

/** The report as printed: the chain check, then one line per game. */
export function formatCrashVerify(options: CrashVerifyOptions, result: CrashVerifyResult) {
  const lines = [`salt         ${JSON.stringify(options.salt)}`];
  if (options.terminating) {
    lines.push(`terminating  ${options.terminating}`);
    lines.push(
      result.game === null
        ? `NOT REACHED: hashing the game hash ${options.length} times never gives the terminating hash`
        : `reached after ${result.game} hash${result.game === 1 ? '' : 'es'}: the game hash is game ${result.game} of the chain`,
    );
  }
  lines.push('', `${'game'.padEnd(10)} ${'crash'.padStart(12)}  hash`);
  result.rounds.forEach(({ hash, point }, row) => {
    const game = result.game === null ? (row === 0 ? 'n' : `n-${row}`) : String(result.game - row);
    lines.push(`${game.padEnd(10)} ${`${formatCrashPoint(point)}x`.padStart(12)}  ${hash}`);
  });
  return lines;
}

/** The whole command: prints through `out` and `err`, answers the exit code. */
export function runCrashVerify(
  argv: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): number {
  let options;
  try {
    options = parseCrashVerifyArgs(argv);
  } catch (error) {
    if (!(error instanceof CrashVerifyInputError)) throw error;
    err(`crash:verify: ${error.message}`);
    err(CRASH_VERIFY_USAGE);
    return 1;
  }
  if (options === 'help') {
    out(CRASH_VERIFY_USAGE);
    return 0;
  }
  const result = verifyCrashRounds(options);
  formatCrashVerify(options, result).forEach((line) => out(line));
  return result.reached === false ? 2 : 0;
}

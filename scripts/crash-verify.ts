/**
 * `npm run crash:verify -- --hash … --salt … [--terminating …] [--count N] [--length N]`: a crash
 * round's point and the points of the games before it, and the walk to the terminating hash,
 * computed offline with the engine's own functions (scripts/lib/crash-verify.ts, README "Crash").
 */
import { runCrashVerify } from './lib/crash-verify';

process.exitCode = runCrashVerify(
  process.argv.slice(2),
  (line) => console.log(line),
  (line) => console.error(line),
);

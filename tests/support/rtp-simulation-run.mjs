// node tests/support/rtp-simulation-run.mjs <from> <to>
// Plays the RTP simulation's nonces from … to − 1 and prints the tallies as JSON. It runs outside
// Jest, whose sandbox makes every global lookup (Math, Uint8Array…) slow enough that a million
// rounds of HMAC would take minutes; tests/unit/games/rtp-simulation.test.ts starts it.
import { register } from 'node:module';

register('./ts-esm-hooks.mjs', import.meta.url);
const { simulate } = await import('./rtp-simulation.ts');
const [from, to] = process.argv.slice(2).map(Number);
process.stdout.write(JSON.stringify(simulate(from, to)));

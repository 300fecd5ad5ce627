// node tests/support/slot-figures-run.mjs <code>…
// Prints the exact figures of the sandbox slots named (lib/casino/sandbox/slot/figures.ts) as
// JSON. Each enumerates every stop combination of its reels (tens of millions): outside Jest,
// whose sandbox makes typed-array loops several times slower;
// tests/unit/casino/sandbox-slot-rtp.test.ts starts it.
import { register } from 'node:module';

register('./ts-esm-hooks.mjs', import.meta.url);
const { slotFigures } = await import('../../lib/casino/sandbox/slot/figures.ts');
const { slotConfig } = await import('../../lib/casino/sandbox/slot/titles/index.ts');
const figures = process.argv.slice(2).map((code) => {
  const config = slotConfig(code);
  if (!config) throw new Error(`not a sandbox slot: ${code}`);
  return slotFigures(config);
});
process.stdout.write(JSON.stringify(figures));

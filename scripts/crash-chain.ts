/**
 * `npm run crash:chain`: the length and terminating hash of the crash chain that
 * CRASH_CHAIN_SECRET and CRASH_CHAIN_LENGTH make, for the operator to publish before the first
 * round (README, "Crash"). Reads nothing but those two variables and writes nothing.
 */
import { walkChain } from '@/server/services/crash/chain';

async function main() {
  const secret = process.env.CRASH_CHAIN_SECRET ?? '';
  const length = Number(process.env.CRASH_CHAIN_LENGTH ?? 1_000_000);
  if (secret.length < 32) throw new Error('CRASH_CHAIN_SECRET: at least 32 characters');
  if (!Number.isInteger(length) || length < 1_000)
    throw new Error('CRASH_CHAIN_LENGTH: 1000 or more');
  const { terminatingHash } = await walkChain(secret, length);
  console.log(`length            ${length}`);
  console.log(`terminating hash  ${terminatingHash}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { crashSaltSource, type CrashConfig } from '@/server/config';
import { crashChains } from '@/server/db/schema';

/** Every this many elements of the chain one is kept in memory; a game's hash is ≤ this many hashes away. */
const CHECKPOINT_EVERY = 1_000;

/** The chain the engine plays: its row, and each game's hash worked out from the secret. */
export type CrashChain = {
  readonly id: number;
  readonly length: number;
  readonly terminatingHash: string;
  readonly salt: string;
  /** Game n's hash: element N − n + 1 (`lib/games/crash/chain.ts`). */
  hashOf(game: number): string;
};

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/**
 * Walks the chain once from the secret, keeping every 1,000th element, and yields to the event
 * loop between stretches: a million elements take about a second and must not stall requests.
 * Element 1 is SHA-256 of the secret's text, element k + 1 SHA-256 of element k's bytes.
 */
export async function walkChain(secret: string, length: number) {
  const checkpoints: Buffer[] = [];
  let element = sha256(secret);
  for (let k = 1; k <= length; k += 1) {
    if ((k - 1) % CHECKPOINT_EVERY === 0) checkpoints.push(element);
    if (k === length) break;
    element = sha256(element);
    if (k % 100_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const terminatingHash = sha256(element).toString('hex');
  const hashOf = (game: number) => {
    if (!Number.isInteger(game) || game < 1 || game > length) {
      throw new RangeError(`game ${game} is outside a chain of ${length}`);
    }
    const k = length - game + 1;
    const index = Math.floor((k - 1) / CHECKPOINT_EVERY);
    let hash = checkpoints[index]!;
    for (let at = index * CHECKPOINT_EVERY + 1; at < k; at += 1) hash = sha256(hash);
    return hash.toString('hex');
  };
  return { terminatingHash, hashOf };
}

/**
 * The configured chain, its row made on first use. Its terminating hash is what the operator
 * publishes (`GET /api/v2/fair/crash/commitment.json`, `/fair`); a chain keeps the salt it was
 * first played with, so a changed CRASH_SALT is refused rather than silently giving new outcomes
 * to published hashes, and the salt's source it was first stored with, so its signed commitment
 * never changes (a chain made before sources were kept gets the configured one once).
 */
export async function openChain(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  config: CrashConfig,
): Promise<CrashChain> {
  const { terminatingHash, hashOf } = await walkChain(config.secret, config.length);
  const saltSource = config.saltSource ?? crashSaltSource(config.salt, undefined);
  await ctx.db
    .insert(crashChains)
    .values({
      length: config.length,
      terminatingHash,
      salt: config.salt,
      saltSource,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: crashChains.terminatingHash });
  await ctx.db
    .update(crashChains)
    .set({ saltSource })
    .where(
      and(
        eq(crashChains.terminatingHash, terminatingHash),
        eq(crashChains.salt, config.salt),
        isNull(crashChains.saltSource),
      ),
    );
  const [row] = await ctx.db
    .select()
    .from(crashChains)
    .where(eq(crashChains.terminatingHash, terminatingHash));
  if (row!.salt !== config.salt) {
    throw new Error(
      `CRASH_SALT differs from the salt chain ${row!.id} was played with; restore it`,
    );
  }
  return { id: row!.id, length: row!.length, terminatingHash, salt: row!.salt, hashOf };
}

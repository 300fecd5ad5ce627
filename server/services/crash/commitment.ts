import { desc, eq } from 'drizzle-orm';
import { canonicalJson, commitmentBytes } from '@/lib/games/crash/commitment';
import type { CrashCommitment } from '@/lib/schemas/fair';
import type { AppContext } from '@/server/app-context';
import { crashSaltSource } from '@/server/config';
import { crashChains, type CrashChainRow } from '@/server/db/schema';
import { fairSigningKey, signWithFairKey } from '@/server/lib/fair-signing-key';

/** Game 1 is the chain's last element, the first round played (`lib/games/crash/chain.ts`). */
const FIRST_GAME = 1;

/** A chain's commitment: only what was stored when the chain was first played. */
export function chainCommitment(row: CrashChainRow): CrashCommitment {
  return {
    chain_id: row.id,
    terminating_hash: row.terminatingHash,
    salt: row.salt,
    salt_source: row.saltSource ?? crashSaltSource(row.salt, undefined),
    chain_length: row.length,
    first_game: FIRST_GAME,
    published_at: row.createdAt.toISOString(),
  };
}

/**
 * The signed commitment file of a chain (the latest when `chainId` is null), as canonical JSON
 * text: the same bytes on every call and every restart, as long as the fairness key (AUTH_SECRET)
 * stays; null when there is no such chain.
 */
export async function crashCommitmentFile(
  ctx: Pick<AppContext, 'db' | 'config'>,
  chainId: number | null,
): Promise<string | null> {
  const [row] = await ctx.db
    .select()
    .from(crashChains)
    .where(chainId === null ? undefined : eq(crashChains.id, chainId))
    .orderBy(desc(crashChains.id))
    .limit(1);
  if (!row) return null;
  const commitment = chainCommitment(row);
  return canonicalJson({
    commitment,
    signature: {
      algorithm: 'Ed25519',
      public_key: fairSigningKey(ctx.config.authSecret).publicKeyPem,
      value: signWithFairKey(ctx.config.authSecret, commitmentBytes(commitment)),
    },
  });
}

import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { crashRounds } from '@/server/db/schema';
import type { RoomsEntropyConfig } from '@/server/rooms-config';
import { drandEntropy } from './drand-entropy';
import { standInChain } from './drand-stand-in';
import type { EntropySource } from './entropy-source';

export type { EntropySource, Revealed } from './entropy-source';

const OVER = ['crashed', 'settled', 'void'] as const;
const SOURCE = /^crash:(\d{1,15})$/;

/**
 * The next crash round's hash. At the close the round names the crash round taking bets then (or,
 * when the naming comes later, the first to start after the close): its hash is public only once
 * it has crashed, after betting here closed. The crash round is read `for share` in the close's
 * transaction, so crash cannot start it while it is being named.
 *
 * The trust assumption, stated on the rules page: crash's hash chain is fixed in advance (its
 * terminating hash is published) but its secret is the operator's, who could therefore know the
 * entropy early. Players are safe from each other; against the operator the server seed's
 * commitment does not help, since the operator knows both. A drand source removes that
 * (`drand-entropy.ts`).
 */
export const crashEntropy: EntropySource = {
  async commit(ctx, closedAt) {
    const [round] = await ctx.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(or(eq(crashRounds.status, 'betting'), gt(crashRounds.startedAt, closedAt)))
      .orderBy(asc(crashRounds.id))
      .limit(1)
      .for('share');
    return round ? `crash:${round.id}` : null;
  },
  async reveal(ctx, source) {
    const match = SOURCE.exec(source);
    if (!match) return null;
    const [round] = await ctx.db
      .select({ hash: crashRounds.gameHash })
      .from(crashRounds)
      .where(and(eq(crashRounds.id, Number(match[1])), inArray(crashRounds.status, [...OVER])));
    return round?.hash ? { entropy: round.hash, proof: null } : null;
  },
};

const sources = new WeakMap<RoomsEntropyConfig, EntropySource>();

/**
 * The source the configuration names (server/rooms-config.ts): drand's relay with the pinned
 * chain, the local stand-in (its chain derived from AUTH_SECRET), or crash. One per configuration.
 */
export function roomsEntropySource(config: RoomsEntropyConfig): EntropySource {
  let source = sources.get(config);
  if (!source) {
    source =
      config.kind === 'crash'
        ? crashEntropy
        : config.kind === 'drand'
          ? drandEntropy(config.url, () => config.chain)
          : drandEntropy(config.url, () => standInChain(config.seed).chain);
    sources.set(config, source);
  }
  return source;
}

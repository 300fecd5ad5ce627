import type { AppContext } from '@/server/app-context';
import type { EntropyProof } from '@/server/db/schema';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'fetch'>;

/** An entropy once public, with what proves it when its value alone does not. */
export type Revealed = { entropy: string; proof: EntropyProof | null };

/**
 * What a room's draw waits for: a value nobody can know while bets are taken. `commit` names it
 * when betting closes (null: nothing to name yet, try again), `reveal` answers it once public
 * (null: not yet). `commit` runs in the close's transaction, `reveal` outside any. The sources:
 * crash's next round (`entropy.ts`) and a drand beacon (`drand-entropy.ts`).
 */
export interface EntropySource {
  commit(ctx: Ctx, closedAt: Date): Promise<string | null>;
  reveal(ctx: Ctx, source: string): Promise<Revealed | null>;
}

import { and, eq, isNull } from 'drizzle-orm';
import { CASINO_SESSION_LIFETIME_S, type CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { casinoSessions, type CasinoMode, type CasinoSession } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { randomToken } from '@/server/lib/secrets';
import { inTransaction } from '@/server/db/transaction';

/**
 * A new game session for a launch: a random token for the player, currency and aggregator, which
 * supersedes the current one (its bets are then `session_expired`; its rounds still settle). Two
 * launches at once: the second's insert meets the first's current session on the partial unique
 * index and fails; the launch answers an error and the player retries.
 */
export async function openCasinoSession(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: {
    userId: number;
    currency: Currency;
    aggregator: CasinoAggregator;
    gameCode: string;
    mode: CasinoMode;
  },
): Promise<CasinoSession> {
  const token = randomToken();
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    await tx
      .update(casinoSessions)
      .set({ supersededBy: token })
      .where(
        and(
          eq(casinoSessions.userId, input.userId),
          eq(casinoSessions.currency, input.currency),
          eq(casinoSessions.aggregator, input.aggregator),
          isNull(casinoSessions.supersededBy),
        ),
      );
    const [session] = await tx
      .insert(casinoSessions)
      .values({
        token,
        ...input,
        createdAt: now,
        expiresAt: addSeconds(now, CASINO_SESSION_LIFETIME_S),
      })
      .returning();
    return session!;
  });
}

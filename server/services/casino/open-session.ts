import { and, eq, isNull } from 'drizzle-orm';
import { CASINO_SESSION_LIFETIME_S, type CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { casinoSessions, type CasinoMode, type CasinoSession } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { addSeconds } from '@/server/lib/clock';
import { randomToken } from '@/server/lib/secrets';
import { inTransaction } from '@/server/db/transaction';

/** Launches racing for one player's session before one of them gives up (a 429). */
const ATTEMPTS = 3;

/**
 * A new game session for a launch: a random token for the player, currency and aggregator, which
 * supersedes the current one (its bets are then `session_expired`; its rounds still settle).
 * Launches at the same moment (a double click, two tabs): only one insert can be the current
 * session (`casino_sessions_current_uq`); the others meet it without an error (`on conflict do
 * nothing`). A launch of the same game and mode takes the session the other one made, so both
 * answer the same launch and neither tab's bets are refused; one of another game supersedes it,
 * as a launch just after it would.
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
  const player = and(
    eq(casinoSessions.userId, input.userId),
    eq(casinoSessions.currency, input.currency),
    eq(casinoSessions.aggregator, input.aggregator),
    isNull(casinoSessions.supersededBy),
  );
  return inTransaction(ctx.db, async (tx) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      await tx.update(casinoSessions).set({ supersededBy: token }).where(player);
      const [session] = await tx
        .insert(casinoSessions)
        .values({
          token,
          ...input,
          createdAt: now,
          expiresAt: addSeconds(now, CASINO_SESSION_LIFETIME_S),
        })
        .onConflictDoNothing()
        .returning();
      if (session) return session;
      // Another launch's session became current after this statement's snapshot was taken.
      const [current] = await tx.select().from(casinoSessions).where(player);
      if (current && current.gameCode === input.gameCode && current.mode === input.mode) {
        return current;
      }
    }
    throw AppError.tooManyRequests(1);
  });
}

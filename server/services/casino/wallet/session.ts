import { eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { casinoSessions } from '@/server/db/schema';
import type { WalletRefusalCode } from './types';

/**
 * What is wrong with the session a call's token names, if anything: unknown, another player's
 * or aggregator's, or a demo session (demo play never calls the wallet) is `invalid_session`; a
 * superseded or expired one `session_expired`; another currency `wrong_currency`.
 */
export async function sessionProblem(
  db: Db,
  call: { token: string; userId: number; aggregator: CasinoAggregator; currency: Currency },
  now: Date,
): Promise<WalletRefusalCode | null> {
  const [session] = await db
    .select()
    .from(casinoSessions)
    .where(eq(casinoSessions.token, call.token));
  if (
    !session ||
    session.userId !== call.userId ||
    session.aggregator !== call.aggregator ||
    session.mode !== 'real'
  ) {
    return 'invalid_session';
  }
  if (session.supersededBy !== null || session.expiresAt.getTime() <= now.getTime()) {
    return 'session_expired';
  }
  if (session.currency !== call.currency) return 'wrong_currency';
  return null;
}

import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { sessions, users, type Channel } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { LOGIN_KNOWN_ADDRESS_S } from '@/server/services/rate-limit/limits';

/**
 * Whether the account behind the contact signed in from `ip` lately (any session, ended or
 * not). One query, the same for a contact without an account, which simply has no sessions.
 */
export async function isKnownAddress(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  account: { channel: Channel; contact: string },
  ip: string,
) {
  const column = account.channel === 'email' ? users.email : users.phone;
  const [session] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(column, account.contact),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, addSeconds(ctx.clock.now(), -LOGIN_KNOWN_ADDRESS_S)),
      ),
    )
    .limit(1);
  return session !== undefined;
}

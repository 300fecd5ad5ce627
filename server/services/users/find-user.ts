import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users, type Channel } from '@/server/db/schema';

/** The account with this normalised e-mail or phone, if any. */
export async function findUserByContact(
  ctx: Pick<AppContext, 'db'>,
  channel: Channel,
  contact: string,
) {
  const column = channel === 'email' ? users.email : users.phone;
  const [user] = await ctx.db.select().from(users).where(eq(column, contact)).limit(1);
  return user ?? null;
}

export async function findUserById(ctx: Pick<AppContext, 'db'>, id: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { crashEngine } from '@/server/db/schema';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** How long a lease lasts unless renewed; the engine renews it every second. */
export const LEASE_MS = 5_000;

/**
 * Takes the engine lease when nobody holds it or the holder let it lapse, and answers the new
 * epoch; null while another process holds it. A lease in a table rather than a session advisory
 * lock: it behaves the same on PGlite, where every caller shares one session, and through a
 * transaction-pooling proxy, which breaks session locks.
 */
export async function takeLease(ctx: Ctx, holder: string): Promise<number | null> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + LEASE_MS);
  const [row] = await ctx.db
    .insert(crashEngine)
    .values({ id: 1, epoch: 1, holder, leaseUntil: until })
    .onConflictDoUpdate({
      target: crashEngine.id,
      set: { epoch: sql`${crashEngine.epoch} + 1`, holder, leaseUntil: until },
      setWhere: sql`${crashEngine.leaseUntil} < ${now.toISOString()}::timestamptz`,
    })
    .returning({ epoch: crashEngine.epoch });
  return row?.epoch ?? null;
}

/** Extends the lease; false when it was lost (another process took it over). */
export async function renewLease(ctx: Ctx, holder: string, epoch: number): Promise<boolean> {
  const until = new Date(ctx.clock.now().getTime() + LEASE_MS);
  const rows = await ctx.db
    .update(crashEngine)
    .set({ leaseUntil: until })
    .where(and(eq(crashEngine.id, 1), eq(crashEngine.epoch, epoch), eq(crashEngine.holder, holder)))
    .returning({ epoch: crashEngine.epoch });
  return rows.length === 1;
}

/** Lets the lease go at once, so another process need not wait for it to lapse (a clean stop). */
export async function releaseLease(ctx: Ctx, holder: string, epoch: number) {
  await ctx.db
    .update(crashEngine)
    .set({ leaseUntil: new Date(0) })
    .where(
      and(eq(crashEngine.id, 1), eq(crashEngine.epoch, epoch), eq(crashEngine.holder, holder)),
    );
}

/**
 * The fencing condition every write of the engine carries: its epoch is still the current one.
 * An engine that paused past its lease and woke up after another took over writes nothing.
 */
export const holdsEpoch = (epoch: number) =>
  sql`exists (select 1 from ${crashEngine} where ${crashEngine.id} = 1 and ${crashEngine.epoch} = ${epoch})`;

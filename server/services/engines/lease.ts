import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { engineLeases } from '@/server/db/schema';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** How long a lease lasts unless renewed; the engine renews it every second. */
export const LEASE_MS = 5_000;

/** A shared game's engine: each has its own lease. */
export type EngineName = 'crash' | 'rooms' | 'sports-feed';

/**
 * Takes an engine's lease when nobody holds it or the holder let it lapse, and answers the new
 * epoch; null while another process holds it. A lease in a table rather than a session advisory
 * lock: it behaves the same on PGlite, where every caller shares one session, and through a
 * transaction-pooling proxy, which breaks session locks.
 */
export async function takeLease(
  ctx: Ctx,
  name: EngineName,
  holder: string,
): Promise<number | null> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + LEASE_MS);
  const [row] = await ctx.db
    .insert(engineLeases)
    .values({ name, epoch: 1, holder, leaseUntil: until })
    .onConflictDoUpdate({
      target: engineLeases.name,
      set: { epoch: sql`${engineLeases.epoch} + 1`, holder, leaseUntil: until },
      setWhere: sql`${engineLeases.leaseUntil} < ${now.toISOString()}::timestamptz`,
    })
    .returning({ epoch: engineLeases.epoch });
  return row?.epoch ?? null;
}

/** Extends the lease; false when it was lost (another process took it over). */
export async function renewLease(
  ctx: Ctx,
  name: EngineName,
  holder: string,
  epoch: number,
): Promise<boolean> {
  const until = new Date(ctx.clock.now().getTime() + LEASE_MS);
  const rows = await ctx.db
    .update(engineLeases)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(engineLeases.name, name),
        eq(engineLeases.epoch, epoch),
        eq(engineLeases.holder, holder),
      ),
    )
    .returning({ epoch: engineLeases.epoch });
  return rows.length === 1;
}

/** Lets the lease go at once, so another process need not wait for it to lapse (a clean stop). */
export async function releaseLease(ctx: Ctx, name: EngineName, holder: string, epoch: number) {
  await ctx.db
    .update(engineLeases)
    .set({ leaseUntil: new Date(0) })
    .where(
      and(
        eq(engineLeases.name, name),
        eq(engineLeases.epoch, epoch),
        eq(engineLeases.holder, holder),
      ),
    );
}

/**
 * The fencing condition every write of the engine carries: its epoch is still the current one.
 * An engine that paused past its lease and woke up after another took over writes nothing.
 */
export const holdsEpoch = (name: EngineName, epoch: number) =>
  sql`exists (select 1 from ${engineLeases} where ${engineLeases.name} = ${name} and ${engineLeases.epoch} = ${epoch})`;

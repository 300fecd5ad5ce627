import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { MirrorStatus } from '@/lib/constants/marketing';
import { mirrors, type Mirror } from '@/server/db/schema';

export type MirrorInput = { domain: string; status: MirrorStatus; newLink: string | null };

/** Adds a mirror or replaces the status and new link of a known one; says which it did. */
export async function saveMirror(
  ctx: { db: Db },
  input: MirrorInput,
): Promise<{ mirror: Mirror; created: boolean }> {
  const [created] = await ctx.db.insert(mirrors).values(input).onConflictDoNothing().returning();
  if (created) return { mirror: created, created: true };
  const [updated] = await ctx.db
    .update(mirrors)
    .set({ status: input.status, newLink: input.newLink })
    .where(eq(mirrors.domain, input.domain))
    .returning();
  return { mirror: updated!, created: false };
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorMirrorRequestSchema } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { mirrors, type Mirror } from '@/server/db/schema';

/** Adds a mirror or replaces the status and new link of a known one; says which it did. */
export async function saveMirror(
  ctx: { db: Db },
  input: z.output<typeof operatorMirrorRequestSchema>,
): Promise<{ mirror: Mirror; created: boolean }> {
  const values = { domain: input.domain, status: input.status, newLink: input.new_link ?? null };
  const [created] = await ctx.db.insert(mirrors).values(values).onConflictDoNothing().returning();
  if (created) return { mirror: created, created: true };
  const [updated] = await ctx.db
    .update(mirrors)
    .set({ status: values.status, newLink: values.newLink })
    .where(eq(mirrors.domain, values.domain))
    .returning();
  return { mirror: updated!, created: false };
}

import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { uploadQueueAnswerSchema, uploadQueueQuerySchema } from '@/lib/schemas/kyc';
import type { Db } from '@/server/db/client';
import { kycDocuments, users } from '@/server/db/schema';

const PENDING = eq(kycDocuments.status, 'pending');

/**
 * `GET /operator/risk/uploads`: the source-of-funds documents waiting for staff, oldest first
 * (first come, first reviewed), a page at a time after the cursor `<created_at>_<id>`, each with
 * its player's name, e-mail and verified level. Both reads use the partial index of pending
 * documents, so a queue of a few thousand costs what a queue of ten does.
 */
export async function readUploadQueue(
  ctx: { db: Db },
  query: z.output<typeof uploadQueueQuerySchema>,
): Promise<z.input<typeof uploadQueueAnswerSchema>> {
  const where: SQL[] = [PENDING];
  if (query.after) {
    const [time, id] = query.after.split('_') as [string, string];
    where.push(
      sql`(${kycDocuments.createdAt}, ${kycDocuments.id}) > (${time}::timestamptz, ${id}::uuid)`,
    );
  }
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        document: kycDocuments,
        player: { name: users.name, email: users.email, kycLevel: users.kycLevel },
      })
      .from(kycDocuments)
      .innerJoin(users, eq(users.id, kycDocuments.userId))
      .where(and(...where))
      .orderBy(asc(kycDocuments.createdAt), asc(kycDocuments.id))
      .limit(query.limit + 1),
    ctx.db.select({ count: count() }).from(kycDocuments).where(PENDING),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.document;
  return {
    uploads: page.map(({ document, player }) => ({
      id: document.id,
      user_id: document.userId,
      file_name: document.fileName,
      mime: document.mime,
      size: document.size,
      created_at: document.createdAt.toISOString(),
      player: { name: player.name, email: player.email, kyc_level: player.kycLevel },
    })),
    total: Number(total?.count ?? 0),
    next: rows.length > query.limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

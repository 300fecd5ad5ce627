import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { kycDocuments, users, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { readStored, storeUpload } from './files';
import { nextLevel, refreshKyc } from './kyc-state';

/** Where source-of-funds documents are kept: `DATA_DIR/kyc/<player>/`. */
function uploadDir(ctx: Pick<AppContext, 'config'>, userId: number) {
  return path.join(ctx.config.dataDir, 'kyc', String(userId));
}

/**
 * A source-of-funds document for L3 (`POST /kyc/documents`): taken only when L3 is the player's
 * next step (409 `kyc_not_needed` otherwise), checked by its bytes, stored and queued for staff.
 */
export async function uploadSourceOfFunds(ctx: AppContext, user: User, file: File) {
  await hitRateLimit(ctx, `kyc-upload:user:${user.id}`, LIMITS.kycUploadByUser);
  if (nextLevel(user.kycLevel, user.kycRequiredLevel) !== 3) {
    throw AppError.of('kyc_not_needed', 409);
  }
  const id = randomUUID();
  const stored = await storeUpload(uploadDir(ctx, user.id), id, file);
  await ctx.db.insert(kycDocuments).values({
    id,
    userId: user.id,
    kind: 'source_of_funds',
    fileName: stored.fileName,
    mime: stored.mime,
    size: stored.size,
    sha256: stored.sha256,
    createdAt: ctx.clock.now(),
  });
  await refreshKyc(ctx, user.id);
}

async function findUpload(ctx: Pick<AppContext, 'db'>, userId: number, uploadId: string) {
  if (!isUuid(uploadId)) throw AppError.of('not_found', 404);
  const [row] = await ctx.db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, uploadId), eq(kycDocuments.userId, userId)));
  if (!row) throw AppError.of('not_found', 404);
  return row;
}

/** An upload's file for staff. */
export async function readUploadFile(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
  uploadId: string,
) {
  const row = await findUpload(ctx, userId, uploadId);
  return { row, bytes: await readStored(uploadDir(ctx, userId), row.id) };
}

/**
 * Staff accept or reject a source-of-funds document (`players.risk`), under its row lock: an
 * accepted one gives the player L3 when they hold L2; a rejection's note is shown to the
 * player, who may send another. 409 `upload_decided` when it was decided.
 */
export async function decideUpload(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  input: {
    userId: number;
    uploadId: string;
    decision: 'accept' | 'reject';
    note?: string;
    by: string;
  },
) {
  await findUpload(ctx, input.userId, input.uploadId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.id, input.uploadId))
      .for('update');
    if (!row || row.status !== 'pending') throw AppError.of('upload_decided', 409);
    const now = ctx.clock.now();
    await tx
      .update(kycDocuments)
      .set({
        status: input.decision === 'accept' ? 'accepted' : 'rejected',
        note: input.note ?? null,
        decidedBy: input.by,
        decidedAt: now,
      })
      .where(eq(kycDocuments.id, row.id));
    if (input.decision === 'accept') {
      const [user] = await tx
        .select({ level: users.kycLevel })
        .from(users)
        .where(eq(users.id, input.userId))
        .for('update');
      if (user && user.level >= 2) {
        await tx
          .update(users)
          .set({ kycLevel: 3, updatedAt: now })
          .where(eq(users.id, input.userId));
      }
    }
    await refreshKyc({ ...ctx, db: tx }, input.userId);
  });
}

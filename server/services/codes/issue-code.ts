import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CODE_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import { oneTimeCodes, type Channel, type CodePurpose } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { keyedHash, randomCode } from '@/server/lib/secrets';

export type CodeTarget = { purpose: CodePurpose; channel: Channel; target: string };

export function hashCode(ctx: Pick<AppContext, 'config'>, id: string, code: string) {
  return keyedHash(ctx.config.authSecret, `${id}:${code}`);
}

/** A fresh code for the target; earlier unused codes for the same purpose stop working. */
export async function issueCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  target: CodeTarget,
) {
  const now = ctx.clock.now();
  const id = randomUUID();
  const code = randomCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.purpose, target.purpose),
          eq(oneTimeCodes.channel, target.channel),
          eq(oneTimeCodes.target, target.target),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      id,
      ...target,
      codeHash: hashCode(ctx, id, code),
      createdAt: now,
      expiresAt: addSeconds(now, CODE_TTL_S),
    });
  });
  return code;
}

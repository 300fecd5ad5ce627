import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { riskQueueAnswerSchema, riskQueueQuerySchema } from '@/lib/schemas/kyc';
import type { AppContext } from '@/server/app-context';
import { riskFlags, users } from '@/server/db/schema';
import { stateAt } from '@/server/services/users/account-guard';
import { serializeRiskFlag } from '@/server/services/kyc/serialize-flag';

export type RiskQueueQuery = z.output<typeof riskQueueQuerySchema>;

/**
 * `GET /operator/risk/flags`: the risk queue newest first (by id), a page at a time (`before`:
 * the last id of the previous page), by status (open unless asked), kind and player, each flag
 * with its player's name, e-mail, verified level and account state.
 */
export async function readRiskQueue(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: RiskQueueQuery,
): Promise<z.input<typeof riskQueueAnswerSchema>> {
  const where: SQL[] = [eq(riskFlags.status, query.status)];
  if (query.kind) where.push(eq(riskFlags.kind, query.kind));
  if (query.user_id !== undefined) where.push(eq(riskFlags.userId, query.user_id));
  if (query.before !== undefined) where.push(lt(riskFlags.id, query.before));
  const rows = await ctx.db
    .select({
      flag: riskFlags,
      player: {
        name: users.name,
        email: users.email,
        kycLevel: users.kycLevel,
        state: users.state,
        stateUntil: users.stateUntil,
      },
    })
    .from(riskFlags)
    .innerJoin(users, eq(users.id, riskFlags.userId))
    .where(and(...where))
    .orderBy(desc(riskFlags.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const now = ctx.clock.now();
  return {
    flags: page.map(({ flag, player }) => ({
      ...serializeRiskFlag(flag),
      player: {
        name: player.name,
        email: player.email,
        kyc_level: player.kycLevel,
        state: stateAt(player, now),
      },
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.flag.id : null,
  };
}

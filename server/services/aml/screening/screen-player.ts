import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { digest } from '../evidence';
import { raiseFlag } from '../raise-flag';
import { screeningList, type ScreeningHit } from './index';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/**
 * Screens a player against the sanctions and PEP lists by the name and date of birth the
 * provider verified (`users.legal_name`, `users.birth_date`; nothing to screen without a legal
 * name). Each hit is a `sanctions` or `pep` flag with the entry and the player's data as
 * evidence, raised once per player and entry; then `screened_at` is written. A list that fails
 * is logged and `screened_at` left as it was, so the periodic rescreen asks again. Answers the
 * hits, or null when the player was not screened (no list, no legal name, the list failed).
 */
export async function screenPlayer(ctx: Ctx, userId: number): Promise<ScreeningHit[] | null> {
  const list = screeningList(ctx);
  if (!list) return null;
  const [player] = await ctx.db
    .select({ legalName: users.legalName, birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId));
  if (!player?.legalName) return null;
  let hits: ScreeningHit[];
  try {
    hits = await list.match({ name: player.legalName, birthDate: player.birthDate });
  } catch (error) {
    log.error('aml: the screening list failed; asked again at the next rescreen', {
      list: list.name,
      user_id: userId,
      error,
    });
    return null;
  }
  for (const hit of hits) {
    const entry = digest([hit.list, hit.name, hit.birth_date ?? '', hit.source].join('\u0000'));
    await raiseFlag(ctx, {
      userId,
      kind: hit.list,
      dedupKey: `${hit.list}:${userId}:${entry}`,
      evidence: {
        ...hit,
        list_adapter: list.name,
        legal_name: player.legalName,
        player_birth_date: player.birthDate,
      },
    });
  }
  await ctx.db.update(users).set({ screenedAt: ctx.clock.now() }).where(eq(users.id, userId));
  return hits;
}

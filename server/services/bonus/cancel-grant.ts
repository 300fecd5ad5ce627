import type { Locale } from '@/lib/i18n/config';
import { toMinor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { eq } from 'drizzle-orm';
import { bonusTemplates } from '@/server/db/schema';
import { endGrant } from './end-grant';
import { serializeGrant } from './serialize-grant';

/**
 * The player gives up their active grant (`POST /bonus-system/grants/{id}/cancel`): the bonus
 * money they confirmed (`confirmAmount`, major units; another current amount is a 409
 * `amount_changed`) goes back to the pool, `bonus-grant:<id>:cancel`. Another player's grant is a
 * 404; an ended one is answered as it is.
 */
export async function cancelGrant(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { userId: number; grantId: number; confirmAmount: number; locale: Locale },
) {
  const grant = await endGrant(ctx, {
    grantId: input.grantId,
    userId: input.userId,
    status: 'cancelled',
    reason: 'player',
    confirmAmount: toMinor(input.confirmAmount),
  });
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, grant.templateId));
  return serializeGrant(grant, template!, 0, input.locale);
}

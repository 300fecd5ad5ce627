import { z } from 'zod';
import { flagSchema } from '@/lib/schemas/auth';
import { getProfile } from '@/server/services/profile/get-profile';
import { serializeUser } from '@/server/services/profile/serialize-user';
import { updateSettings } from '@/server/services/profile/update-settings';
import { userBalances } from '@/server/services/ledger/accounts';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody, readQuery } from '../validate';

const profileQuerySchema = z.object({ whoAreYou: z.string().max(128).optional() });

const settingsSchema = z.strictObject({
  locale: z.string().max(16).optional(),
  timezone: z.string().max(64).optional(),
  is_avatar_hidden: flagSchema.optional(),
  is_statistics_hidden: flagSchema.optional(),
});

export const profile = router()
  .use(requireAuth)
  // GET /profile/user — the signed-in player (spec §3), fresh_token and super_bonus
  .get('/user', async (c) => {
    const { whoAreYou } = readQuery(c, profileQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await getProfile(c.var.ctx, c.var.auth, whoAreYou));
  })
  // PUT /profile/settings — language, time zone and privacy switches
  .put('/settings', async (c) => {
    const input = await readBody(c, settingsSchema);
    const user = await updateSettings(c.var.ctx, c.var.auth.user, input);
    const balances = await userBalances(c.var.ctx.db, user.id, user.currency);
    return c.json({ success: true, user: serializeUser(user, balances) });
  });

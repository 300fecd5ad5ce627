import {
  profileAnswerSchema,
  profileQuerySchema,
  settingsAnswerSchema,
  settingsRequestSchema,
} from '@/lib/schemas/profile';
import { getProfile } from '@/server/services/profile/get-profile';
import { serializeUser } from '@/server/services/profile/serialize-user';
import { updateSettings } from '@/server/services/profile/update-settings';
import { profileBalances } from '@/server/services/profile/profile-balances';
import { router } from '../env';
import { operation } from '../operation';

export const profile = router()
  // GET /profile/user — the signed-in player (spec §3), fresh_token and super_bonus
  .get(
    '/user',
    operation(
      {
        summary: 'The signed-in player, features and region; a fresh token near expiry',
        description:
          '`whoAreYou` is the device mark the browser keeps; it is remembered with the account. `super_bonus` is this account\u2019s mark.',
        tags: ['profile'],
        auth: 'bearer',
        query: profileQuerySchema,
        answer: profileAnswerSchema,
      },
      async (c, { query }) => {
        c.header('Cache-Control', 'no-store');
        return getProfile(c.var.ctx, c.var.auth, query.whoAreYou);
      },
    ),
  )
  // PUT /profile/settings — language, time zone and privacy switches
  .put(
    '/settings',
    operation(
      {
        summary: 'Save the language, time zone or privacy switches; answers the player',
        description:
          'An unsupported language or time zone answers 400 `unsupported_locale` or `unsupported_timezone`.',
        tags: ['profile'],
        auth: 'bearer',
        body: settingsRequestSchema,
        answer: settingsAnswerSchema,
      },
      async (c, { body }) => {
        const user = await updateSettings(c.var.ctx, c.var.auth.user, body);
        const balances = await profileBalances(c.var.ctx, user.id, user.currency);
        return { success: true, user: serializeUser(user, balances) };
      },
    ),
  );

import { eq } from 'drizzle-orm';
import { isLocale } from '@/lib/i18n/config';
import type { SettingsRequest } from '@/lib/schemas/profile';
import type { AppContext } from '@/server/app-context';
import { users, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/** IANA zones this runtime knows, plus UTC (which `supportedValuesOf` leaves out). */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);

/** Saves profile settings. An unsupported language or zone answers `{error}` (spec §8). */
export async function updateSettings(ctx: AppContext, user: User, input: SettingsRequest) {
  if (input.locale !== undefined && !isLocale(input.locale)) {
    throw AppError.of('unsupported_locale', 400);
  }
  if (input.timezone !== undefined && !TIME_ZONES.has(input.timezone)) {
    throw AppError.of('unsupported_timezone', 400);
  }
  const [updated] = await ctx.db
    .update(users)
    .set({
      ...(input.locale !== undefined && { locale: input.locale as User['locale'] }),
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.is_avatar_hidden !== undefined && { isAvatarHidden: input.is_avatar_hidden }),
      ...(input.is_statistics_hidden !== undefined && {
        isStatisticsHidden: input.is_statistics_hidden,
      }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  forgetSessions(ctx.db, user.id);
  return updated!;
}

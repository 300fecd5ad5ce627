import { zm, type z } from '@/lib/zod';
import { publicSettingsSchema } from '@/lib/schemas/marketing';
import type { Db } from '@/server/db/client';
import { readSettings } from './read-settings';

/** The site_settings keys the site shows everyone (spec §3 settings store). */
export const PUBLIC_SETTINGS = zm.keyof(publicSettingsSchema).options;

type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The public settings; '' until an operator sets them. */
export async function getPublicSettings(ctx: { db: Db }): Promise<PublicSettings> {
  const values = await readSettings(ctx, PUBLIC_SETTINGS, { publicOnly: true });
  return Object.fromEntries(
    PUBLIC_SETTINGS.map((key) => [key, values[key] ?? '']),
  ) as PublicSettings;
}

import type { Db } from '@/server/db/client';
import { readSettings } from './read-settings';

/** The settings the site shows everyone (spec §3 settings store); '' until an operator sets them. */
export const PUBLIC_SETTINGS = ['revshare_service_frontend_url', 'telegram_channel_url'] as const;
export type PublicSettings = Record<(typeof PUBLIC_SETTINGS)[number], string>;

export async function getPublicSettings(ctx: { db: Db }): Promise<PublicSettings> {
  const values = await readSettings(ctx, PUBLIC_SETTINGS, { publicOnly: true });
  return Object.fromEntries(
    PUBLIC_SETTINGS.map((key) => [key, values[key] ?? '']),
  ) as PublicSettings;
}

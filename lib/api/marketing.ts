import type { z } from '@/lib/zod';
import type { attachSourceRequestSchema } from '@/lib/schemas/marketing';
import { schemaLoader, type ApiClient } from './client';

const commonSchemas = schemaLoader(() => import('@/lib/schemas/common'));
// Every page asks for these two: their schemas are zod/mini's, apart from the area's others.
const everyPageSchemas = schemaLoader(() => import('@/lib/schemas/every-page'));

/** Spec §7 "Marketing and mirrors": what the browser asks and reports. */

export type Attribution = z.input<typeof attachSourceRequestSchema>;

/** Ties the campaign cookies to the signed-in player; called after registration and login. */
export function attachSource(api: ApiClient, attribution: Attribution) {
  return api.post('attachSource', commonSchemas('successAnswerSchema'), attribution);
}

/** The settings store of spec §3: the public settings under the names the components use. */
export type PublicSettings = { revshareUrl: string; tgChannelUrl: string };

export async function fetchPublicSettings(api: ApiClient): Promise<PublicSettings> {
  const { data } = await api.get('settings', everyPageSchemas('publicSettingsAnswerSchema'));
  return {
    revshareUrl: data.revshare_service_frontend_url,
    tgChannelUrl: data.telegram_channel_url,
  };
}

/**
 * `GET mirror` (spec §7): on the API base in development, otherwise `/api/mirror` on the current
 * host without `www`.
 */
export function fetchMirror(api: ApiClient, location: Pick<Location, 'protocol' | 'host'>) {
  const isDevelopment = process.env.NODE_ENV === 'development';
  const baseUrl = isDevelopment
    ? undefined
    : `${location.protocol}//${location.host.replace(/^www\./, '')}/api`;
  return api.get('mirror', everyPageSchemas('mirrorAnswerSchema'), { baseUrl });
}

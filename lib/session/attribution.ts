'use client';

import type { Attribution } from '@/lib/api/marketing';
import { readCookie } from '@/lib/dom/cookies';

/**
 * The campaign cookies the middleware stored, null when absent (spec §7 attachSource). Their
 * names are the fields of attachSource's body, whose schema loads here, after a login, rather
 * than in every page's first load.
 */
export async function attributionFromCookies(): Promise<Attribution> {
  const { attachSourceRequestSchema } = await import('@/lib/schemas/marketing');
  return Object.fromEntries(
    attachSourceRequestSchema.keyof().options.map((name) => [name, readCookie(name) || null]),
  ) as Attribution;
}

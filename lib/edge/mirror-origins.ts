import { mirrorAnswerSchema } from '@/lib/schemas/marketing';
import { createLookupCache } from './cache';
import type { EdgeContext } from './types';

const cache = createLookupCache<string[]>({
  name: 'mirror-origins',
  ttlMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * The API origins of the active mirrors (`GET /mirror`'s list, cached): a page's policy must let
 * its scripts reach them, or the client could not fail over to a mirror when its own API host is
 * blocked. Empty when the list cannot be had (spec §8: a lookup never breaks a page).
 */
export async function mirrorApiOrigins({
  api,
  background,
}: Pick<EdgeContext, 'api' | 'background'>): Promise<string[]> {
  const origins = await cache.get(
    'active',
    async () => {
      const answer = await api.get('mirror', mirrorAnswerSchema);
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return [...new Set(answer.body.mirrors.map((mirror) => new URL(mirror.api).origin))];
    },
    background,
  );
  return origins ?? [];
}

export const mirrorOriginsCache = cache;

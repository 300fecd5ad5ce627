import { eq, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import type { Db } from '@/server/db/client';
import { imageUrl } from '../catalogue/image-files';
import {
  casinoGames,
  casinoProviders,
  freeSpinGrants,
  type FreeSpinGrant,
} from '@/server/db/schema';

const columns = {
  grant: freeSpinGrants,
  game: {
    id: casinoGames.id,
    slug: casinoGames.slug,
    name: casinoGames.name,
    image: casinoGames.image,
    kind: casinoGames.kind,
  },
  provider: casinoProviders.name,
};

/** Grants with their game and its studio. */
export function selectFreeSpins(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(freeSpinGrants)
    .innerJoin(casinoGames, eq(casinoGames.id, freeSpinGrants.gameId))
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(where);
}

export type FreeSpinRow = Awaited<ReturnType<typeof selectFreeSpins>>[number];

/** Playable now: active, started and not yet expired (spec §4). */
export function isPlayable(grant: FreeSpinGrant, now: Date): boolean {
  return (
    grant.status === 'active' &&
    grant.startsAt.getTime() <= now.getTime() &&
    now.getTime() < grant.expirationAt.getTime()
  );
}

export function serializeFreeSpin(row: FreeSpinRow, locale: Locale, now: Date): FreeSpin {
  const { grant, game } = row;
  const expired = grant.status === 'active' && grant.expirationAt.getTime() <= now.getTime();
  return {
    id: grant.id,
    game: {
      id: game.id,
      slug: game.slug,
      name: game.name[locale],
      provider: row.provider,
      image: imageUrl(game.image),
      kind: game.kind,
    },
    rounds: grant.rounds,
    rounds_left: grant.roundsLeft,
    bet_value: toMajor(grant.betValue),
    currency: grant.currency,
    total_win: toMajor(grant.totalWin),
    status: expired ? 'expired' : grant.status,
    is_active: isPlayable(grant, now),
    starts_at: grant.startsAt.toISOString(),
    expiration_at: grant.expirationAt.toISOString(),
    created_at: grant.createdAt.toISOString(),
  };
}

import { SANDBOX_STUDIOS, SANDBOX_TITLES, type SandboxTitle } from '@/lib/casino/sandbox/titles';
import type { Clock } from '@/server/lib/clock';
import type { CasinoTableLimits } from '@/server/db/schema';
import { sandboxArtwork } from './sandbox-artwork';
import type { CatalogueGameRecord, CatalogueLiveTable, CatalogueSource } from './source';
import { isOpenAt } from './table-hours';

/**
 * The live tables of the sandbox's live titles. Limits are minor units per site currency: a
 * low-stakes table open around the clock and a high-stakes one with evening hours (UTC), so the
 * lobby has an open and, at times, a closed table to show.
 */
const SANDBOX_TABLES: Record<string, Omit<CatalogueLiveTable, 'isOpen'>[]> = {
  'roulette-live': [
    {
      externalTableId: 'roulette-almaty',
      name: 'Roulette Almaty',
      dealerName: 'Aigerim',
      limits: {
        RUB: { min: 1_000, max: 5_000_000 },
        KZT: { min: 5_000, max: 25_000_000 },
        USD: { min: 10, max: 50_000 },
        EUR: { min: 10, max: 50_000 },
        INR: { min: 1_000, max: 4_000_000 },
      },
      openTime: null,
      closeTime: null,
    },
    {
      externalTableId: 'roulette-moscow',
      name: 'Roulette Moscow',
      dealerName: 'Anastasia',
      limits: {
        RUB: { min: 10_000, max: 50_000_000 },
        KZT: { min: 50_000, max: 250_000_000 },
        USD: { min: 100, max: 500_000 },
        EUR: { min: 100, max: 500_000 },
        INR: { min: 10_000, max: 40_000_000 },
      } satisfies CasinoTableLimits,
      openTime: '06:00',
      closeTime: '23:00',
    },
  ],
};

/** The sandbox game provider's list (issue 17): its titles with generated artwork. */
export function sandboxSource(clock: Clock): CatalogueSource {
  return {
    aggregator: 'sandbox',
    async listGames() {
      const now = clock.now();
      return SANDBOX_TITLES.map((title) => sandboxRecord(title, now));
    },
  };
}

function sandboxRecord(title: SandboxTitle, now: Date): CatalogueGameRecord {
  const tables = SANDBOX_TABLES[title.code] ?? [];
  return {
    externalCode: title.code,
    preferredSlug: title.code,
    provider: { slug: title.studio, name: SANDBOX_STUDIOS[title.studio] },
    kind: title.kind,
    name: { ...title.name },
    tags: [...title.tags],
    rtp: title.rtp,
    volatility: title.volatility,
    volatilityRaw: title.volatility,
    paylines: title.paylines,
    maxWinX: title.maxWinX,
    // The sandbox plays every title for fun money too.
    hasDemo: true,
    hasFreeSpins: title.hasFreeSpins,
    hasLobby: tables.length > 0,
    platforms: ['desktop', 'mobile'],
    blockedCountries: [],
    currencies: [],
    releaseDate: title.releaseDate,
    available: true,
    image: {
      kind: 'bytes',
      bytes: new TextEncoder().encode(sandboxArtwork(title)),
      contentType: 'image/svg+xml',
    },
    liveTables: tables.map((table) => ({
      ...table,
      isOpen: isOpenAt(now, table.openTime, table.closeTime),
    })),
  };
}

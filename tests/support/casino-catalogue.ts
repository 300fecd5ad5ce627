import type { CasinoAggregator } from '@/lib/constants/casino';
import type {
  CatalogueGameRecord,
  CatalogueSource,
} from '@/server/services/casino/catalogue/source';

/** A game as a source would list it; every field can be overridden. */
export function gameRecord(
  code: string,
  fields: Partial<CatalogueGameRecord> = {},
): CatalogueGameRecord {
  const name = fields.name?.en ?? code.replace(/-/g, ' ');
  return {
    externalCode: code,
    preferredSlug: null,
    provider: { slug: 'test-studio', name: 'Test Studio' },
    kind: 'slot',
    name: { ru: name, en: name, kz: name },
    tags: [],
    rtp: '96.00',
    volatility: 'medium',
    volatilityRaw: 'medium',
    paylines: 10,
    maxWinX: 1000,
    hasDemo: true,
    hasFreeSpins: false,
    hasLobby: false,
    platforms: ['desktop', 'mobile'],
    blockedCountries: [],
    currencies: [],
    releaseDate: '2026-01-01',
    available: true,
    image: null,
    liveTables: [],
    ...fields,
  };
}

/** A source answering whatever `games` holds at the time of the call. */
export function listSource(
  aggregator: CasinoAggregator,
  games: () => CatalogueGameRecord[],
): CatalogueSource {
  return { aggregator, listGames: async () => games() };
}

/** The smallest PNG: a real signature, so the store's check of the bytes passes. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

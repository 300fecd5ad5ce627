import type { CasinoGameAnswer, CasinoGameSummary } from '@/lib/schemas/casino';
import { toMajor } from '@/lib/money/units';
import type { CasinoGame, CasinoLiveTable } from '@/server/db/schema';
import { imageUrl } from './image-files';

/** A row of `summaryColumns`. */
export type SummaryRow = {
  slug: string;
  name: CasinoGame['name'];
  kind: CasinoGame['kind'];
  image: string | null;
  tags: string[];
  rtp: string | null;
  volatility: CasinoGame['volatility'];
  hasDemo: boolean;
  hasFreeSpins: boolean;
  providerSlug: string;
  providerName: string;
  tablesTotal: number;
  tablesOpen: number;
  isFavourite: boolean | null;
};

export function serializeSummary(row: SummaryRow): CasinoGameSummary {
  return {
    slug: row.slug,
    name: { ru: row.name.ru, en: row.name.en, kz: row.name.kz },
    provider: { slug: row.providerSlug, name: row.providerName },
    kind: row.kind,
    image: imageUrl(row.image),
    tags: row.tags,
    rtp: row.rtp,
    volatility: row.volatility,
    has_demo: row.hasDemo,
    has_free_spins: row.hasFreeSpins,
    tables: row.kind === 'live' ? { total: row.tablesTotal, open: row.tablesOpen } : null,
    ...(row.isFavourite !== null && { is_favourite: row.isFavourite }),
  };
}

export function serializeGame(
  row: SummaryRow & CasinoGame,
  tables: CasinoLiveTable[],
  availableHere: boolean,
): CasinoGameAnswer {
  return {
    ...serializeSummary(row),
    paylines: row.paylines,
    max_win_x: row.maxWinX,
    has_lobby: row.hasLobby,
    platforms: row.platforms,
    currencies: row.currencies,
    release_date: row.releaseDate,
    available_here: availableHere,
    live_tables: tables.map((table) => ({
      id: table.externalTableId,
      name: table.name,
      dealer_name: table.dealerName,
      limits: Object.fromEntries(
        Object.entries(table.limits).map(([currency, limit]) => [
          currency,
          { min: toMajor(limit.min), max: toMajor(limit.max) },
        ]),
      ),
      open_time: table.openTime,
      close_time: table.closeTime,
      is_open: table.isOpen,
    })),
  };
}

import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type {
  CasinoGameKind,
  CasinoTableLimits,
  CasinoVolatility,
  LocalizedName,
} from '@/server/db/schema';

/**
 * A game's artwork as a source hands it over: the aggregator's URL (downloaded by the sync and
 * stored locally, as aggregators forbid hot-linking) or bytes the source made itself.
 */
export type CatalogueImage =
  { kind: 'url'; url: string } | { kind: 'bytes'; bytes: Uint8Array; contentType: string };

/** A live game's table as the aggregator's lobby describes it. */
export type CatalogueLiveTable = {
  externalTableId: string;
  name: string;
  dealerName: string | null;
  /** Minor units per currency. */
  limits: CasinoTableLimits;
  /** `HH:MM` UTC; both null for a table open around the clock. */
  openTime: string | null;
  closeTime: string | null;
  isOpen: boolean;
};

/**
 * One game in the canonical shape every source maps its aggregator's list onto: every column of
 * `casino_games` the aggregator knows, its studio, its artwork and its live tables.
 */
export type CatalogueGameRecord = {
  externalCode: string;
  /** The slug a new game gets when free; without one it is made from studio and name. */
  preferredSlug: string | null;
  provider: { slug: string; name: string };
  kind: CasinoGameKind;
  name: LocalizedName;
  tags: string[];
  /** Percent with two decimals as text (exact); null when the aggregator declares none. */
  rtp: string | null;
  volatility: CasinoVolatility | null;
  volatilityRaw: string | null;
  paylines: number | null;
  maxWinX: number | null;
  hasDemo: boolean;
  hasFreeSpins: boolean;
  hasLobby: boolean;
  platforms: string[];
  blockedCountries: string[];
  currencies: Currency[];
  releaseDate: string | null;
  /** False when the aggregator lists the game switched off on its side. */
  available: boolean;
  image: CatalogueImage | null;
  liveTables: CatalogueLiveTable[];
};

/**
 * An aggregator's game list (research B2.1): the sync job asks it for every game and stores what
 * it answers. One implementation per aggregator (`sandbox`, `hub88`, `slotegrator`); the sync
 * never asks which one it has.
 */
export interface CatalogueSource {
  readonly aggregator: CasinoAggregator;
  listGames(): Promise<CatalogueGameRecord[]>;
}

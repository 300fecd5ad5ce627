'use client';

import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { OfficeGameVisibility } from '@/lib/constants/casino-office';
import type { OperatorSwitchRequest } from '@/lib/schemas/casino';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { OFFICE_PAGE_SIZE } from './office';

const officeSchemas = schemaLoader(() => import('@/lib/schemas/casino-office'));
const casinoSchemas = schemaLoader(() => import('@/lib/schemas/casino'));
const freeSpinSchemas = schemaLoader(() => import('@/lib/schemas/free-spins'));
const reconciliationSchemas = schemaLoader(() => import('@/lib/schemas/casino-reconciliation'));
const roundSchemas = schemaLoader(() => import('@/lib/schemas/casino-rounds'));

/** The back office's Casino section (issue 36), every call `casino.manage`. */
export const CASINO_PATHS = {
  games: 'operator/casino/games',
  providers: 'operator/casino/providers',
  sync: 'operator/casino/sync',
  freeSpins: 'operator/casino/free-spins',
  reconciliation: 'operator/casino/reconciliation',
  rounds: 'operator/casino/rounds',
} as const;

export type CasinoGameFilters = {
  q?: string;
  provider?: string;
  aggregator?: CasinoAggregator;
  kind?: 'slot' | 'live' | 'table';
  visible?: OfficeGameVisibility;
};

/** One page of the catalogue as staff see it, newest first, from the cursor `before`. */
export function casinoGamesPage(
  api: ApiClient,
  filters: CasinoGameFilters,
  before?: number,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(CASINO_PATHS.games, officeSchemas('operatorCasinoGamesAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

/** Every studio with its game counts, and each aggregator's last sync. */
export function casinoProviders(api: ApiClient) {
  return api.get(CASINO_PATHS.providers, officeSchemas('operatorCasinoProvidersAnswerSchema'));
}

/**
 * Shows or hides a game whatever its aggregator says; no sync changes it back. The reason goes
 * to the audit trail.
 */
export function switchCasinoGame(api: ApiClient, slug: string, body: OperatorSwitchRequest) {
  return api.put(
    `${CASINO_PATHS.games}/${encodeURIComponent(slug)}`,
    casinoSchemas('operatorSwitchAnswerSchema'),
    body,
  );
}

/** Shows or hides every game of a studio; the reason goes to the audit trail. */
export function switchCasinoProvider(api: ApiClient, slug: string, body: OperatorSwitchRequest) {
  return api.put(
    `${CASINO_PATHS.providers}/${encodeURIComponent(slug)}`,
    casinoSchemas('operatorSwitchAnswerSchema'),
    body,
  );
}

/** Fetches an aggregator's game list now and stores it; answers what changed. */
export function syncCasinoCatalogue(api: ApiClient, aggregator: CasinoAggregator) {
  return api.post(CASINO_PATHS.sync, casinoSchemas('catalogueSyncAnswerSchema'), { aggregator });
}

/** A player's free-spin grants, playable ones first. */
export function playerFreeSpins(api: ApiClient, userId: number) {
  return api.get(CASINO_PATHS.freeSpins, freeSpinSchemas('freeSpinsAnswerSchema'), {
    searchParams: { user_id: userId },
  });
}

export type FreeSpinGrantBody = {
  /** The grant's key: the same key again answers the first grant instead of a second one. */
  key: string;
  user_id: number;
  game: string;
  rounds: number;
  /** One round's bet, major units. */
  bet_value: string;
  currency: Currency;
  starts_at?: string;
  expiration_at: string;
};

/** Grants a player free spins on a game (its aggregator is told first). */
export function grantFreeSpins(api: ApiClient, body: FreeSpinGrantBody) {
  return api.post(CASINO_PATHS.freeSpins, freeSpinSchemas('freeSpinAnswerSchema'), body);
}

/** Cancels a grant: unplayed rounds go, credited wins stay. */
export function cancelFreeSpins(api: ApiClient, id: number) {
  return api.put(`${CASINO_PATHS.freeSpins}/${id}/cancel`, freeSpinSchemas('freeSpinAnswerSchema'));
}

/** A UTC day of an aggregator's transactions against ours: counts and mismatches. */
export function casinoReconciliation(api: ApiClient, aggregator: CasinoAggregator, date: string) {
  return api.get(
    CASINO_PATHS.reconciliation,
    reconciliationSchemas('casinoReconciliationAnswerSchema'),
    { searchParams: { aggregator, date } },
  );
}

/** A provider round: every player's part of it, with each wallet call. */
export function casinoRound(api: ApiClient, aggregator: CasinoAggregator, roundId: string) {
  return api.get(CASINO_PATHS.rounds, roundSchemas('operatorCasinoRoundsAnswerSchema'), {
    searchParams: { aggregator, round_id: roundId },
  });
}

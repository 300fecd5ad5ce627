'use client';

import type { AccountState } from '@/lib/constants/account-states';
import type { Currency } from '@/lib/constants/currencies';
import type { PlayerActivityKind } from '@/lib/constants/office-players';
import type { StatementAccount } from '@/lib/constants/statement';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { OFFICE_PAGE_SIZE } from './office';

const playerSchemas = schemaLoader(() => import('@/lib/schemas/office-players'));
const stateSchemas = schemaLoader(() => import('@/lib/schemas/account-state'));

/** The back office's Players section (issue 36): reading is `players.read`, the state `players.block`. */
export const PLAYER_PATHS = {
  players: 'operator/players',
  player: (userId: number) => `operator/players/${userId}`,
} as const;

export type PlayerSearchFilters = { q?: string; state?: AccountState; kyc_level?: number };

/** One page of the search, newest first, from the cursor `before`. */
export function playersPage(
  api: ApiClient,
  filters: PlayerSearchFilters,
  before?: number,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(PLAYER_PATHS.players, playerSchemas('playerSearchAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

/** Everything the player's page opens with. */
export function playerOverview(api: ApiClient, userId: number) {
  return api.get(PLAYER_PATHS.player(userId), playerSchemas('playerOverviewAnswerSchema'));
}

export type PlayerActivityFilters = {
  kind: PlayerActivityKind;
  account: StatementAccount;
  currency?: Currency;
};

/** One page of the player's statement or bets, from the cursor `before`. */
export function playerActivityPage(
  api: ApiClient,
  userId: number,
  filters: PlayerActivityFilters,
  before?: string,
  limit: number = OFFICE_PAGE_SIZE,
) {
  const { kind, account, currency } = filters;
  return api.get(
    `${PLAYER_PATHS.player(userId)}/activity`,
    playerSchemas('playerActivityAnswerSchema'),
    {
      searchParams: {
        kind,
        ...(kind === 'ledger' && { account, currency }),
        before,
        limit,
      },
    },
  );
}

/** A note for colleagues; never edited afterwards. */
export function addPlayerNote(api: ApiClient, userId: number, body: string) {
  return api.post(`${PLAYER_PATHS.player(userId)}/notes`, playerSchemas('staffNoteAnswerSchema'), {
    body,
  });
}

/** Blocks, closes or reopens the account, with the reason for the record. */
export function setPlayerState(
  api: ApiClient,
  userId: number,
  body: { state: 'active' | 'blocked' | 'closed'; reason: string },
) {
  return api.post(
    `${PLAYER_PATHS.player(userId)}/state`,
    stateSchemas('accountStateAnswerSchema'),
    body,
  );
}

const officeSchemas = schemaLoader(() => import('@/lib/schemas/office'));
const bonusSchemas = schemaLoader(() => import('@/lib/schemas/operator-bonus'));

export type BalanceAdjustment = {
  key: string;
  user_id: number;
  currency: Currency;
  amount: number;
  direction: 'credit' | 'debit';
  kind: 'real' | 'bonus';
  reason: string;
};

/**
 * Credits or debits a player's balance once per key (`finance.adjust`); at or above the four-eyes
 * threshold nothing moves and the answer is the approval a colleague confirms.
 */
export function adjustBalance(api: ApiClient, body: BalanceAdjustment) {
  return api.post(
    'operator/wallet/adjustments',
    officeSchemas('adjustmentDecisionAnswerSchema'),
    body,
  );
}

export type BonusGrantBody = {
  key: string;
  user_id: number;
  template: string;
  currency: Currency;
  amount?: number;
  reason: string;
};

/** Gives the player a template's bonus (or its free spins), once per key. */
export function grantBonus(api: ApiClient, body: BonusGrantBody) {
  return api.post('operator/bonuses/grants', bonusSchemas('operatorGrantAnswerSchema'), body);
}

const commonSchemas = schemaLoader(() => import('@/lib/schemas/common'));

/** Sends the player a new code confirming their e-mail or phone (their own limits apply). */
export function resendPlayerCode(api: ApiClient, userId: number, channel: 'email' | 'phone') {
  return api.post(
    `${PLAYER_PATHS.player(userId)}/resend-code`,
    commonSchemas('successAnswerSchema'),
    {
      channel,
    },
  );
}

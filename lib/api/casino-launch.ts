import type { CasinoLaunchRequest } from '@/lib/schemas/casino-launch';
import type { z } from '@/lib/zod';
import type { casinoLaunchRequestSchema } from '@/lib/schemas/casino-launch';
import { schemaLoader, type ApiClient } from './client';

const launchSchemas = schemaLoader(() => import('@/lib/schemas/casino-launch'));
const sandboxSchemas = schemaLoader(() => import('@/lib/schemas/sandbox-rgs'));

export type LaunchBody = z.input<typeof casinoLaunchRequestSchema>;
export type { CasinoLaunchRequest };

/** `POST /casino/launch` (real money) or `/casino/launch/demo`: the game's URL for the iframe. */
export function launchCasinoGame(api: ApiClient, mode: 'real' | 'demo', body: LaunchBody) {
  return api.post(
    mode === 'real' ? 'casino/launch' : 'casino/launch/demo',
    launchSchemas('casinoLaunchAnswerSchema'),
    body,
  );
}

/** The sandbox provider's game page: its launch's state, and one slot round. */
export function sandboxLaunch(api: ApiClient, launchId: string) {
  return api.get(
    `sandbox-rgs/launches/${encodeURIComponent(launchId)}`,
    sandboxSchemas('sandboxLaunchAnswerSchema'),
  );
}

export function sandboxSpin(api: ApiClient, launchId: string, bet: number) {
  return api.post(
    `sandbox-rgs/launches/${encodeURIComponent(launchId)}/spin`,
    sandboxSchemas('slotSpinAnswerSchema'),
    { bet },
  );
}

/** The sandbox provider's live table: its state, and a bet on the open round. */
export function sandboxTable(api: ApiClient, launchId: string) {
  return api.get(
    `sandbox-rgs/launches/${encodeURIComponent(launchId)}/table`,
    sandboxSchemas('liveTableAnswerSchema'),
  );
}

export function sandboxTableBet(api: ApiClient, launchId: string, chips: unknown[]) {
  return api.post(
    `sandbox-rgs/launches/${encodeURIComponent(launchId)}/table/bets`,
    sandboxSchemas('liveBetAnswerSchema'),
    { chips },
  );
}

const freeSpinSchemas = schemaLoader(() => import('@/lib/schemas/free-spins'));

export const FREE_SPINS_PATH = 'profile/freeSpins';

/** `GET /profile/freeSpins`: the player's grants, playable ones first. */
export function myFreeSpins(api: ApiClient) {
  return api.get(FREE_SPINS_PATH, freeSpinSchemas('freeSpinsAnswerSchema'));
}

/** `GET /api/freeSpinsCampaigns/{id}`: one of the player's grants, as it stands now. */
export function freeSpinGrant(api: ApiClient, id: number) {
  return api.get(`api/freeSpinsCampaigns/${id}`, freeSpinSchemas('freeSpinAnswerSchema'));
}

/** `PUT /api/v2/freeSpinsCampaigns/cancel/{id}`: give a grant up. */
export function cancelFreeSpins(api: ApiClient, id: number) {
  return api.put(`api/v2/freeSpinsCampaigns/cancel/${id}`, freeSpinSchemas('freeSpinAnswerSchema'));
}

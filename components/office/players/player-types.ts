import type { PlayerOverview } from '@/lib/schemas/office-players';

export type { PlayerOverview };
export type PlayerBalance = PlayerOverview['balances'][number];
export type PlayerSession = PlayerOverview['sessions'][number];
export type PlayerDevice = PlayerOverview['devices'][number];
export type PlayerLimit = PlayerOverview['protection']['limits'][number];
export type PlayerBonus = PlayerOverview['bonuses'][number];

/**
 * The sections of the player's page, in order, each an anchor of the page (`#player-<key>`);
 * `features` only for members who hold `players.features`.
 */
export const PLAYER_SECTIONS = [
  'overview',
  'limits',
  'activity',
  'verification',
  'notes',
  'features',
  'devices',
] as const;
export type PlayerSectionKey = (typeof PLAYER_SECTIONS)[number];

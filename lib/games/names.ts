import type { InHouseGame } from '@/lib/constants/games';

/**
 * The message key of a game's name (`nameKey` of its definition). Apart from the definitions so
 * that a page listing bets can name their games without loading every definition and zod.
 */
export const gameNameKey = <G extends InHouseGame>(game: G) => `FairTools.games.${game}` as const;

/**
 * The messages a provider's game page posts to the page that frames it. Both sides check the
 * other's origin: the frame posts to the site's origin only, the site reads its games' only.
 */
export const GAME_MESSAGE_BALANCE = 'arcada:casino-balance';

export type GameMessage = { type: typeof GAME_MESSAGE_BALANCE };

export function isGameMessage(data: unknown): data is GameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GAME_MESSAGE_BALANCE
  );
}

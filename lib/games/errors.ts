/**
 * Why a game refused an input or an action. The codes are meant for the API's error answers
 * (`error.<code>` in messages): the API issue adds them to `server/lib/error-codes.ts`.
 */
export const GAME_ERROR_CODES = [
  // inputs
  'invalid_value',
  'too_many_chips',
  // multi-step rounds
  'round_finished',
  'nothing_to_cash_out',
  'certain_guess',
  'cell_revealed',
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** An input or action the game's rules refuse. */
export class GameError extends Error {
  constructor(
    readonly code: GameErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

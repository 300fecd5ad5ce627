/**
 * Why a game refused an input or an action. The server answers each code as
 * `server/services/games/game-error.ts` says (a 422 on the refused field, or a 409 for an action
 * on a round that is over); the verifier shows the refused field.
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

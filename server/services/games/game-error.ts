import { GameError } from '@/lib/games/errors';
import { AppError } from '@/server/lib/app-error';

/**
 * Runs a game rule and turns its refusals into the API's answers: a bad input is a 422 on the
 * field named, an action on a finished round or a cash-out with nothing won yet is 409
 * `round_not_open` (the contract has no other code for it), a cell opened already is 422
 * `cell_taken` on the field. Without a field (a cash-out has no body) any other refusal is a bug.
 */
export function playRule<T>(field: string | undefined, rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (!(error instanceof GameError)) throw error;
    switch (error.code) {
      case 'round_finished':
        throw AppError.of('round_not_open', 409);
      case 'nothing_to_cash_out':
        throw new AppError(
          'round_not_open',
          409,
          'Nothing has been won yet: there is nothing to cash out',
        );
      case 'cell_revealed':
        if (!field) throw error;
        throw AppError.field(field, 'cell_taken');
      default:
        if (!field) throw error;
        throw AppError.field(field, 'invalid_value');
    }
  }
}

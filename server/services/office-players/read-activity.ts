import type { PlayerActivity, PlayerActivityQuery } from '@/lib/schemas/office-players';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { findPlayer } from '@/server/services/kyc/staff-view';
import { listStatement } from '@/server/services/wallet/list-statement';
import { listPlayerBets } from './list-bets';

/** The statement pages by number; its cursor is the next page's, as text. */
function statementPage(before: string | undefined): number {
  if (before === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(before)) throw AppError.field('before', 'invalid_value');
  return Number(before);
}

/**
 * `GET /operator/players/{id}/activity` (`players.read`): `ledger`, the player's own statement
 * of one account (`listStatement`: every movement with the balance after it, so staff read what
 * the player reads), or `bets`, every product's bets as one list. Both newest first; `next` is
 * the cursor of the following page.
 */
export async function readPlayerActivity(
  ctx: Pick<AppContext, 'db'>,
  input: { userId: number; query: PlayerActivityQuery },
): Promise<PlayerActivity> {
  const { query } = input;
  const user = await findPlayer(ctx, input.userId);
  if (query.kind === 'bets') {
    const bets = await listPlayerBets(ctx, {
      userId: user.id,
      before: query.before,
      limit: query.limit,
    });
    return { kind: 'bets', ...bets };
  }
  const page = statementPage(query.before);
  const statement = await listStatement(ctx, user, {
    account: query.account,
    currency: query.currency ?? user.currency,
    page,
    perPage: query.limit,
  });
  return {
    kind: 'ledger',
    account: statement.account,
    currency: query.currency ?? user.currency,
    balance: statement.balance,
    entries: statement.items,
    next: page * query.limit < statement.total ? String(page + 1) : null,
  };
}

import type { Ctx } from './callback';
import { balancesOf, parseCall } from './callback';
import { sessionProblem } from './session';
import { balanceInputSchema, type BalanceInput, type WalletResult } from './types';

/**
 * The player's balance for a game session (Hub88 `/user/balance`, GIS `action=balance`). The
 * session must be valid and current; a blocked player may still read it. Reads only.
 */
export async function balance(ctx: Ctx, raw: BalanceInput): Promise<WalletResult> {
  const parsed = parseCall(balanceInputSchema, raw);
  if ('refusal' in parsed) return parsed.refusal;
  const { input } = parsed;
  const problem = await sessionProblem(ctx.db, input, ctx.clock.now());
  if (problem) return { code: problem };
  return {
    code: 'ok',
    ...(await balancesOf(ctx.db, input.userId, input.currency, ctx.clock.now())),
  };
}

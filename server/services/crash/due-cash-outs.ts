import { CRASH_MAX_PROFIT, CRASH_MIN_CASH_OUT } from '@/lib/constants/crash';
import { toMinor } from '@/lib/money/units';
import type { CrashBet, CrashRound } from '@/server/db/schema';
import type { EngineCashOut } from './rounds';

/**
 * The cash-outs the engine owes when the multiplier reads `at` (hundredths), never past the
 * crash point:
 * - every auto target reached, paid at the target itself, not at the tick's multiplier;
 * - per currency, when the bets still riding would together win more than the round's maximum
 *   profit (`CRASH_MAX_PROFIT`, less what cashed bets already won), every one of them at the point
 *   where the total reaches it (bustabit's rule). That point is worked out from the bets alone,
 *   never from the crash point, so it is one more cash-out target and the return stays 99 %.
 */
export function dueCashOuts(
  round: Pick<CrashRound, 'id' | 'crashPoint'>,
  bets: readonly CrashBet[],
  at: number,
): EngineCashOut[] {
  const limit = Math.min(at, round.crashPoint);
  const mine = bets.filter((bet) => bet.roundId === round.id);
  const open = mine.filter((bet) => bet.status === 'open');
  const due: EngineCashOut[] = [];
  const taken = new Set<string>();
  for (const bet of open) {
    if (bet.autoCashOut !== null && bet.autoCashOut <= limit) {
      due.push({ betId: bet.id, at: bet.autoCashOut, forced: false });
      taken.add(bet.id);
    }
  }
  for (const currency of new Set(open.map((bet) => bet.currency))) {
    const riding = open.filter((bet) => bet.currency === currency && !taken.has(bet.id));
    const stake = riding.reduce((sum, bet) => sum + bet.amount, 0);
    if (stake === 0) continue;
    const won = mine
      .filter((bet) => bet.currency === currency && bet.status === 'cashed')
      .reduce((sum, bet) => sum + bet.payout - bet.amount, 0);
    const room = toMinor(CRASH_MAX_PROFIT[currency]) - won;
    const point = Math.max(CRASH_MIN_CASH_OUT, 100 + Math.floor((room * 100) / stake));
    if (point > limit) continue;
    for (const bet of riding) due.push({ betId: bet.id, at: point, forced: true });
  }
  return due;
}

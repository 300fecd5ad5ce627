import { COINFLIP_MULTIPLIER } from '@/lib/constants/games';
import type { CoinSide } from '@/lib/games/coinflip/coinflip';
import { diceMultiplier, type DiceDirection } from '@/lib/games/dice/dice';
import { chipWins, ROULETTE_PAYOUTS, type RouletteBet } from '@/lib/games/roulette/bets';
import { pocketColor } from '@/lib/games/roulette/layout';
import type { WheelRisk, WheelSegments } from '@/lib/games/wheel/tables';
import { wheelTable } from '@/lib/games/wheel/wheel';
import type {
  Bet,
  CoinflipAnswer,
  DiceAnswer,
  RecentBet,
  RouletteAnswer,
  RouletteChip,
  WheelAnswer,
} from '@/lib/schemas/games';

/**
 * Answers of the dice, coinflip, roulette and wheel endpoints, as `lib/schemas/games.ts` types them,
 * for component tests, worked out with the rules of `lib/games` so multipliers and payouts agree
 * with them.
 */

let lastId = 100;

function base(fields: Partial<Bet> = {}): Omit<Bet, 'game' | 'inputs' | 'result'> {
  lastId += 1;
  return {
    id: String(lastId),
    amount: 10,
    currency: 'USD',
    multiplier: 0,
    payout: 0,
    win: false,
    status: 'settled',
    server_seed_hash: 'c0ffee'.padEnd(64, '0'),
    client_seed: 'my-seed',
    nonce: 41,
    created_at: '2025-03-01T09:30:00.000Z',
    balance: 1500.5,
    ...fields,
  };
}

const cents = (value: number) => Math.floor(value * 100 + 1e-6) / 100;

export function diceAnswer(input: {
  amount?: number;
  target: number;
  direction: DiceDirection;
  roll: number;
}): DiceAnswer {
  const { amount = 10, target, direction, roll } = input;
  const win = direction === 'under' ? roll < target : roll > target;
  const multiplier = win ? diceMultiplier({ target, direction }) : 0;
  return {
    ...base({ amount }),
    game: 'dice',
    multiplier,
    payout: cents(amount * multiplier),
    win,
    inputs: { target, direction },
    result: { roll },
  };
}

export function coinflipAnswer(input: {
  amount?: number;
  side: CoinSide;
  landed: CoinSide;
}): CoinflipAnswer {
  const { amount = 10, side, landed } = input;
  const win = side === landed;
  const multiplier = win ? COINFLIP_MULTIPLIER : 0;
  return {
    ...base({ amount }),
    game: 'coinflip',
    multiplier,
    payout: cents(amount * multiplier),
    win,
    inputs: { side },
    result: { side: landed },
  };
}

/** A spin of the chips (amounts in major units) landing on `pocket`. */
export function rouletteAnswer(bets: RouletteChip[], pocket: number): RouletteAnswer {
  const chips = bets.map((bet) => {
    const rule = (
      bet.numbers
        ? { kind: bet.kind, numbers: bet.numbers, amount: 1 }
        : bet.index
          ? { kind: bet.kind, index: bet.index, amount: 1 }
          : { kind: bet.kind, amount: 1 }
    ) as RouletteBet;
    const win = chipWins(rule, pocket);
    return { bet, win, payout: win ? cents(bet.amount * (ROULETTE_PAYOUTS[bet.kind] + 1)) : 0 };
  });
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const payout = chips.reduce((sum, chip) => sum + chip.payout, 0);
  return {
    ...base({ amount: stake }),
    game: 'roulette',
    multiplier: stake > 0 ? Math.floor((payout / stake) * 10_000) / 10_000 : 0,
    payout,
    win: payout > stake,
    inputs: { bets },
    result: { pocket, color: pocketColor(pocket), chips },
  };
}

/** A spin of the wheel (risk, segments) stopping on `segment`, paid from the wheel's table. */
export function wheelAnswer(input: {
  amount?: number;
  risk: WheelRisk;
  segments: WheelSegments;
  segment: number;
}): WheelAnswer {
  const { amount = 10, risk, segments, segment } = input;
  const multiplier = wheelTable({ risk, segments })[segment]!;
  return {
    ...base({ amount }),
    game: 'wheel',
    multiplier,
    payout: cents(amount * multiplier),
    win: multiplier > 1,
    inputs: { risk, segments },
    result: { segment },
  };
}

export function recentBetFixture(fields: Partial<RecentBet> = {}): RecentBet {
  lastId += 1;
  return {
    id: String(lastId),
    game: 'dice',
    player: 'An***',
    amount: 10,
    currency: 'RUB',
    multiplier: 1.98,
    payout: 19.8,
    win: true,
    created_at: '2025-03-01T09:30:00.000Z',
    ...fields,
  };
}

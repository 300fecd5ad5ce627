import { createHash, createHmac } from 'node:crypto';
import { type LiveBet, liveBetProblem } from '@/lib/casino/sandbox/roulette-live/bets';
import {
  type LiveOutcome,
  outcomeFromSeed,
  roundCommitment,
  roundOutcome,
  roundSeed,
  VOID_ONE_IN,
} from '@/lib/casino/sandbox/roulette-live/fair';
import {
  LIVE_MAX_BETS_PER_ROUND,
  LIVE_TABLE_LIMITS,
} from '@/lib/casino/sandbox/roulette-live/limits';
import {
  BETTING_MS,
  bettingOpen,
  liveSchedule,
  ROUND_MS,
  roundIdAt,
  roundTimes,
} from '@/lib/casino/sandbox/roulette-live/schedule';
import { settleLiveBet, settleLiveRound } from '@/lib/casino/sandbox/roulette-live/settle';
import { maskPlayer } from '@/lib/casino/sandbox/roulette-live/table-state';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import { range } from '@/lib/games/fair/draw';

const SECRET = 'sandbox-table-secret-0123456789abcdef';
const ROUND = 88_000_000; // a round of late 2025
const OPENS = ROUND * ROUND_MS;

describe('the live table schedule', () => {
  it('opens a round every 20 s with 15 s of betting, then 5 s of result', () => {
    expect(roundTimes(ROUND)).toEqual({
      roundId: ROUND,
      opensAt: OPENS,
      closesAt: OPENS + 15_000,
      endsAt: OPENS + 20_000,
    });
    expect(liveSchedule(OPENS)).toMatchObject({
      roundId: ROUND,
      phase: 'betting',
      phaseEndsAt: OPENS + 15_000,
    });
    expect(liveSchedule(OPENS + BETTING_MS - 1)).toMatchObject({
      roundId: ROUND,
      phase: 'betting',
    });
    expect(liveSchedule(OPENS + BETTING_MS)).toMatchObject({
      roundId: ROUND,
      phase: 'spinning',
      phaseEndsAt: OPENS + 20_000,
    });
    expect(liveSchedule(OPENS + ROUND_MS - 1)).toMatchObject({ roundId: ROUND, phase: 'spinning' });
    expect(liveSchedule(OPENS + ROUND_MS)).toMatchObject({ roundId: ROUND + 1, phase: 'betting' });
    expect(roundIdAt(OPENS - 1)).toBe(ROUND - 1);
  });

  it('takes bets on a round inside its window only', () => {
    expect(bettingOpen(ROUND, OPENS)).toBe(true);
    expect(bettingOpen(ROUND, OPENS + BETTING_MS - 1)).toBe(true);
    expect(bettingOpen(ROUND, OPENS + BETTING_MS)).toBe(false);
    expect(bettingOpen(ROUND, OPENS - 1)).toBe(false); // the next round is not open yet
    expect(bettingOpen(ROUND - 1, OPENS)).toBe(false);
  });

  it('refuses nonsense times and rounds', () => {
    expect(() => roundIdAt(-1)).toThrow(RangeError);
    expect(() => roundIdAt(1.5)).toThrow(RangeError);
    expect(() => roundTimes(-3)).toThrow(RangeError);
  });
});

describe('the live table fairness', () => {
  it('derives each round seed as HMAC-SHA256(secret, "roulette-live:<round>") and commits its hash', () => {
    const seed = createHmac('sha256', SECRET).update(`roulette-live:${ROUND}`).digest('hex');
    expect(roundSeed(SECRET, ROUND)).toBe(seed);
    expect(roundCommitment(SECRET, ROUND)).toEqual({
      roundId: ROUND,
      seedHash: createHash('sha256').update(seed).digest('hex'),
    });
    expect(roundSeed(SECRET, ROUND + 1)).not.toBe(seed);
    expect(roundSeed(`${SECRET}x`, ROUND)).not.toBe(seed);
    expect(() => roundSeed('short', ROUND)).toThrow('table secret too short');
  });

  it('answers the same result from the revealed seed as the table did', () => {
    const outcome = roundOutcome(SECRET, ROUND);
    expect(outcomeFromSeed(roundSeed(SECRET, ROUND), ROUND)).toEqual(outcome);
    expect(outcome.seedHash).toBe(roundCommitment(SECRET, ROUND).seedHash);
    expect(outcome.pocket).toBeGreaterThanOrEqual(0);
    expect(outcome.pocket).toBeLessThanOrEqual(36);
  });

  it('voids about one round in 40 and spreads the pockets', () => {
    const rounds = 4000;
    const outcomes = range(ROUND, ROUND + rounds - 1).map((id) => roundOutcome(SECRET, id));
    const voided = outcomes.filter((outcome) => outcome.voided).length;
    // Binomial(4000, 1/40): mean 100, σ ≈ 9.9; ±4σ.
    expect(Math.abs(voided - rounds / VOID_ONE_IN)).toBeLessThanOrEqual(40);
    expect(new Set(outcomes.map((outcome) => outcome.pocket)).size).toBe(37);
  });
});

const red = (amount: number): RouletteBet => ({ kind: 'red', amount });
const straight = (n: number, amount: number): RouletteBet => ({
  kind: 'straight',
  numbers: [n],
  amount,
});

describe('bets at the live table', () => {
  const base = {
    roundId: ROUND,
    currency: 'RUB' as const,
    placed: [] as LiveBet[],
    nowMs: OPENS + 1000,
  };

  it('takes several bets per round within the table limits', () => {
    expect(liveBetProblem({ ...base, chips: [red(10_00), straight(17, 50_00)] })).toBeNull();
    const placed: LiveBet[] = [
      { betId: 'a', roundId: ROUND, chips: [red(60_000_00)] },
      { betId: 'b', roundId: ROUND - 1, chips: [red(90_000_00)] }, // another round: not counted
    ];
    expect(liveBetProblem({ ...base, placed, chips: [red(40_000_00)] })).toBeNull();
    expect(liveBetProblem({ ...base, placed, chips: [red(40_000_01)] })).toBe('over_round_limit');
  });

  it('refuses a bet after the betting window closed, or before it opened', () => {
    const chips = [red(10_00)];
    expect(liveBetProblem({ ...base, chips, nowMs: OPENS + BETTING_MS })).toBe('betting_closed');
    expect(liveBetProblem({ ...base, chips, nowMs: OPENS + ROUND_MS + 1 })).toBe('betting_closed');
    expect(liveBetProblem({ ...base, chips, nowMs: OPENS - 1 })).toBe('betting_closed');
  });

  it('refuses bad chips, chips under the minimum and too many bets', () => {
    expect(liveBetProblem({ ...base, chips: [] })).toBe('invalid_value');
    expect(
      liveBetProblem({ ...base, chips: [{ kind: 'split', numbers: [1, 3], amount: 10_00 }] }),
    ).toBe('invalid_value');
    expect(liveBetProblem({ ...base, chips: [red(9_99)] })).toBe('below_min_chip');
    expect(liveBetProblem({ ...base, currency: 'USD', chips: [red(10)] })).toBeNull();
    expect(LIVE_TABLE_LIMITS.USD.minChip).toBe(10);
    const placed = range(1, LIVE_MAX_BETS_PER_ROUND).map((i) => ({
      betId: String(i),
      roundId: ROUND,
      chips: [red(10_00)],
    }));
    expect(liveBetProblem({ ...base, placed, chips: [red(10_00)] })).toBe('too_many_bets');
  });
});

describe('settling a round', () => {
  const outcomeAt = (pocket: number, voided = false): LiveOutcome => ({
    ...roundOutcome(SECRET, ROUND),
    // The float that picks this pocket (floor(f · 37) = pocket).
    float: (pocket + 0.5) / 37,
    pocket,
    voided,
  });

  it('pays each winning chip amount × (payout + 1) in minor units, exactly', () => {
    const bet: LiveBet = {
      betId: 'x',
      roundId: ROUND,
      chips: [straight(17, 333), red(1001), { kind: 'dozen', index: 2, amount: 7 }],
    };
    // 17 is black, in the second dozen.
    expect(settleLiveBet(outcomeAt(17), bet)).toMatchObject({
      kind: 'settled',
      stake: 1341,
      payout: 333 * 36 + 7 * 3,
    });
    expect(settleLiveBet(outcomeAt(1), bet)).toMatchObject({ kind: 'settled', payout: 1001 * 2 });
    expect(settleLiveBet(outcomeAt(0), bet)).toMatchObject({ kind: 'settled', payout: 0 });
  });

  it('returns 36/37 of a straight-up bet on every number, over the 37 pockets', () => {
    const bet: LiveBet = {
      betId: 'all',
      roundId: ROUND,
      chips: range(0, 36).map((n) => straight(n, 100)),
    };
    for (const pocket of range(0, 36)) {
      expect(settleLiveBet(outcomeAt(pocket), bet)).toMatchObject({ stake: 3700, payout: 3600 });
    }
  });

  it('rolls back every bet of a voided round', () => {
    const bets: LiveBet[] = [
      { betId: 'a', roundId: ROUND, chips: [straight(5, 100)] },
      { betId: 'b', roundId: ROUND, chips: [red(250), red(250)] },
    ];
    expect(settleLiveRound(outcomeAt(5, true), bets)).toEqual([
      { betId: 'a', kind: 'rollback', stake: 100 },
      { betId: 'b', kind: 'rollback', stake: 500 },
    ]);
    expect(() => settleLiveBet(outcomeAt(5), { ...bets[0]!, roundId: ROUND + 1 })).toThrow(
      RangeError,
    );
  });
});

it('masks other players', () => {
  expect(maskPlayer('Alibek')).toBe('Al***');
  expect(maskPlayer('Я')).toBe('Я***');
});

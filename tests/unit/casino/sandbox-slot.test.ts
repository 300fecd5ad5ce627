import {
  lineBetOf,
  slotBetProblem,
  slotBetValues,
  slotPayout,
  winMultiple,
} from '@/lib/casino/sandbox/slot/bets';
import { slotConfigProblem } from '@/lib/casino/sandbox/slot/config';
import { spinOutcomes, tallySpins } from '@/lib/casino/sandbox/slot/enumerate';
import { FLOATS_PER_SPIN, spinFromFair, stopsFromFloats } from '@/lib/casino/sandbox/slot/fair';
import { linePay } from '@/lib/casino/sandbox/slot/lines';
import { add, rational, toFixed } from '@/lib/casino/sandbox/slot/rational';
import {
  MAX_FREE_SPINS_PER_ROUND,
  playRound,
  playRoundFromFair,
} from '@/lib/casino/sandbox/slot/round';
import { spinAt } from '@/lib/casino/sandbox/slot/spin';
import { SLOT_CONFIGS, slotConfig } from '@/lib/casino/sandbox/slot/titles';
import { sandboxFruits } from '@/lib/casino/sandbox/slot/titles/sandbox-fruits';
import type { SlotConfig, SlotMode, SlotSpin } from '@/lib/casino/sandbox/slot/types';
import { volatilityOf } from '@/lib/casino/sandbox/slot/volatility';
import { SANDBOX_TITLES } from '@/lib/casino/sandbox/titles';
import { floats } from '@/lib/games/fair/floats';
import { CLIENT_SEED, SERVER_SEED, seedsAt } from '@/tests/support/games';

const fruits = sandboxFruits;

describe('the slot configs', () => {
  it('has a valid config for every slot title and none for the live table', () => {
    for (const title of SANDBOX_TITLES) {
      const config = slotConfig(title.code);
      if (title.kind === 'slot') {
        expect(slotConfigProblem(config!)).toBeNull();
        expect(config!.paylines).toHaveLength(title.paylines!);
      } else expect(config).toBeNull();
    }
    expect(slotConfig('toString')).toBeNull();
    expect(Object.keys(SLOT_CONFIGS)).toHaveLength(3);
  });

  it('refuses broken configs', () => {
    const twoScatters = fruits.reels.base.map((strip) => ['coin', 'coin', ...strip]);
    expect(slotConfigProblem({ ...fruits, reels: { ...fruits.reels, base: twoScatters } })).toBe(
      'base: two scatters in one window',
    );
    expect(
      slotConfigProblem({
        ...fruits,
        reels: { ...fruits.reels, free: fruits.reels.free.slice(1) },
      }),
    ).toBe('free: expected 5 strips');
    expect(slotConfigProblem({ ...fruits, paylines: [[0, 1, 2, 3, 1]] })).toBe(
      'bad payline 0,1,2,3,1',
    );
    expect(
      slotConfigProblem({ ...fruits, paytable: { ...fruits.paytable, cherry: [5, 1.5, 50] } }),
    ).toBe('bad line pays for cherry');
    expect(
      slotConfigProblem({ ...fruits, freeSpins: { ...fruits.freeSpins, multiplier: 0 } }),
    ).toBe('bad free spins');
  });
});

describe('line pays', () => {
  const pay = (symbols: string) => linePay(fruits, symbols.split(' '));

  it('pays 3, 4 and 5 of a kind from the left only', () => {
    expect(pay('cherry cherry cherry lemon lemon')).toEqual({
      symbol: 'cherry',
      count: 3,
      credits: fruits.paytable.cherry![0],
    });
    expect(pay('seven seven seven seven seven')?.credits).toBe(fruits.paytable.seven![2]);
    expect(pay('lemon cherry cherry cherry cherry')).toBeNull();
    expect(pay('cherry cherry lemon cherry cherry')).toBeNull();
  });

  it('lets the wild stand for any symbol but the scatter', () => {
    expect(pay('cherry star cherry star lemon')).toMatchObject({ symbol: 'cherry', count: 4 });
    expect(pay('star cherry cherry plum plum')).toMatchObject({ symbol: 'cherry', count: 3 });
    expect(pay('coin coin coin coin coin')).toBeNull();
    expect(pay('star coin star star star')).toBeNull();
    expect(pay('cherry cherry coin cherry cherry')).toBeNull();
  });

  it('pays a line of wilds as wilds, or as the symbol they complete if that pays more', () => {
    // 3 wilds (100) against 4 sevens (250): the sevens.
    expect(pay('star star star seven lemon')).toEqual({ symbol: 'seven', count: 4, credits: 250 });
    // 4 wilds (500) against 5 cherries (50): the wilds.
    expect(pay('star star star star cherry')).toEqual({ symbol: 'star', count: 4, credits: 500 });
    expect(pay('star star star star star')).toEqual({ symbol: 'star', count: 5, credits: 2500 });
    expect(pay('star star star coin cherry')).toEqual({ symbol: 'star', count: 3, credits: 100 });
  });
});

/** Every spin of the mode at the stops in the box `from` … `from + size − 1` on each reel. */
function* everySpin(config: SlotConfig, mode: SlotMode): Generator<SlotSpin> {
  const lengths = config.reels[mode].map((strip) => strip.length);
  const stops = [0, 0, 0, 0, 0];
  for (;;) {
    yield spinAt(config, mode, stops);
    let reel = 4;
    while (reel >= 0 && ++stops[reel]! === lengths[reel]) stops[reel--] = 0;
    if (reel < 0) return;
  }
}

describe('the exact enumeration', () => {
  // The real title with its strips cut to 6–7 stops (7–17 thousand spins): small enough to play
  // every spin with the engine itself and compare with the enumeration's tally.
  const cut: SlotConfig = {
    ...fruits,
    reels: {
      base: fruits.reels.base.map((strip, reel) => strip.slice(reel * 2, reel * 2 + 7)),
      free: fruits.reels.free.map((strip, reel) => strip.slice(reel, reel + 6)),
    },
  };

  it.each(['base', 'free'] as const)(
    'tallies every %s spin exactly as the engine plays it',
    (mode) => {
      const played = new Map<string, number>();
      let spins = 0;
      for (const spin of everySpin(cut, mode)) {
        const key = `${spin.credits}:${spin.freeSpinsAwarded}`;
        played.set(key, (played.get(key) ?? 0) + 1);
        spins++;
      }
      const tally = tallySpins(cut, mode);
      expect(tally.combinations).toBe(spins);
      const tallied = new Map<string, number>();
      for (const { count, credits, freeSpins } of spinOutcomes(cut, tally)) {
        const key = `${credits}:${freeSpins}`;
        tallied.set(key, (tallied.get(key) ?? 0) + count);
      }
      expect(tallied).toEqual(played);
      expect(played.size).toBeGreaterThan(5); // the cut strips do pay
    },
  );
});

describe('a spin', () => {
  it('shows the window at the stops and explains each win', () => {
    let checked = 0;
    for (let stop = 0; stop < 28 && checked < 5; stop++) {
      const spin = spinAt(fruits, 'base', [stop, stop, (stop * 3) % 28, stop, (stop * 5) % 28]);
      expect(spin.grid).toHaveLength(5);
      spin.grid.forEach((column, reel) =>
        column.forEach((symbol, row) => {
          const strip = fruits.reels.base[reel]!;
          expect(symbol).toBe(strip[(spin.stops[reel]! + row) % strip.length]);
        }),
      );
      for (const win of spin.lines) {
        expect(win.positions).toHaveLength(win.count);
        win.positions.forEach(([reel, row], i) => {
          expect(reel).toBe(i);
          expect(row).toBe(fruits.paylines[win.line]![reel]);
          expect([win.symbol, 'star']).toContain(spin.grid[reel]![row]);
        });
        checked++;
      }
      const lineCredits = spin.lines.reduce((sum, win) => sum + win.credits, 0);
      expect(spin.credits).toBe(lineCredits + spin.scatter.credits);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('pays scatters anywhere as a multiple of the total bet and awards free spins', () => {
    // Three coins in view: find stops that show one on reels 1, 2 and 3.
    const coinStop = (reel: number) => fruits.reels.base[reel]!.indexOf('coin');
    const stops = [coinStop(0), coinStop(1), coinStop(2), 0, 0].map((stop, reel) =>
      reel < 3 ? stop : fruits.reels.base[reel]!.indexOf('cherry'),
    );
    const spin = spinAt(fruits, 'base', stops);
    expect(spin.scatter.count).toBe(3);
    expect(spin.scatter.positions).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(spin.scatter.credits).toBe(fruits.scatterPays[0] * 10);
    expect(spin.freeSpinsAwarded).toBe(10);
  });

  it('multiplies free spins and refuses stops off the strips', () => {
    const stops = [3, 1, 4, 1, 5];
    const spin = spinAt(fruits, 'free', stops);
    expect(spin.multiplier).toBe(2);
    const lineCredits = spin.lines.reduce((sum, win) => sum + win.credits, 0);
    expect(spin.credits).toBe((lineCredits + spin.scatter.credits) * 2);
    const past = fruits.reels.base[4]!.length;
    expect(() => spinAt(fruits, 'base', [0, 0, 0, 0, past])).toThrow(`bad stop ${past} on reel 5`);
    expect(() => spinAt(fruits, 'base', [0, 0, 0, 0])).toThrow('expected 5 stops');
    expect(() => spinAt(fruits, 'base', [0, 0, 0, 0, 1.5])).toThrow(RangeError);
  });
});

describe('provably fair spins', () => {
  it('reads floats 5k … 5k + 4 of the round nonce for spin k', () => {
    for (const index of [0, 1, 7]) {
      const mode = index ? 'free' : 'base';
      const spin = spinFromFair(SERVER_SEED, CLIENT_SEED, 42, fruits, index);
      const values = floats(seedsAt(42), FLOATS_PER_SPIN, index * FLOATS_PER_SPIN);
      expect(spin.mode).toBe(mode);
      expect(spin.stops).toEqual(stopsFromFloats(fruits, mode, values));
      expect(spin.stops).toEqual(
        values.map((f, reel) => Math.floor(f * fruits.reels[mode][reel]!.length)),
      );
    }
    expect(spinFromFair(SERVER_SEED, CLIENT_SEED, 42, fruits)).toEqual(
      spinFromFair(SERVER_SEED, CLIENT_SEED, 42, fruits),
    );
    expect(spinFromFair(SERVER_SEED, CLIENT_SEED, 43, fruits).stops).not.toEqual(
      spinFromFair(SERVER_SEED, CLIENT_SEED, 42, fruits).stops,
    );
    expect(() => spinFromFair(SERVER_SEED, CLIENT_SEED, 42, fruits, -1)).toThrow(RangeError);
  });

  it('plays a whole round: the base spin, then every free spin it awards', () => {
    let nonce = 0;
    let round = playRoundFromFair(seedsAt(nonce), fruits);
    while (round.freeSpins === 0) round = playRoundFromFair(seedsAt(++nonce), fruits);
    const [base, ...free] = round.spins;
    expect(base!.mode).toBe('base');
    expect(base!.freeSpinsAwarded).toBe(10);
    const awarded = round.spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
    expect(free).toHaveLength(awarded);
    expect(free.every((spin) => spin.mode === 'free' && spin.multiplier === 2)).toBe(true);
    free.forEach((spin, i) =>
      expect(spin).toEqual(spinFromFair(SERVER_SEED, CLIENT_SEED, nonce, fruits, i + 1)),
    );
    expect(round.credits).toBe(round.spins.reduce((sum, spin) => sum + spin.credits, 0));
  });

  it('stops adding retriggered free spins at the round guard', () => {
    const retrigger = spinAt(fruits, 'free', [0, 0, 0, 0, 0]);
    const round = playRound(() => ({ ...retrigger, freeSpinsAwarded: 10 }));
    expect(round.freeSpins).toBe(MAX_FREE_SPINS_PER_ROUND);
  });
});

describe('slot money', () => {
  it('offers total bets that are whole line bets', () => {
    expect(slotBetValues(fruits)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]);
    for (const value of slotBetValues(fruits)) expect(slotBetProblem(fruits, value)).toBeNull();
    for (const bad of [0, -10, 105, 10.5, Number.NaN, 2 ** 60]) {
      expect(slotBetProblem(fruits, bad)).toBe('invalid_value');
    }
    expect(() => lineBetOf(fruits, 105)).toThrow(RangeError);
  });

  it('pays credits × line bet exactly and states the multiple of the bet as a fraction', () => {
    expect(slotPayout(fruits, 1000, 5355 * 10)).toBe(5_355_000);
    expect(slotPayout(fruits, 30, 7)).toBe(21);
    expect(() => slotPayout(fruits, 30, 1.5)).toThrow(RangeError);
    expect(winMultiple(fruits, 7)).toEqual(rational(7, 10));
    expect(toFixed(add(rational(1, 3), rational(1, 6)), 3)).toBe('0.500');
  });

  it('classes volatility by the standard deviation', () => {
    expect([1, 2.99, 3, 7.99, 8, 20].map(volatilityOf)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

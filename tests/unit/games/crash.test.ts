import { createHmac } from 'node:crypto';
import { gameNumberInChain, previousGameHash } from '@/lib/games/crash/chain';
import { crashPoint, crashPointOfBits } from '@/lib/games/crash/crash-point';
import { crashElapsed, elapsedToReach, multiplierAt } from '@/lib/games/crash/growth';
import { walkChain } from '@/server/services/crash/chain';
import { dueCashOuts } from '@/server/services/crash/due-cash-outs';
import type { CrashBet } from '@/server/db/schema';

/**
 * Ten consecutive bustabit games (#12424169 down to #12424160) with their published busts, under
 * the salt of bustabit's current seeding event (the hash of Bitcoin block 831500). Each game's
 * hash is SHA-256 of the next one's bytes, so one hash gives all ten.
 */
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAME_12424169 = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const BUSTABIT_BUSTS = [146, 556, 471, 4146, 188, 920, 116, 155, 1410, 109];

describe('crash point (bustabit)', () => {
  it('gives the busts bustabit published for ten real games', () => {
    let hash = BUSTABIT_GAME_12424169;
    const busts: number[] = [];
    for (let game = 0; game < 10; game += 1) {
      busts.push(crashPoint(hash, BUSTABIT_SALT));
      hash = previousGameHash(hash);
    }
    expect(busts).toEqual(BUSTABIT_BUSTS);
  });

  it('agrees with the published floating-point formula away from its rounding edges', () => {
    let hash = BUSTABIT_GAME_12424169;
    for (let game = 0; game < 2_000; game += 1) {
      const digest = createHmac('sha256', BUSTABIT_SALT)
        .update(Buffer.from(hash, 'hex'))
        .digest('hex');
      const x = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
      const float = Math.max(1, Math.floor(99 / (1 - x)) / 100);
      expect(crashPoint(hash, BUSTABIT_SALT)).toBe(Math.round(float * 100));
      hash = previousGameHash(hash);
    }
  });

  it('counts, over every r of 16 bits, exactly floor(99 · 2^16 / m) outcomes at or above m', () => {
    const bits = 16;
    const range = 2 ** bits;
    const points = Array.from({ length: range }, (_, r) => crashPointOfBits(BigInt(r), bits));
    for (const m of [101, 102, 150, 199, 200, 250, 333, 1000, 9999, 100_000]) {
      const atLeast = points.filter((point) => point >= m).length;
      expect(atLeast).toBe(Math.floor((99 * range) / m));
    }
    // 1.00× is every r with 99 / (1 − X) < 101, r < 2 · 2^16 / 101: the 2/101 bustabit states.
    expect(points.filter((point) => point === 100).length).toBe(Math.ceil((2 * range) / 101));
  });

  it('returns 99 % on every target: m/100 · floor(99 · 2^52 / m) / 2^52, short of 0.99 by less than m/(100 · 2^52)', () => {
    const range = 2n ** 52n;
    for (let m = 101n; m <= 1_000_000n; m = m < 1_000n ? m + 1n : m * 3n + 7n) {
      const winning = (99n * range) / m;
      // rtp = m · winning / (100 · range); compare 0.99 − rtp = (99 · range − m · winning) / (100 · range)
      const shortfall = 99n * range - m * winning;
      expect(shortfall >= 0n).toBe(true);
      expect(shortfall < m).toBe(true);
    }
  });

  it('refuses an r outside its width', () => {
    expect(() => crashPointOfBits(2n ** 52n, 52)).toThrow(RangeError);
    expect(() => crashPointOfBits(-1n, 52)).toThrow(RangeError);
  });
});

describe('the hash chain', () => {
  it('ends in the terminating hash after n hashes of game n', async () => {
    const chain = await walkChain('a-test-secret-that-is-long-enough!', 2_500);
    for (const game of [1, 2, 999, 1_000, 1_001, 2_500]) {
      expect(gameNumberInChain(chain.hashOf(game), chain.terminatingHash, 3_000)).toBe(game);
    }
    expect(previousGameHash(chain.hashOf(1_500))).toBe(chain.hashOf(1_499));
    expect(previousGameHash(chain.hashOf(1))).toBe(chain.terminatingHash);
    expect(gameNumberInChain(chain.hashOf(10), chain.terminatingHash, 9)).toBeNull();
    expect(() => chain.hashOf(2_501)).toThrow(RangeError);
  });

  it('is another chain for another secret or length', async () => {
    const a = await walkChain('a-test-secret-that-is-long-enough!', 1_000);
    const b = await walkChain('a-test-secret-that-is-long-enough?', 1_000);
    const c = await walkChain('a-test-secret-that-is-long-enough!', 1_001);
    expect(new Set([a.terminatingHash, b.terminatingHash, c.terminatingHash]).size).toBe(3);
    // A longer chain holds the shorter one: its game 2 is the shorter chain's game 1.
    expect(c.hashOf(2)).toBe(a.hashOf(1));
  });
});

describe('the growth curve', () => {
  it('is bustabit\u2019s e^(0.00006 t) in hundredths', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(elapsedToReach(200)).toBe(11_553);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
  });

  it('ends a round at the first millisecond past its point, so the point itself is reachable', () => {
    for (const point of [100, 101, 150, 200, 1_000, 12_345, 1_000_000]) {
      const end = crashElapsed(point);
      expect(multiplierAt(end)).toBeGreaterThan(point);
      expect(multiplierAt(end - 1)).toBeLessThanOrEqual(point);
      const reach = elapsedToReach(point);
      expect(multiplierAt(reach)).toBeGreaterThanOrEqual(point);
      if (point > 100) expect(multiplierAt(reach - 1)).toBeLessThan(point);
    }
    // Below 166× the curve moves less than a hundredth a millisecond, so every point is read.
    for (let point = 101; point <= 2_000; point += 1) {
      expect(multiplierAt(elapsedToReach(point))).toBe(point);
    }
  });
});

describe('the engine\u2019s cash-outs', () => {
  const bet = (over: Partial<CrashBet>): CrashBet => ({
    id: over.id ?? 'bet',
    roundId: 1,
    userId: 1,
    key: 'key',
    fingerprint: 'f',
    currency: 'RUB',
    amount: 100_00,
    autoCashOut: null,
    status: 'open',
    cashedOutAt: null,
    forced: null,
    payout: 0,
    createdAt: new Date(0),
    settledAt: null,
    ...over,
  });
  const round = { id: 1, crashPoint: 500 };

  it('pays auto targets reached, at the target, and none past the crash point', () => {
    const bets = [
      bet({ id: 'a', autoCashOut: 150 }),
      bet({ id: 'b', autoCashOut: 300 }),
      bet({ id: 'c', autoCashOut: 600 }),
      bet({ id: 'd', autoCashOut: 150, status: 'cashed' }),
      bet({ id: 'e', autoCashOut: 150, roundId: 2 }),
    ];
    expect(dueCashOuts(round, bets, 160)).toEqual([{ betId: 'a', at: 150, forced: false }]);
    expect(dueCashOuts(round, bets, 10_000).map((due) => due.betId)).toEqual(['a', 'b']);
  });

  it('cashes a currency\u2019s riders out where their total profit reaches the maximum', () => {
    // RUB's maximum profit is 1,000,000: two stakes of 250,000 reach it at 3.00×.
    const bets = [
      bet({ id: 'a', amount: 250_000_00 }),
      bet({ id: 'b', amount: 250_000_00 }),
      bet({ id: 'usd', currency: 'USD', amount: 1_00 }),
    ];
    const crashLate = { id: 1, crashPoint: 100_000 };
    expect(dueCashOuts(crashLate, bets, 299)).toEqual([]);
    expect(dueCashOuts(crashLate, bets, 300)).toEqual([
      { betId: 'a', at: 300, forced: true },
      { betId: 'b', at: 300, forced: true },
    ]);
    // What cashed bets already won counts against it.
    const withWin = [
      ...bets,
      bet({ id: 'w', status: 'cashed', amount: 100_000_00, payout: 600_000_00 }),
    ];
    // 500,000 won leaves 500,000 for the 500,000 riding: 2.00×.
    expect(dueCashOuts(crashLate, withWin, 220).map((due) => due.at)).toEqual([200, 200]);
    // A round that crashes first forces nothing.
    expect(dueCashOuts({ id: 1, crashPoint: 250 }, bets, 10_000)).toEqual([]);
  });
});

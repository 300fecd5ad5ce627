import { countedMinor, EDGE_GAMES, edgeShare } from '@/lib/bonus/contribution';
import { CRASH_DECLARED_RTP } from '@/lib/constants/crash';
import { DECLARED_RTP, HOUSE_EDGE, IN_HOUSE_GAMES } from '@/lib/constants/games';
import { ROOM_DECLARED_RTP } from '@/lib/constants/rooms';
import { registry } from '@/lib/games/registry';

const DECLARED: Record<string, number> = {
  ...DECLARED_RTP,
  crash: CRASH_DECLARED_RTP,
  rooms: ROOM_DECLARED_RTP,
};

describe('exact house edges', () => {
  it('are 1 − the declared RTP of every game that counts by its edge', () => {
    expect(EDGE_GAMES.map(({ game }) => game)).toEqual([...IN_HOUSE_GAMES, 'crash', 'rooms']);
    for (const { game, edge } of EDGE_GAMES) {
      expect([game, 1 - edge.numerator / edge.denominator]).toEqual([game, DECLARED[game]]);
    }
    for (const game of IN_HOUSE_GAMES) {
      expect(1 - HOUSE_EDGE[game].numerator / HOUSE_EDGE[game].denominator).toBe(
        registry[game].rtp,
      );
    }
  });
});

describe('edgeShare and countedMinor', () => {
  it('count 100.00 on roulette against a 4 % reference as 67.57, not 67.50', () => {
    const share = edgeShare(HOUSE_EDGE.roulette, 400);
    expect(share).toEqual({ numerator: 10_000, denominator: 14_800 });
    expect(countedMinor(100_00, share)).toBe(67_57);
  });

  it('cap the share at the whole stake and count everything without a reference', () => {
    expect(edgeShare(HOUSE_EDGE.cases, 400)).toEqual({ numerator: 1, denominator: 1 });
    expect(edgeShare(HOUSE_EDGE.dice, 100)).toEqual({ numerator: 1, denominator: 1 });
    expect(edgeShare(HOUSE_EDGE.dice, 0)).toEqual({ numerator: 1, denominator: 1 });
  });

  it('round once, to the nearest minor unit, halves up', () => {
    const quarter = { numerator: 1, denominator: 4 };
    expect([1, 2, 3, 5, 6].map((amount) => countedMinor(amount, quarter))).toEqual([0, 1, 1, 1, 2]);
  });
});

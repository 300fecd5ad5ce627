import type { SlipSelection } from '@/lib/atoms/bet-slip';
import { legState, policyCovers } from '@/lib/sports/leg-state';
import { applyLiveFrame, mergeMarkets } from '@/lib/sports/line-feed';
import { kindProblem, slipSummary, systemSizes, toggleSelection } from '@/lib/sports/slip';
import { eventFixture, marketFixture } from '../../support/sports-fixtures';

const pick = (n: number, over: Partial<SlipSelection> = {}): SlipSelection => ({
  key: `e${n}/1//1`,
  eventId: `e${n}`,
  sport: 'football',
  home: { ru: 'A', en: 'A', kz: 'A' },
  away: { ru: 'B', en: 'B', kz: 'B' },
  live: false,
  typeId: 1,
  specKey: '',
  specifiers: {},
  outcomeId: '1',
  odds: '2',
  version: 1,
  banker: false,
  ...over,
});

describe('slip arithmetic', () => {
  it('toggles, and replaces another outcome of the same market', () => {
    const one = toggleSelection([], pick(1));
    expect(one).toHaveLength(1);
    const replaced = toggleSelection(one, pick(1, { key: 'e1/1//2', outcomeId: '2' }));
    expect(replaced.map((each) => each.outcomeId)).toEqual(['2']);
    expect(toggleSelection(replaced, replaced[0]!)).toEqual([]);
  });

  it('sizes systems within the line limit and refuses impossible ones', () => {
    expect(systemSizes(3, 0)).toEqual([2]);
    expect(systemSizes(5, 2)).toEqual([3, 4]);
    expect(systemSizes(2, 0)).toEqual([]);
    const four = [1, 2, 3, 4].map((n) => pick(n));
    expect(kindProblem('system', four, 3)).toBeNull();
    expect(kindProblem('system', four, 4)).toBe('size');
    expect(kindProblem('express', [pick(1)], 0)).toBe('too_few');
  });

  it('sums singles and floors a system only when its stake divides into its lines', () => {
    const singles = slipSummary(
      'single',
      [pick(1, { odds: '1.5' }), pick(2, { odds: '3.333' })],
      { 'e1/1//1': 1000, 'e2/1//1': 333 },
      0,
    );
    expect(singles).toMatchObject({ stakeMinor: 1333, potentialWinMinor: 1500 + 1109 });
    const three = [1, 2, 3].map((n) => pick(n));
    expect(slipSummary('system', three, { '*': 300 }, 2)).toMatchObject({
      lines: 3,
      potentialWinMinor: 1200,
    });
    expect(slipSummary('system', three, { '*': 301 }, 2).potentialWinMinor).toBe(0);
  });
});

describe('leg state', () => {
  it('takes the newer of the stream and the check, and reads policies', () => {
    const leg = pick(1, { odds: '2.00', version: 3 });
    const market = {
      status: 'active',
      version: 4,
      outcomes: [{ id: '1', odds: '2.10', active: true }],
    };
    expect(legState(leg, market, undefined)).toMatchObject({ odds: '2.10', change: 'up' });
    const stale = {
      status: 'active',
      version: 2,
      outcomes: [{ id: '1', odds: '1.10', active: true }],
    };
    expect(legState(leg, stale, undefined)).toMatchObject({ odds: '2.00', change: null });
    expect(
      legState(leg, market, { odds: '1.80', version: 5, status: 'suspended', problem: null }),
    ).toMatchObject({ odds: '1.80', change: 'down', suspended: true });
    expect(
      legState(leg, undefined, { odds: null, version: null, status: null, problem: 'removed' })
        .removed,
    ).toBe(true);
    expect(policyCovers('none', 'up')).toBe(false);
    expect(policyCovers('higher', 'up')).toBe(true);
    expect(policyCovers('higher', 'down')).toBe(false);
    expect(policyCovers('any', 'down')).toBe(true);
  });
});

describe('line feed', () => {
  it('keeps the newer market and adds unknown ones', () => {
    const a = marketFixture({ key: 'x/1/', version: 2 });
    const b = marketFixture({ key: 'x/18/total=2.5', version: 1 });
    expect(mergeMarkets([a], [{ ...a, version: 1, status: 'suspended' }, b])).toEqual([a, b]);
  });

  it('drops a live match that ended and adds one that started', () => {
    const live = eventFixture('m1', { live: true });
    const started = eventFixture('m2', { live: true });
    const list = applyLiveFrame([live], { type: 'event', data: started });
    expect(list.map((event) => event.id)).toEqual(['m1', 'm2']);
    expect(
      applyLiveFrame(list, { type: 'event', data: { ...live, live: false } }).map(
        (event) => event.id,
      ),
    ).toEqual(['m2']);
  });
});

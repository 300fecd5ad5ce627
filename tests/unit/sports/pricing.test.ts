import { MAX_OFFERED_ODDS_E4 } from '@/lib/constants/sports';
import { parseOdds } from '@/lib/sports/odds';
import {
  LIVE_OVERROUND,
  PREMATCH_OVERROUND,
  matchMarkets,
  offerOutcomes,
  priceMarkets,
  type ModelParams,
  type PlayState,
  type PricedMarket,
} from '@/lib/sports/pricing';
import { fairChance, toLadder } from '@/lib/sports/pricing/margin';
import { SPORT_MARKETS, SPORT_SLUGS, type SportSlug } from '@/lib/sports/market-types';
import { nextGoalMarket } from '@/lib/sports/pricing/football';
import { NOT_STARTED } from '@/lib/sports/pricing/types';
import { modelParams } from '@/server/services/sports/feed/sim/schedule';

const overroundOf = (market: PricedMarket, overround: number) => {
  const offered = offerOutcomes(market, overround);
  if (offered.some((o) => !o.active)) return null;
  const implied = offered.reduce((sum, o) => sum + 10_000 / parseOdds(o.odds!)!, 0);
  const fair = market.outcomes.reduce((sum, o) => sum + fairChance(o), 0);
  return implied / fair;
};

const priced = (params: ModelParams, state: PlayState = NOT_STARTED) => {
  const markets = matchMarkets(params);
  if (params.sport === 'football' && state !== NOT_STARTED) markets.push(nextGoalMarket(1));
  return priceMarkets(params, state, markets);
};

describe('pricing', () => {
  const strengths = [-1.2, -0.5, 0, 0.4, 1.1];

  it.each(SPORT_SLUGS)('%s prices exactly the registry markets of its sport', (sport) => {
    const types = new Set(priced(modelParams(sport, 0.2, 1)).map((m) => m.typeId));
    const expected = SPORT_MARKETS[sport].filter((id) => id !== 8);
    expect([...types].sort()).toEqual([...expected].sort());
  });

  it.each(SPORT_SLUGS)('%s: fair chances of each market add up to 1', (sport) => {
    for (const d of strengths) {
      for (const market of priced(modelParams(sport, d, 1))) {
        const total = market.outcomes.reduce((sum, o) => sum + fairChance(o), 0);
        // Double chance covers every result twice.
        expect(total).toBeCloseTo(market.typeId === 10 ? 2 : 1, 6);
        for (const o of market.outcomes) {
          const all = o.win + o.halfWin + o.refund + o.halfLose;
          expect(all).toBeLessThanOrEqual(1 + 1e-9);
          expect(o.win).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it.each(SPORT_SLUGS)('%s: pre-match overround within 105–110 %% on every market', (sport) => {
    const seen: number[] = [];
    for (const d of strengths) {
      for (const market of priced(modelParams(sport, d, 1))) {
        const overround = overroundOf(market, PREMATCH_OVERROUND);
        if (overround === null) continue;
        seen.push(overround);
        expect(overround).toBeGreaterThanOrEqual(PREMATCH_OVERROUND - 1e-9);
        expect(overround).toBeLessThanOrEqual(PREMATCH_OVERROUND + 0.05);
      }
    }
    expect(seen.length).toBeGreaterThan(10);
  });

  it('live football prices carry the live margin and move with the score', () => {
    const params = modelParams('football', 0, 1);
    const state: PlayState = {
      periods: [{ home: 1, away: 0 }],
      remaining: 0.7,
      ended: false,
      goals: ['home'],
    };
    const live = priced(params, state);
    for (const market of live) {
      const overround = overroundOf(market, LIVE_OVERROUND);
      if (overround === null) continue;
      expect(overround).toBeGreaterThanOrEqual(LIVE_OVERROUND - 1e-9);
      expect(overround).toBeLessThanOrEqual(LIVE_OVERROUND + 0.06);
    }
    const home = (markets: PricedMarket[]) =>
      markets.find((m) => m.typeId === 1)!.outcomes.find((o) => o.id === '1')!.win;
    expect(home(live)).toBeGreaterThan(home(priced(params)));
    // 1:0 up: the 0:0 correct score is gone, 1:0 is possible.
    const score = live.find((m) => m.typeId === 41)!.outcomes;
    expect(score.find((o) => o.id === '0:0')!.win).toBe(0);
    expect(score.find((o) => o.id === '1:0')!.win).toBeGreaterThan(0);
  });

  it.each(SPORT_SLUGS)('%s: the favourite follows the ratings', (sport: SportSlug) => {
    const winner = (d: number) => {
      const market = priced(modelParams(sport, d, 1))[0]!;
      const homeId = market.typeId === 1 ? '1' : '4';
      return market.outcomes.find((o) => o.id === homeId)!.win;
    };
    const chances = strengths.map(winner);
    for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeGreaterThan(chances[i - 1]!);
    expect(winner(0.8)).toBeGreaterThan(0.5);
    expect(winner(-0.8)).toBeLessThan(0.45);
  });

  it('quarter lines split into half results', () => {
    const params = modelParams('football', 0, 1);
    const markets = priced(params);
    const draw = markets.find((m) => m.typeId === 1)!.outcomes.find((o) => o.id === '2')!.win;
    const minusQuarter = markets.find((m) => m.typeId === 16 && m.specifiers.hcp === '-0.25')!;
    const home = minusQuarter.outcomes.find((o) => o.id === '1714')!;
    const away = minusQuarter.outcomes.find((o) => o.id === '1715')!;
    expect(home.halfLose).toBeCloseTo(draw, 9);
    expect(away.halfWin).toBeCloseTo(draw, 9);
    expect(home.refund + home.halfWin).toBe(0);
    const zero = markets.find((m) => m.typeId === 16 && m.specifiers.hcp === '0')!;
    expect(zero.outcomes[0]!.refund).toBeCloseTo(draw, 9);
    const dnb = markets.find((m) => m.typeId === 11)!;
    expect(dnb.outcomes[0]!.refund).toBeCloseTo(draw, 9);
    const over225 = markets.find((m) => m.typeId === 18 && m.specifiers.total === '2.25')!;
    const twoGoals = over225.outcomes[0]!.halfLose;
    expect(twoGoals).toBeGreaterThan(0.1);
    const offered = offerOutcomes(over225, PREMATCH_OVERROUND);
    expect(offered[0]).toMatchObject({ halfLoseProbability: expect.any(Number) });
  });

  it('the ladder rounds down and stays within [1.01, 1000]', () => {
    expect(toLadder(18_567)).toBe(18_500);
    expect(toLadder(10_050)).toBe(10_100);
    expect(toLadder(23_390)).toBe(23_200);
    expect(toLadder(123_456)).toBe(122_500);
    expect(toLadder(99_999_999)).toBe(10_000_000);
    // Never a better price than the fair one less the margin.
    for (let odds = 10_100; odds < 10_000_000; odds = Math.ceil(odds * 1.013)) {
      const ladder = toLadder(odds);
      expect(ladder).toBeLessThanOrEqual(odds);
      expect(ladder).toBeGreaterThanOrEqual(10_100);
      expect(parseOdds(String(ladder / 10_000))).toBe(ladder);
    }
  });

  it('an outcome that cannot lose is not offered, one that cannot win neither', () => {
    const params = modelParams('football', 0, 1);
    const state: PlayState = {
      periods: [
        { home: 2, away: 1 },
        { home: 2, away: 0 },
      ],
      remaining: 0.01,
      ended: false,
      goals: ['home', 'away', 'home', 'home', 'home'],
    };
    const total = priced(params, state).find(
      (m) => m.typeId === 18 && m.specifiers.total === '4.5',
    )!;
    const [over, under] = offerOutcomes(total, LIVE_OVERROUND);
    expect(over).toMatchObject({ active: false });
    expect(over!.odds).toBeUndefined();
    expect(under).toMatchObject({ active: false });
  });

  it('suspends an outcome priced past the cap instead of offering it at 1000', () => {
    const chances = (win: number) => ({ id: String(win), win, halfWin: 0, refund: 0, halfLose: 0 });
    // Fair 1/0.0095 less the live margin is 97.46: offered (on the ladder, under the cap).
    // Fair 1/0.005 less the margin is 185.18: more than the cap, so not offered at all.
    const market: PricedMarket = {
      typeId: 1,
      specifiers: {},
      outcomes: [chances(0.0095), chances(0.005), chances(0.9855)],
    };
    const [longShot, tooLong] = offerOutcomes(market, LIVE_OVERROUND);
    expect(longShot).toMatchObject({ active: true, odds: '97' });
    expect(tooLong).toMatchObject({ active: false, probability: 0.005 });
    expect(tooLong!.odds).toBeUndefined();

    // The tester's match: 1:3 in the 90th minute, the home win was offered at 1000.
    const state: PlayState = {
      periods: [
        { home: 0, away: 2 },
        { home: 1, away: 1 },
      ],
      remaining: 0.01,
      ended: false,
      goals: ['away', 'away', 'home', 'away'],
    };
    const live = priced(modelParams('football', 0, 1), state);
    const result = live.find((m) => m.typeId === 1)!;
    expect(result.outcomes.find((o) => o.id === '1')!.win).toBeGreaterThan(0);
    const [home] = offerOutcomes(result, LIVE_OVERROUND);
    expect(home).toMatchObject({ id: '1', active: false });
    expect(home!.odds).toBeUndefined();
    // Nothing on the live line is priced past the cap.
    for (const market of live) {
      for (const outcome of offerOutcomes(market, LIVE_OVERROUND)) {
        if (outcome.odds) expect(parseOdds(outcome.odds)).toBeLessThanOrEqual(MAX_OFFERED_ODDS_E4);
      }
    }
  });
});

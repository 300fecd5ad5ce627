import {
  applyCrashEvent,
  bettingRound,
  feedOf,
  shownRound,
  type CrashFeed,
} from '@/lib/games/crash/feed';
import type { CrashPublicBet, CrashRoundView } from '@/lib/schemas/crash';

const round = (id: number, over: Partial<CrashRoundView> = {}): CrashRoundView => ({
  id,
  game: id,
  status: 'betting',
  starts_at: null,
  started_at: null,
  ended_at: null,
  crash_point: null,
  hash: null,
  ...over,
});
const bet = (id: string, roundId: number, over: Partial<CrashPublicBet> = {}): CrashPublicBet => ({
  id,
  round_id: roundId,
  player: 'Pl***',
  currency: 'RUB',
  amount: 10,
  status: 'open',
  cashed_out_at: null,
  payout: 0,
  forced: false,
  ...over,
});

describe('the crash feed', () => {
  const start: CrashFeed = feedOf({
    server_time: 0,
    growth_per_ms: 0.00006,
    running: true,
    rounds: [{ ...round(1, { starts_at: '2026-01-01T00:00:06Z' }), bets: [] }],
    history: [],
    chain: null,
  });

  it('follows a round from bets to its end, then shows the next', () => {
    let feed = applyCrashEvent(start, {
      type: 'bets',
      data: { round_id: 1, bets: [bet('a', 1), bet('b', 1)], cancelled: [] },
    });
    feed = applyCrashEvent(feed, {
      type: 'bets',
      data: { round_id: 1, bets: [bet('a', 1)], cancelled: ['b'] },
    });
    expect(feed.rounds[0]!.bets.map((b) => b.id)).toEqual(['a']);
    feed = applyCrashEvent(feed, {
      type: 'started',
      data: {
        round: round(1, { status: 'running', started_at: '2026-01-01T00:00:06Z' }),
        next: round(2),
      },
    });
    expect(shownRound(feed)?.id).toBe(1);
    expect(bettingRound(feed)?.id).toBe(2);
    feed = applyCrashEvent(feed, {
      type: 'cashouts',
      data: {
        round_id: 1,
        bets: [bet('a', 1, { status: 'cashed', cashed_out_at: 1.5, payout: 15 })],
      },
    });
    feed = applyCrashEvent(feed, {
      type: 'crashed',
      data: { round: round(1, { status: 'crashed', crash_point: 2.5, hash: 'h' }), forced: false },
    });
    expect(shownRound(feed)).toMatchObject({ id: 1, crash_point: 2.5 });
    feed = applyCrashEvent(feed, {
      type: 'settled',
      data: { round: round(1, { status: 'settled', crash_point: 2.5, hash: 'h' }) },
    });
    expect(feed.history.map((r) => r.id)).toEqual([1]);
    expect(shownRound(feed)?.bets[0]).toMatchObject({ status: 'cashed', payout: 15 });
    feed = applyCrashEvent(feed, {
      type: 'started',
      data: {
        round: round(2, { status: 'running', started_at: '2026-01-01T00:00:30Z' }),
        next: round(3),
      },
    });
    expect(feed.rounds.map((r) => r.id)).toEqual([2, 3]);
  });

  it('refunds the riders of a void round and keeps forty rounds of history', () => {
    let feed = applyCrashEvent(start, {
      type: 'bets',
      data: { round_id: 1, bets: [bet('a', 1)], cancelled: [] },
    });
    feed = applyCrashEvent(feed, {
      type: 'void',
      data: { round: round(1, { status: 'void', crash_point: 3, hash: 'h' }) },
    });
    expect(feed.rounds[0]!.bets[0]!.status).toBe('refunded');
    for (let id = 2; id < 60; id += 1) {
      feed = applyCrashEvent(feed, {
        type: 'settled',
        data: { round: round(id, { status: 'settled', crash_point: 1 }) },
      });
    }
    expect(feed.history).toHaveLength(40);
    expect(feed.history[0]!.id).toBe(59);
    expect(feed.rounds.map((r) => r.id)).toEqual([59]);
  });
});

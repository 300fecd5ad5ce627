import { createHash } from 'node:crypto';
import type { FeedMessage, Fixture } from '@/lib/sports/feed-messages';
import { manualClock } from '@/server/lib/clock';
import { createSimFeed, type SimFeed } from '@/server/services/sports/feed/sim';
import { TEAM_REST_MS } from '@/server/services/sports/feed/sim/schedule';

const START = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;

function recording(seed: string, faults = true) {
  const messages: FeedMessage[] = [];
  const feed = createSimFeed({ seed, now: () => START, speed: 0, faults });
  feed.start(async (message) => {
    messages.push(message);
    if (message.type === 'alive' && !message.subscribed) {
      await feed.recover(message.producer, message.timestamp - 3_600_000, `r${messages.length}`);
    }
  });
  return { feed, messages };
}

const digest = (messages: FeedMessage[]) =>
  createHash('sha256').update(JSON.stringify(messages)).digest('hex');

async function run(feed: SimFeed, steps: number[]) {
  for (const step of steps) await feed.advance(step);
}

describe('the simulated feed', () => {
  it('replays the same messages from the same seed and steps, others from another seed', async () => {
    const steps = Array.from({ length: 60 }, (_, i) => 20_000 + ((i * 7919) % 90_000));
    const a = recording('same-seed');
    const b = recording('same-seed');
    const c = recording('other-seed');
    await run(a.feed, steps);
    await run(b.feed, steps);
    await run(c.feed, steps);
    expect(a.messages.length).toBeGreaterThan(500);
    expect(digest(a.messages)).toBe(digest(b.messages));
    expect(digest(a.messages)).not.toBe(digest(c.messages));
  });

  it('delivers in time order (but for faults and recoveries) and awaits each delivery', async () => {
    const feed = createSimFeed({ seed: 'order', now: () => START, speed: 0 });
    let inFlight = 0;
    let last = 0;
    const backwards: FeedMessage[] = [];
    feed.start(async (message) => {
      expect(inFlight).toBe(0);
      inFlight += 1;
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      if (message.timestamp < last - 1) backwards.push(message);
      last = Math.max(last, message.timestamp);
    });
    await feed.advance(90 * MINUTE);
    expect(backwards).toEqual([]);
    expect(feed.status().live).toBeGreaterThanOrEqual(3);
  });

  it('starts with matches live and announces the next two days', async () => {
    const { feed, messages } = recording('start', false);
    await feed.advance(1_000);
    const fixtures = messages.filter((m) => m.type === 'fixture_change');
    expect(fixtures.length).toBeGreaterThan(150);
    const liveOdds = messages.filter((m) => m.type === 'odds_change' && m.producer === 1);
    expect(liveOdds.length).toBeGreaterThanOrEqual(4);
    const sports = new Set(
      fixtures.map((m) => (m.type === 'fixture_change' ? m.fixture.sport.id : '')),
    );
    expect([...sports].sort()).toEqual([
      'sim:sport:basketball',
      'sim:sport:esports',
      'sim:sport:football',
      'sim:sport:ice-hockey',
      'sim:sport:tennis',
    ]);
    for (const m of fixtures) {
      if (m.type !== 'fixture_change') continue;
      expect(m.eventId).toMatch(/^sim:match:\d+$/);
      expect(m.fixture.home.kz).toBeTruthy();
      expect(m.fixture.tournament.id).toMatch(/^sim:tournament:/);
      expect(m.fixture.category.id).toMatch(/^sim:category:/);
    }
    expect(feed.status().live).toBeGreaterThanOrEqual(4);
  });

  it('never fields a team or player in two matches within TEAM_REST_MS of each other', async () => {
    const { feed, messages } = recording('rest', false);
    await feed.advance(1_000);
    // At speed 0 the wire keeps the world's times; each match once, as announced.
    const fixtures = new Map<string, Fixture>();
    for (const m of messages) {
      if (m.type === 'fixture_change' && !fixtures.has(m.eventId))
        fixtures.set(m.eventId, m.fixture);
    }
    expect(fixtures.size).toBeGreaterThan(150);
    const kickoffs = new Map<string, number[]>();
    for (const fixture of fixtures.values()) {
      for (const team of [fixture.home.en, fixture.away.en]) {
        kickoffs.set(team, [...(kickoffs.get(team) ?? []), fixture.scheduledAt]);
      }
    }
    const clashes: string[] = [];
    for (const [team, times] of kickoffs) {
      const sorted = [...times].sort((a, b) => a - b);
      sorted.slice(1).forEach((at, i) => {
        if (at - sorted[i]! < TEAM_REST_MS) clashes.push(`${team} ${new Date(at).toISOString()}`);
      });
    }
    expect(clashes).toEqual([]);
  });

  it('hands a match over at kick-off, sometimes after the live odds', async () => {
    const { feed, messages } = recording('handover', false);
    await feed.advance(8 * 60 * MINUTE);
    const kickoffs = new Map<string, string[]>();
    for (const m of messages) {
      if (m.type !== 'odds_change') continue;
      const order = kickoffs.get(m.eventId) ?? [];
      if (m.producer === 3 && m.markets.every((x) => !x.outcomes && x.status !== 1)) {
        order.push('handover');
      } else if (m.producer === 1 && order.length < 2 && !order.includes('live')) {
        order.push('live');
      }
      kickoffs.set(m.eventId, order);
    }
    const orders = [...kickoffs.values()].filter((o) => o.includes('handover'));
    expect(orders.length).toBeGreaterThan(20);
    expect(orders.every((o) => o.includes('live'))).toBe(true);
    expect(orders.some((o) => o[0] === 'live')).toBe(true);
    expect(orders.some((o) => o[0] === 'handover')).toBe(true);
  });

  it('injects each scenario now', async () => {
    const { feed, messages } = recording('inject', false);
    await feed.advance(MINUTE);
    const since = () => {
      const mark = messages.length;
      return () => messages.slice(mark);
    };

    let after = since();
    const goal = await feed.inject('goal');
    expect(goal.applied).toBe(true);
    expect(after().map((m) => m.type)).toEqual(expect.arrayContaining(['bet_stop', 'odds_change']));
    await feed.advance(10_000);
    const reopened = after().filter(
      (m) =>
        m.type === 'odds_change' && m.eventId === goal.eventId && m.markets.some((x) => x.outcomes),
    );
    expect(reopened.length).toBeGreaterThan(0);

    after = since();
    const stop = await feed.inject('bet_stop');
    expect(after()).toEqual([expect.objectContaining({ type: 'bet_stop', eventId: stop.eventId })]);

    after = since();
    const cancel = await feed.inject('var_cancel');
    const cancels = after().filter((m) => m.type === 'bet_cancel');
    expect(cancels).toEqual([
      expect.objectContaining({
        eventId: cancel.eventId,
        startTime: expect.any(Number),
        endTime: expect.any(Number),
      }),
    ]);

    after = since();
    const postponed = await feed.inject('postpone');
    expect(postponed.applied).toBe(true);
    const types = after().map((m) => m.type);
    expect(types).toEqual(['fixture_change', 'odds_change', 'bet_cancel']);

    after = since();
    const wrong = await feed.inject('wrong_settlement');
    expect(wrong.applied).toBe(true);
    await feed.advance(30_000);
    const afterWrong = after();
    const rollback = afterWrong.findIndex((m) => m.type === 'rollback_bet_settlement');
    expect(rollback).toBeGreaterThan(0);
    expect(afterWrong.slice(rollback + 1).some((m) => m.type === 'bet_settlement')).toBe(true);

    after = since();
    const finish = await feed.inject('finish', feed.status().liveEvents[0]);
    expect(finish.applied).toBe(true);
    await feed.advance(3 * MINUTE);
    const settled = after().filter(
      (m) => m.type === 'bet_settlement' && m.eventId === finish.eventId,
    );
    expect(settled.map((m) => (m.type === 'bet_settlement' ? m.certainty : 0))).toEqual([1, 2]);
    expect(
      after().some(
        (m) => m.type === 'fixture_change' && m.changeType === 5 && m.eventId === finish.eventId,
      ),
    ).toBe(true);
    expect(feed.status().liveEvents).not.toContain(finish.eventId);

    after = since();
    const kickoff = await feed.inject('kickoff');
    expect(kickoff.applied).toBe(true);
    const started = after().filter((m) => 'eventId' in m && m.eventId === kickoff.eventId);
    expect(started[0]).toMatchObject({ type: 'fixture_change', changeType: 2 });
    expect(
      started.some(
        (m) => m.type === 'odds_change' && m.producer === 1 && m.eventState?.status === 'live',
      ),
    ).toBe(true);
    expect(feed.status().liveEvents).toContain(kickoff.eventId);
    expect((await feed.inject('kickoff', kickoff.eventId!)).applied).toBe(false);

    expect((await feed.inject('goal', 'sim:match:999999')).applied).toBe(false);
  });

  it('goes silent, says it must be recovered, and replays its state on recover', async () => {
    const messages: FeedMessage[] = [];
    const feed = createSimFeed({ seed: 'silence', now: () => START, speed: 0 });
    feed.start(async (message) => {
      messages.push(message);
    });
    await feed.advance(MINUTE);
    await feed.inject('producer_down');
    const mark = messages.length;
    await feed.advance(25_000);
    const quiet = messages.slice(mark).filter((m) => m.producer === 1);
    expect(quiet).toEqual([]);
    await feed.advance(20_000);
    const alive = messages.slice(mark).filter((m) => m.type === 'alive' && m.producer === 1);
    expect(alive.length).toBeGreaterThan(0);
    expect(alive.every((m) => m.type === 'alive' && !m.subscribed)).toBe(true);
    expect(feed.status().producers[1]).toEqual({ silent: false, needsRecovery: true });

    const before = messages.length;
    await feed.recover(1, START.getTime() - 3_600_000, 'req-1');
    const replay = messages.slice(before);
    expect(replay.at(-1)).toEqual(
      expect.objectContaining({ type: 'snapshot_complete', requestId: 'req-1' }),
    );
    const odds = replay.filter((m) => m.type === 'odds_change');
    expect(odds.length).toBe(feed.status().live);
    expect(odds.every((m) => m.requestId === 'req-1')).toBe(true);
    await feed.advance(10_000);
    const next = messages
      .slice(before + replay.length)
      .find((m) => m.type === 'alive' && m.producer === 1);
    expect(next).toEqual(expect.objectContaining({ subscribed: true }));
  });

  it('runs on a real timer at its speed until stopped', async () => {
    const clock = manualClock(START);
    const feed = createSimFeed({ seed: 'timer', now: clock.now, speed: 10 });
    const delivered: FeedMessage[] = [];
    jest.useFakeTimers();
    try {
      feed.start(async (message) => {
        delivered.push(message);
      });
      expect(feed.status().running).toBe(true);
      for (let i = 0; i < 4; i++) {
        clock.advance(1_000);
        jest.advanceTimersByTime(500);
        await jest.runOnlyPendingTimersAsync();
      }
    } finally {
      jest.useRealTimers();
    }
    await feed.stop();
    expect(feed.status().running).toBe(false);
    const alive = delivered.filter((m) => m.type === 'alive');
    // 4 real seconds at ×10 = 40 simulated seconds: about four heartbeats per producer.
    expect(alive.length).toBeGreaterThanOrEqual(4);
    expect(alive.length).toBeLessThanOrEqual(10);
  });

  it('refuses to run without a place to deliver', async () => {
    const feed = createSimFeed({ seed: 'x', now: () => START, speed: 0 });
    await expect(feed.advance(1_000)).rejects.toThrow(/start/);
  });
});

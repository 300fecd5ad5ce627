/**
 * @jest-environment ./tests/support/environments/main-context.ts
 */
import { createHash } from 'node:crypto';
import type { ProducerId } from '@/lib/sports/feed-messages';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { parseOdds } from '@/lib/sports/odds';
import { specKey } from '@/lib/sports/specifiers';
import { createSimFeed } from '@/server/services/sports/feed/sim';

/**
 * A simulated day and a bit (30 h, faults on) read the way the applier will read it: every
 * rule of the brief checked on the stream alone. Messages are checked as they come, not kept.
 */
const START = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;

type EventLog = {
  announcedPrematch: boolean;
  kickedOff: boolean;
  handedOver: boolean;
  handoverAfterLive: boolean;
  markets: Set<string>;
  certain1: Map<string, string>;
  certain2: Map<string, string>;
  rolledBack: Set<string>;
  closed: boolean;
  seedRevealed: boolean;
  cancelled: boolean;
};

const resultText = (outcomes: { id: string; result: number; voidFactor?: string }[]) =>
  outcomes.map((o) => `${o.id}:${o.result}:${o.voidFactor ?? ''}`).join(',');

describe('a simulated day', () => {
  it('keeps every rule of the feed', async () => {
    const feed = createSimFeed({ seed: 'day-test', now: () => START, speed: 0, faults: true });
    const events = new Map<string, EventLog>();
    const event = (id: string) => {
      let log = events.get(id);
      if (!log) {
        log = {
          announcedPrematch: false,
          kickedOff: false,
          handedOver: false,
          handoverAfterLive: false,
          markets: new Set(),
          certain1: new Map(),
          certain2: new Map(),
          rolledBack: new Set(),
          closed: false,
          seedRevealed: false,
          cancelled: false,
        };
        events.set(id, log);
      }
      return log;
    };
    const lastAlive: Record<number, number> = {};
    const aliveGaps: number[] = [];
    const lastOddsTs = new Map<string, number>();
    const seen = {
      duplicate: 0,
      outOfOrder: 0,
      unsubscribed: 0,
      rollbackSettlement: 0,
      windowCancel: 0,
      rollbackCancel: 0,
      postponed: 0,
      betStop: 0,
      snapshot: 0,
      badOdds: 0,
      pricedOdds: 0,
    };
    // Messages leave the feed as copies (real times, run ids): a duplicate is equal, not the same.
    let previous = '';
    let recoveries = 0;
    const liveCounts: number[] = [];

    feed.start(async (message) => {
      const text = JSON.stringify(message);
      if (text === previous) seen.duplicate += 1;
      previous = text;
      switch (message.type) {
        case 'alive': {
          const last = lastAlive[message.producer];
          if (last !== undefined) aliveGaps.push(message.timestamp - last);
          lastAlive[message.producer] = message.timestamp;
          if (!message.subscribed) {
            seen.unsubscribed += 1;
            await feed.recover(
              message.producer as ProducerId,
              message.timestamp - HOUR,
              `r${++recoveries}`,
            );
          }
          break;
        }
        case 'snapshot_complete':
          seen.snapshot += 1;
          break;
        case 'odds_change': {
          const log = event(message.eventId);
          const key = `${message.eventId}/${message.producer}`;
          const last = lastOddsTs.get(key);
          if (last !== undefined && message.timestamp < last && !message.requestId)
            seen.outOfOrder += 1;
          lastOddsTs.set(key, Math.max(last ?? 0, message.timestamp));
          const statusOnly = message.markets.every((m) => !m.outcomes);
          if (message.producer === 3 && message.eventState?.status === 'not_started') {
            log.announcedPrematch = true;
          }
          if (message.producer === 3 && statusOnly && message.markets.length > 0) {
            const handover = message.markets.every(
              (m) =>
                m.status === MARKET_STATUS.handedOver || m.status === MARKET_STATUS.deactivated,
            );
            if (handover) {
              log.handedOver = true;
              if (log.kickedOff) log.handoverAfterLive = true;
            }
          }
          if (message.producer === 1 && message.eventState?.status === 'live') log.kickedOff = true;
          for (const market of message.markets) {
            log.markets.add(`${market.typeId}/${specKey(market.specifiers)}`);
            for (const outcome of market.outcomes ?? []) {
              if (outcome.odds === undefined) continue;
              seen.pricedOdds += 1;
              const odds = parseOdds(outcome.odds);
              if (odds === null || odds < 10_100 || odds > 10_000_000) seen.badOdds += 1;
            }
          }
          break;
        }
        case 'bet_stop':
          seen.betStop += 1;
          expect(message.groups).toEqual(['all']);
          break;
        case 'bet_settlement': {
          const log = event(message.eventId);
          for (const market of message.markets) {
            const key = `${market.typeId}/${specKey(market.specifiers)}`;
            (message.certainty === 1 ? log.certain1 : log.certain2).set(
              key,
              resultText(market.outcomes),
            );
          }
          break;
        }
        case 'rollback_bet_settlement': {
          seen.rollbackSettlement += 1;
          const log = event(message.eventId);
          for (const market of message.markets) {
            const key = `${market.typeId}/${specKey(market.specifiers)}`;
            expect(log.certain1.has(key)).toBe(true);
            log.certain1.delete(key);
            log.rolledBack.add(key);
          }
          break;
        }
        case 'bet_cancel':
          if (message.startTime !== undefined && message.endTime !== undefined) {
            seen.windowCancel += 1;
            expect(message.endTime).toBeGreaterThan(message.startTime);
          } else {
            event(message.eventId).cancelled = true;
          }
          break;
        case 'rollback_bet_cancel':
          seen.rollbackCancel += 1;
          break;
        case 'fixture_change':
          if (message.changeType === 1) {
            expect(message.fixture.seedHash).toMatch(/^[0-9a-f]{64}$/);
            expect(message.fixture.seed).toBeUndefined();
          }
          if (message.changeType === 2 || message.changeType === 3) seen.postponed += 1;
          if (message.changeType === 5) {
            const log = event(message.eventId);
            log.closed = true;
            const seed = message.fixture.seed!;
            expect(createHash('sha256').update(seed).digest('hex')).toBe(message.fixture.seedHash);
            log.seedRevealed = true;
          }
          break;
      }
    });

    for (let minute = 0; minute < 30 * 60; minute += 1) {
      await feed.advance(60_000);
      if (minute % 10 === 0) liveCounts.push(feed.status().live);
    }
    await feed.stop();

    // Faults, each at least once.
    expect(seen.duplicate).toBeGreaterThan(0);
    expect(seen.outOfOrder).toBeGreaterThan(0);
    expect(seen.unsubscribed).toBeGreaterThan(0);
    expect(seen.snapshot).toBe(recoveries);
    expect(seen.rollbackSettlement).toBeGreaterThan(0);
    expect(seen.windowCancel).toBeGreaterThan(0);
    expect(seen.rollbackCancel).toBeGreaterThan(0);
    expect(seen.postponed).toBeGreaterThan(0);
    expect(seen.betStop).toBeGreaterThan(50);
    const faults = feed.status().faults;
    for (const count of Object.values(faults)) expect(count).toBeGreaterThan(0);

    // Odds always a price on the ladder's range.
    expect(seen.pricedOdds).toBeGreaterThan(10_000);
    expect(seen.badOdds).toBe(0);

    // Alive every 10 s, but for silences (≈30 s) the applier recovers from.
    expect(aliveGaps.every((gap) => gap === 10_000 || (gap > 20_000 && gap <= 40_000))).toBe(true);
    expect(aliveGaps.filter((gap) => gap > 20_000).length).toBe(seen.unsubscribed);

    // Several matches live at any time.
    const average = liveCounts.reduce((a, b) => a + b, 0) / liveCounts.length;
    expect(average).toBeGreaterThanOrEqual(4);
    expect(average).toBeLessThanOrEqual(8);
    expect(Math.min(...liveCounts)).toBeGreaterThanOrEqual(2);

    // Every match that kicked off after its pre-match line was handed over; some late.
    const played = [...events.values()].filter((log) => log.announcedPrematch && log.kickedOff);
    expect(played.length).toBeGreaterThan(50);
    expect(played.every((log) => log.handedOver)).toBe(true);
    expect(played.some((log) => log.handoverAfterLive)).toBe(true);

    // Every market of every finished match settled twice, the same way (corrections included).
    const finished = [...events.values()].filter((log) => log.closed);
    expect(finished.length).toBeGreaterThan(60);
    let rolledBack = 0;
    for (const log of finished) {
      expect(log.seedRevealed).toBe(true);
      for (const market of log.markets) {
        expect(log.certain1.get(market)).toBeDefined();
        expect(log.certain2.get(market)).toBe(log.certain1.get(market));
      }
      rolledBack += log.rolledBack.size;
    }
    expect(rolledBack).toBeGreaterThan(0);
    // Postponed and cancelled matches never play.
    for (const log of events.values()) if (log.cancelled) expect(log.kickedOff).toBe(false);
  });
});

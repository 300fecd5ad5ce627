/**
 * `npm run bench:odds-change`: what one football `odds_change` costs the feed applier. One match
 * with 45 markets (130 outcomes) is re-priced BENCH_MESSAGES times (200) by `applyFeedMessage()`,
 * one message after another, on an in-memory PGlite or, with DATABASE_URL, on that PostgreSQL
 * database (its tables are created by the migrations if missing). Prints ms and statements per
 * message, the median and the mean after a warm-up. Issue 41 on PostgreSQL, this 2-core machine
 * (medians of three runs): 24.4 ms and 11 statements a message before, 13.8 ms and 10 since the
 * rows are written as one JSON parameter and the producers' rows are opened once a process.
 */
import type { Logger } from 'drizzle-orm';
import { PRODUCERS, type FeedMarket, type FeedMessage } from '@/lib/sports/feed-messages';
import { openDatabase } from '@/server/db/client';
import { systemClock } from '@/server/lib/clock';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';

const MESSAGES = Number(process.env.BENCH_MESSAGES || 200);
const WARM_UP = 20;
const eventId = `bench:odds-change:${Date.now()}`;
const name = (text: string) => ({ ru: text, en: text, kz: text });

let feedTime = Date.now();
const nextTs = () => (feedTime += 1);

/** Prices between 1.50 and 3.49 that move on every message. */
const price = (seed: number) => (1.5 + ((seed * 7919) % 200) / 100).toFixed(2);

/**
 * 40 three-way markets (1X2, handicaps, half-time lines) and 5 two-way ones: 45 markets, 130
 * outcomes, as a football match's full book.
 */
function markets(round: number): FeedMarket[] {
  const threeWay = Array.from({ length: 40 }, (_, k): FeedMarket => ({
    typeId: 1 + (k % 8),
    specifiers: k < 8 ? {} : { hcp: `${Math.floor(k / 8)}:0` },
    status: 1,
    outcomes: ['1', '2', '3'].map((id, j) => ({
      id,
      odds: price(round + k + j),
      active: true,
      probability: 1 / 3,
    })),
  }));
  const twoWay = Array.from({ length: 5 }, (_, k) => ({
    typeId: 18,
    specifiers: { total: `${k + 0.5}` },
    status: 1 as const,
    outcomes: ['12', '13'].map((id, j) => ({
      id,
      odds: price(round + k + j),
      active: true,
      probability: 0.5,
    })),
  }));
  return [...threeWay, ...twoWay];
}

const fixture: FeedMessage = {
  type: 'fixture_change',
  producer: PRODUCERS.prematch,
  eventId,
  timestamp: nextTs(),
  changeType: 1,
  fixture: {
    eventId,
    sport: { id: 'sim:sport:football', name: name('Football') },
    category: { id: 'bench:category:1', name: name('Bench') },
    tournament: { id: 'bench:tournament:1', name: name('Bench League') },
    home: name('Home'),
    away: name('Away'),
    scheduledAt: Date.now() + 86_400_000,
  },
};

async function main() {
  let statements = 0;
  const logger: Logger = { logQuery: () => void (statements += 1) };
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir: null, logger });
  await database.migrate();
  const ctx = { db: database.db, clock: systemClock };
  await applyFeedMessage(ctx, fixture);
  const times: number[] = [];
  const counts: number[] = [];
  for (let round = 0; round < MESSAGES + WARM_UP; round += 1) {
    const message: FeedMessage = {
      type: 'odds_change',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: nextTs(),
      markets: markets(round),
    };
    statements = 0;
    const started = performance.now();
    const result = await applyFeedMessage(ctx, message);
    const ms = performance.now() - started;
    if (result.outcome !== 'applied') throw new Error(`message ${round}: ${result.outcome}`);
    if (round >= WARM_UP) {
      times.push(ms);
      counts.push(statements);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  console.log(
    `${database.kind}: ${MESSAGES} odds_change of 45 markets / 130 outcomes: ` +
      `median ${times[times.length >> 1]!.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, ` +
      `${(1000 / mean).toFixed(0)} messages/s, ${Math.max(...counts)} statements per message`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

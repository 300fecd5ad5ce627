/**
 * `npm run bench:sports`: the sportsbook's two hot paths on PostgreSQL, side by side with the
 * database's own ceiling:
 *   1. feed messages applied per second while 1,000 markets change: 100 football matches with
 *      10 markets each (1X2 and a totals ladder), every message an `odds_change` re-pricing all
 *      ten markets of one match, applied by `applyFeedMessage()` (dedup record, stale guard,
 *      market and outcome upserts, version bumps) with BENCH_CONNECTIONS concurrent appliers;
 *   2. tickets placed per second through HTTP (`POST /sports/tickets` on `npm run api`: bearer
 *      auth, validation, the markets read under a share lock, the ledger stake, ticket and leg
 *      rows), pre-match singles on random outcomes of those matches, first alone and then while
 *      the feed keeps changing the same 1,000 markets (placement's share locks meet the
 *      applier's updates);
 *   3. `pgbench -b simple-update` with as many clients on a fresh database of the same server;
 *   4. the API's own feed while players bet: an API process that drives the simulated feed (in
 *      the process at SPORTS_SIM_SPEED BENCH_SIM_SPEED, 11 by default, its messages applied in
 *      order as they come, as production reads Betradar; a slow applier holds the simulation
 *      back, so the messages applied are the feed's pace) under
 *      BENCH_FEED_LOADS connections of ticket placement (0, 50, 200; empty skips the phase),
 *      BENCH_FEED_WINDOW_S (20) each: the feed messages applied in each window (rows of
 *      `sport_feed_messages` received in it) and the tickets placed.
 * Beside phase 1, the same messages through RabbitMQ (RABBITMQ_URL, the local default; skipped
 * when none answers): written as UOF XML, published on an exchange of the bench's own and read
 * by the UOF adapter, which applies them one at a time in order, as production reads
 * Betradar; compared with one applier in the process, its fair reference.
 * It creates (and drops first) the databases bench_sports and bench_pgbench_sports through
 * BENCH_ADMIN_URL. BENCH_DURATION_S (10) per phase, BENCH_CONNECTIONS (10), BENCH_PLAYERS (150:
 * each may place 120 tickets a minute, `sportTicketByUser`).
 *
 * Issue 41, this 2-core machine, medians of three runs, before → after: tickets 99/s (0.045 ×
 * pgbench) → 106/s (0.048 ×); the feed alone 122 → 215 messages/s, while tickets are placed
 * 54 → 103; phase 4 at 0 / 50 / 200 connections 63 / 43 / 28 → 65 / 57 / 64 messages per 20 s
 * (docs/ARCHITECTURE.md, Performance). The placement in two statements built once (2026-11-30,
 * medians of three runs, idle machine): tickets 415 → 844/s (0.051 → 0.105 ×), with the feed
 * running 199 → 493/s. BENCH_API_PROFILE=<dir> writes the API's CPU profile (scripts/lib/start-api.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { PRODUCERS, type FeedMessage } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { createAmqpFeed } from '@/server/services/sports/feed/uof/amqp-feed';
import { buildUofMessage } from '@/server/services/sports/feed/uof/build-message';
import { routingKey } from '@/server/services/sports/feed/uof/routing-key';
import { createUofApi } from '@/server/services/sports/feed/uof/uof-api';
import { fundedPlayers } from './lib/bench-players';
import { freshDatabase, runPgbench } from './lib/pgbench';
import { startApi } from './lib/start-api';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS || 150);
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BROKER_URL = process.env.RABBITMQ_URL || 'amqp://guest:guest@127.0.0.1:5672';
/** Messages published and not yet applied, at most: the broker's queue stays short. */
const BROKER_BACKLOG = 500;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const MATCHES = 100;
const TOTALS = ['0.5', '1.5', '2.5', '3.5', '4.5', '5.5', '6.5', '7.5', '8.5'];
/** Kick-offs a day ahead: every match stays pre-match through the run. */
const KICK_OFF = Date.now() + 86_400_000;

const name = (text: string) => ({ ru: text, en: text, kz: text });
const eventId = (i: number) => `bench:match:${i}`;

/** Feed time: strictly increasing, so no message is stale. */
let feedTime = Date.now();
const nextTs = () => (feedTime += 1);

function fixture(i: number): FeedMessage {
  return {
    type: 'fixture_change',
    producer: PRODUCERS.prematch,
    eventId: eventId(i),
    timestamp: nextTs(),
    changeType: 1,
    fixture: {
      eventId: eventId(i),
      sport: { id: 'sim:sport:football', name: name('Football') },
      category: { id: 'bench:category:1', name: name('Bench') },
      tournament: { id: 'bench:tournament:1', name: name('Bench League') },
      home: name(`Home ${i}`),
      away: name(`Away ${i}`),
      scheduledAt: KICK_OFF,
    },
  };
}

/** Prices between 1.50 and 3.49 that move on every message. */
const price = (seed: number) => (1.5 + ((seed * 7919) % 200) / 100).toFixed(2);

let round = 0;
function oddsChange(i: number): FeedMessage {
  round += 1;
  return {
    type: 'odds_change',
    producer: PRODUCERS.prematch,
    eventId: eventId(i),
    timestamp: nextTs(),
    markets: [
      {
        typeId: 1,
        specifiers: {},
        status: 1,
        outcomes: ['1', '2', '3'].map((id, k) => ({
          id,
          odds: price(round + k),
          active: true,
          probability: 1 / 3,
        })),
      },
      ...TOTALS.map((total, k) => ({
        typeId: 18,
        specifiers: { total },
        status: 1 as const,
        outcomes: ['12', '13'].map((id, j) => ({
          id,
          odds: price(round + k + j),
          active: true,
          probability: 0.5,
        })),
      })),
    ],
  };
}

async function openContext(databaseUrl: string): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-sports-')),
    DATABASE_URL: databaseUrl,
    SPORTS_FEED: 'off',
  });
  return createContext({ config, db: database.db });
}

type FeedRun = { messages: number; errors: number; seconds: number };

/** Appliers re-price matches until `until`; each applier owns its own matches (in order). */
async function runFeed(
  ctx: AppContext,
  until: () => boolean,
  appliers = CONNECTIONS,
): Promise<FeedRun> {
  let messages = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async (w: number) => {
    for (let n = 0; !until(); n += 1) {
      const match = w + ((n * appliers) % MATCHES);
      try {
        await applyFeedMessage(ctx, oddsChange(match % MATCHES));
        messages += 1;
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: appliers }, (_, w) => worker(w)));
  return { messages, errors, seconds: (performance.now() - started) / 1000 };
}

/**
 * The same re-pricing through RabbitMQ for DURATION_S: published as UOF XML (publisher
 * confirms, at most BROKER_BACKLOG ahead of the applier) and applied by the UOF adapter. Null
 * when no broker answers.
 */
async function runFeedThroughBroker(ctx: AppContext): Promise<FeedRun | null> {
  const connection = await amqp.connect(BROKER_URL).catch(() => null);
  if (!connection) return null;
  const channel = await connection.createConfirmChannel();
  const exchange = `unifiedfeed.bench.${randomBytes(6).toString('hex')}`;
  await channel.assertExchange(exchange, 'topic', { durable: false });
  let applied = 0;
  let errors = 0;
  const feed = createAmqpFeed({
    url: BROKER_URL,
    exchange,
    // Only odds changes: the REST API (fixtures, recovery) is never called.
    api: createUofApi({ baseUrl: 'http://127.0.0.1:9', token: 'unused', fetch }),
  });
  feed.start(async (message) => {
    try {
      await applyFeedMessage(ctx, message);
      applied += 1;
    } catch (error) {
      errors += 1;
      if (errors === 1) console.error(error);
    }
  });
  await feed.ready();
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  let published = 0;
  while (performance.now() < deadline) {
    if (published - applied - errors >= BROKER_BACKLOG) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const message = oddsChange(published % MATCHES);
    published += 1;
    channel.publish(
      exchange,
      routingKey(message, { sportId: 'sr:sport:1' }),
      Buffer.from(buildUofMessage(message, { sport: 'sr:sport:1' })),
    );
    if (published % 100 === 0) await channel.waitForConfirms();
  }
  const result = { messages: applied, errors, seconds: (performance.now() - started) / 1000 };
  await feed.stop();
  await channel.deleteExchange(exchange).catch(() => undefined);
  await connection.close();
  return result;
}

function ticketBody() {
  const match = Math.floor(Math.random() * MATCHES);
  const total = TOTALS[Math.floor(Math.random() * TOTALS.length)]!;
  const leg =
    Math.random() < 0.3
      ? { type_id: 1, spec_key: '', outcome_id: String(1 + Math.floor(Math.random() * 3)) }
      : { type_id: 18, spec_key: `total=${total}`, outcome_id: Math.random() < 0.5 ? '12' : '13' };
  return {
    key: randomBytes(12).toString('hex'),
    kind: 'single',
    stake: 10,
    // The odds move all the time in phase 3: the player takes the current ones.
    odds_policy: 'any',
    legs: [{ event_id: eventId(match), ...leg, odds: '2' }],
  };
}

async function placeTickets(
  base: string,
  tokens: string[],
  load = { connections: CONNECTIONS, durationS: DURATION_S },
) {
  let n = 0;
  const result = await autocannon({
    url: `${base}/sports/tickets`,
    connections: load.connections,
    duration: load.durationS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[n % tokens.length]}`,
            },
            body: JSON.stringify(ticketBody()),
          };
        },
      },
    ],
  });
  return result;
}

type Row = { name: string; perSecond: number; p50: string; p99: string; errors: number };

const FEED_LOADS = (process.env.BENCH_FEED_LOADS ?? '0,50,200')
  .split(',')
  .filter(Boolean)
  .map(Number);
const FEED_WINDOW_S = Number(process.env.BENCH_FEED_WINDOW_S || 20);
const SIM_SPEED = process.env.BENCH_SIM_SPEED || '11';

/**
 * Phase 4: an API that drives the simulated feed itself, and per load the feed messages it
 * applied in a window of FEED_WINDOW_S while that many connections place tickets.
 */
async function ownFeedUnderLoad(databaseUrl: string) {
  const { base, stop } = await startApi({
    DATABASE_URL: databaseUrl,
    OPERATOR_TOKEN,
    FOUR_EYES_THRESHOLD: '1000000000',
    SPORTS_FEED: 'sim',
    SPORTS_SIM_BROKER: 'off',
    SPORTS_SIM_SPEED: SIM_SPEED,
    LOG_LEVEL: 'warn',
  });
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  const applied = async (from: Date, to: Date) => {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from sport_feed_messages where received_at >= $1 and received_at < $2',
      [from, to],
    );
    return Number(rows[0]!.n);
  };
  try {
    // Players of its own per load, made before the first window (the feed's start-up burst is
    // over by then): at ~800 tickets/s a window uses most of 150 players' minute
    // (`sportTicketByUser`, 120 each), and the next load would meet their 429s.
    const players = new Map<number, string[]>();
    for (const connections of FEED_LOADS.filter(Boolean)) {
      players.set(
        connections,
        await fundedPlayers(base, {
          count: PLAYERS,
          prefix: `bench-sports-feed-${connections}`,
          operatorToken: OPERATOR_TOKEN,
          amount: 1_000_000,
        }),
      );
    }
    const results: { connections: number; messages: number; tickets: number; refused: number }[] =
      [];
    for (const connections of FEED_LOADS) {
      console.log(`\n4. the API's own feed, ${connections} connections placing tickets`);
      const tokens = players.get(connections) ?? [];
      const from = new Date();
      const placed = connections
        ? await placeTickets(base, tokens, { connections, durationS: FEED_WINDOW_S })
        : await new Promise((resolve) => setTimeout(resolve, FEED_WINDOW_S * 1000)).then(
            () => null,
          );
      const to = new Date();
      results.push({
        connections,
        messages: await applied(from, to),
        // Placed tickets only: a player past `sportTicketByUser` (120 a minute) is answered 429.
        tickets: placed ? placed['2xx'] / FEED_WINDOW_S : 0,
        refused: placed ? placed.non2xx : 0,
      });
    }
    return results;
  } finally {
    await admin.end();
    stop();
  }
}

async function main() {
  const databaseUrl = await freshDatabase(ADMIN_URL, 'bench_sports');
  const ctx = await openContext(databaseUrl);
  for (let i = 0; i < MATCHES; i += 1) {
    await applyFeedMessage(ctx, fixture(i));
    await applyFeedMessage(ctx, oddsChange(i));
  }
  console.log(`line: ${MATCHES} matches, ${MATCHES * 10} markets, ${MATCHES * 21} outcomes`);
  const rows: Row[] = [];

  console.log(`\n1. feed alone: ${CONNECTIONS} concurrent appliers for ${DURATION_S} s`);
  let deadline = performance.now() + DURATION_S * 1000;
  const alone = await runFeed(ctx, () => performance.now() > deadline);
  rows.push({
    name: 'feed: odds_change of 10 markets',
    perSecond: alone.messages / alone.seconds,
    p50: '—',
    p99: '—',
    errors: alone.errors,
  });

  console.log('\n1b. the same, one applier in the process, then through RabbitMQ (UOF XML)');
  deadline = performance.now() + DURATION_S * 1000;
  const single = await runFeed(ctx, () => performance.now() > deadline, 1);
  rows.push({
    name: 'feed: one applier, in the process',
    perSecond: single.messages / single.seconds,
    p50: '—',
    p99: '—',
    errors: single.errors,
  });
  const brokered = await runFeedThroughBroker(ctx);
  if (brokered) {
    rows.push({
      name: 'feed: through RabbitMQ, UOF adapter',
      perSecond: brokered.messages / brokered.seconds,
      p50: '—',
      p99: '—',
      errors: brokered.errors,
    });
  } else {
    console.log(`no broker at ${BROKER_URL.replace(/:[^:@/]*@/, ':***@')}: skipped`);
  }

  const { base, stop } = await startApi({
    DATABASE_URL: databaseUrl,
    OPERATOR_TOKEN,
    // Players are funded with more than four eyes lets one member of staff move.
    FOUR_EYES_THRESHOLD: '1000000000',
    DATABASE_POOL_SIZE: String(CONNECTIONS),
    SPORTS_FEED: 'off',
    // A line per request would cost the instance what the bench measures.
    LOG_LEVEL: 'warn',
  });
  try {
    const tokens = await fundedPlayers(base, {
      count: PLAYERS,
      prefix: 'bench-sports',
      operatorToken: OPERATOR_TOKEN,
      amount: 1_000_000,
    });
    for (const token of tokens.slice(0, 5)) {
      const warm = await fetch(`${base}/sports/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(ticketBody()),
      });
      if (warm.status !== 201) throw new Error(`ticket: ${warm.status} ${await warm.text()}`);
    }
    console.log(`\n2. tickets alone: POST /sports/tickets, ${CONNECTIONS} connections`);
    const tickets = await placeTickets(base, tokens);
    rows.push({
      name: 'HTTP: POST /sports/tickets',
      perSecond: tickets.requests.average,
      p50: String(tickets.latency.p50),
      p99: String(tickets.latency.p99),
      errors: tickets.non2xx + tickets.errors,
    });

    console.log('\n3. tickets while the feed changes the same 1,000 markets');
    let placing = true;
    const feed = runFeed(ctx, () => !placing);
    const both = await placeTickets(base, tokens);
    placing = false;
    const during = await feed;
    rows.push({
      name: 'HTTP: tickets, feed running',
      perSecond: both.requests.average,
      p50: String(both.latency.p50),
      p99: String(both.latency.p99),
      errors: both.non2xx + both.errors,
    });
    rows.push({
      name: 'feed: same, tickets placing',
      perSecond: during.messages / during.seconds,
      p50: '—',
      p99: '—',
      errors: during.errors,
    });
    deadline = 0;
  } finally {
    stop();
  }

  const ownFeed = FEED_LOADS.length ? await ownFeedUnderLoad(databaseUrl) : [];

  const pgbench = await runPgbench({
    adminUrl: ADMIN_URL,
    name: 'bench_pgbench_sports',
    clients: CONNECTIONS,
    durationS: DURATION_S,
  });
  console.log(`\n${CONNECTIONS} concurrent clients, ${DURATION_S} s per phase, PostgreSQL`);
  console.log('path                                   per s   p50 ms   p99 ms  errors  × pgbench');
  for (const row of rows) {
    const ratio = pgbench ? (row.perSecond / pgbench.tps).toFixed(3) : '—';
    console.log(
      `${row.name.padEnd(36)} ${row.perSecond.toFixed(0).padStart(7)} ${row.p50.padStart(8)} ${row.p99.padStart(8)} ${String(row.errors).padStart(7)} ${ratio.padStart(10)}`,
    );
  }
  if (pgbench) console.log(`pgbench simple-update: ${pgbench.tps.toFixed(0)} tps`);
  console.log(
    `market updates per second (feed alone): ${((alone.messages / alone.seconds) * 10).toFixed(0)}`,
  );
  for (const row of ownFeed) {
    console.log(
      `the API's own feed, ${row.connections} connections placing: ${row.messages} messages applied in ${FEED_WINDOW_S} s (${(row.messages / FEED_WINDOW_S).toFixed(1)}/s), ${row.tickets.toFixed(0)} tickets placed/s, ${row.refused} answers not 2xx`,
    );
  }
  if (brokered) {
    const through = brokered.messages / brokered.seconds;
    console.log(
      `through RabbitMQ: ${through.toFixed(0)} messages/s, ${(through * 10).toFixed(0)} market updates/s, ${(through / (single.messages / single.seconds)).toFixed(2)} × one applier in the process`,
    );
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:office`: the back office's lists and reports against a million rows of each of
 * their tables on PostgreSQL (issue 36: every list answers in under 300 ms there). It creates
 * (and drops first) the database BENCH_DATABASE (default bench_office) through BENCH_ADMIN_URL,
 * fills it with `generate_series` (BENCH_ROWS rows, default 1,000,000, of players, ledger
 * transfers over 30 days, payouts, audit rows, risk flags, deposits and their opening events,
 * single-use promo codes; triggers off while it fills), analyzes it, starts the API on it and asks each operation
 * BENCH_REPEAT times (default 20) one after another, printing the median, the 95th percentile
 * and the worst against the 300 ms target.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Currency } from '@/lib/constants/currencies';
import { openDatabase } from '@/server/db/client';
import { systemClock } from '@/server/lib/clock';
import { depositMethodHashes } from '@/server/services/payments/methods';
import { closeLedgerDays } from '@/server/services/reports/close-days';
import { freshDatabase } from './lib/pgbench';
import { startApi } from './lib/start-api';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT || 20);
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE || 'bench_office';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_DATABASE: ${DATABASE}`);
const TARGET_MS = 300;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');

/** A row in the middle of each table (player 424242 of a million), to read one by its key. */
const SAMPLE = Math.min(424_242, Math.max(1, Math.floor(ROWS / 2)));

/** The invoice of deposit number `n` (1…BENCH_ROWS): its id is the md5 of the number. */
const invoiceId = (n: number) =>
  createHash('md5')
    .update(String(n))
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * Deposits by method as a casino of these markets might see them, each in one currency: card
 * (RUB) 70 %, SBP 15 %, Kaspi (KZT) 8 %, USDT (USD) 5 %, Bitcoin (EUR) 2 % (`g % 100`).
 */
const DEPOSIT_MIX: { below: number; code: string; type: string; currency: Currency }[] = [
  { below: 70, code: 'card', type: 'card', currency: 'RUB' },
  { below: 85, code: 'sbp', type: 'sbp', currency: 'RUB' },
  { below: 93, code: 'kaspi', type: 'wallet', currency: 'KZT' },
  { below: 98, code: 'usdt-trc20', type: 'crypto', currency: 'USD' },
  { below: 100, code: 'btc', type: 'crypto', currency: 'EUR' },
];

/** `case g % 100 when … then <the method's value>`, for one column of the deposits. */
function byMethod(value: (method: (typeof DEPOSIT_MIX)[number]) => string) {
  const branches = DEPOSIT_MIX.map(
    (method) => `when g % 100 < ${method.below} then '${value(method)}'`,
  );
  return `case ${branches.join(' ')} end`;
}

/** Each table's rows, written by the database itself (one statement each). */
function seedStatements(rows: number): { name: string; sql: string }[] {
  // A time within the last 30 days, later for a later row: tables grow in time order, as the
  // ledger and the logs do (which the BRIN index of the ledger relies on).
  const within30Days = (n: string) =>
    `now() - interval '30 days' + (${n}::float8 / ${rows}) * interval '30 days'`;
  return [
    {
      name: 'players',
      sql: `insert into users (email, phone, name, currency, register_method, super_bonus, created_at, updated_at)
        select 'player' || g || '@bench.test', '+7' || (9000000000 + g)::text, 'Player ' || g, 'RUB',
               'email', 'bench-' || g, ${within30Days('g')}, now()
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'ledger accounts',
      sql: `insert into ledger_accounts (code, owner, user_id, currency, kind, created_at)
        select 'user:' || id || ':RUB:real', 'user', id, 'RUB', 'real', now() from users;
        insert into ledger_accounts (code, owner, currency, kind, allow_negative, created_at)
        select 'house:RUB#' || s, 'house', 'RUB', 'real', true, now() from generate_series(0, 7) s
        union all
        select 'psp:sandbox:RUB#' || s, 'psp', 'RUB', 'real', true, now() from generate_series(0, 7) s`,
    },
    {
      name: 'ledger transfers',
      // Stakes, paybacks and deposits over 30 days between players and the house or provider.
      sql: `with players as (select min(id) as first, count(*) as n from ledger_accounts where owner = 'user'),
             house as (select min(id) as first from ledger_accounts where code like 'house:%'),
             psp as (select min(id) as first from ledger_accounts where code like 'psp:%')
        insert into ledger_transfers (idempotency_key, fingerprint, kind, status, debit_account_id, credit_account_id, amount, currency, created_at)
        select case g % 3 when 0 then 'bet:' || g || ':stake' when 1 then 'bet:' || g || ':payout' else 'deposit:' || g end,
               'bench',
               case g % 3 when 0 then 'bet_stake' when 1 then 'bet_payout' else 'deposit' end,
               'posted',
               case g % 3 when 0 then players.first + g % players.n when 1 then house.first + g % 8 else psp.first + g % 8 end,
               case g % 3 when 0 then house.first + g % 8 else players.first + g % players.n end,
               100 + g % 10000, 'RUB', ${within30Days('g')}
        from generate_series(1, ${rows}) g, players, house, psp`,
    },
    {
      name: 'payouts',
      sql: `insert into payouts (id, user_id, provider, method_hash, type, currency, amount, details, status, created_at)
        select gen_random_uuid(), (select min(id) from users) + g % ${rows}, 'sandbox', 'card', 'card', 'RUB',
               1000 + g % 100000, '{}'::jsonb,
               case when g % 50 = 0 then 'pending' when g % 7 = 0 then 'rejected' else 'approved' end,
               ${within30Days('g')}
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'audit rows',
      sql: `insert into audit_log (at, actor_type, actor_label, action, target_type, target_id)
        select ${within30Days('g')}, 'service', 'service', 'POST /operator/payouts/:id/approve',
               'payouts', g::text
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'deposits',
      // Mostly paid, some expired, failed or still waiting; a fee on SBP and Kaspi.
      sql: `insert into payment_invoices (id, user_id, provider, method_hash, type, currency, amount, commission, paid_amount, status, provider_reference, expires_at, created_at, settled_at)
        select md5(g::text)::uuid, (select min(id) from users) + g % ${rows}, 'sandbox',
               ${byMethod((method) => depositMethodHashes(method.code, method.currency)[0]!)},
               ${byMethod((method) => method.type)}, ${byMethod((method) => method.currency)},
               100000 + g % 500000, case when g % 100 between 70 and 92 then (100000 + g % 500000) / 100 else 0 end,
               case when g % 20 < 16 then 100000 + g % 500000 end,
               case when g % 20 < 16 then 'paid' when g % 20 = 16 then 'failed' when g % 20 < 19 then 'expired' else 'pending' end,
               'sbx_' || substr(md5('ref' || g), 1, 16),
               ${within30Days('g')} + interval '20 minutes', ${within30Days('g')},
               case when g % 20 < 17 then ${within30Days('g')} + interval '1 minute' end
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'deposit events',
      sql: `insert into payment_provider_events (invoice_id, kind, status, changed, payload, created_at)
        select id, 'opened', 'pending', true, jsonb_build_object('reference', provider_reference), created_at
        from payment_invoices order by created_at`,
    },
    {
      name: 'promo codes',
      // Single-use campaign codes, BENCH0000001 on: what a mailing of a million makes.
      sql: `insert into promo_codes (code, type, value, name, max_uses, active)
        select 'BENCH' || lpad(g::text, 7, '0'), 'fixed', 'bench', 'Campaign ' || (g / 10000), 1, true
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'casino studios and games',
      // 400 studios (one in 50 switched off) and a catalogue of `rows` games across them.
      sql: `insert into casino_providers (slug, name, enabled, created_at)
        select 'bench-studio-' || s, 'Bench Studio ' || s, s % 50 <> 0, now() from generate_series(1, 400) s;
        insert into casino_games (slug, provider_id, aggregator, external_code, kind, name, enabled, available, created_at, synced_at)
        select 'bench-game-' || g, (select min(id) from casino_providers) + g % 400,
               case g % 2 when 0 then 'hub88' else 'slotegrator' end, 'ext-' || g,
               case g % 10 when 0 then 'live' when 1 then 'table' else 'slot' end,
               jsonb_build_object('ru', 'Игра ' || g, 'en', 'Bench Game ' || g, 'kz', 'Ойын ' || g),
               g % 100 <> 0, g % 97 <> 0, now(), now()
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'sports events',
      // `rows` matches a minute apart around now: the past ones ended, the last hour's live,
      // the rest to come.
      sql: `insert into sports (id, slug, name) values ('sr:sport:9001', 'bench', '{"ru":"Бенч","en":"Bench","kz":"Бенч"}');
        insert into sport_categories (id, sport_id, name) values ('sr:category:9001', 'sr:sport:9001', '{"ru":"Бенч","en":"Bench","kz":"Бенч"}');
        insert into sport_tournaments (id, sport_id, category_id, name) values ('sr:tournament:9001', 'sr:sport:9001', 'sr:category:9001', '{"ru":"Лига","en":"Bench League","kz":"Лига"}');
        insert into sport_events (id, sport_id, tournament_id, home, away, scheduled_at, status, created_at, updated_at)
        select 'bench:match:' || g, 'sr:sport:9001', 'sr:tournament:9001',
               jsonb_build_object('ru', 'Хозяева ' || g, 'en', 'Home ' || g, 'kz', 'Үй ' || g),
               jsonb_build_object('ru', 'Гости ' || g, 'en', 'Away ' || g, 'kz', 'Қонақ ' || g),
               now() + (g - ${rows} / 2) * interval '1 minute',
               case when g < ${rows} / 2 - 60 then 'ended' when g < ${rows} / 2 then 'live' else 'not_started' end,
               now(), now()
        from generate_series(1, ${rows}) g`,
    },
    {
      name: 'risk flags',
      sql: `insert into risk_flags (user_id, kind, dedup_key, evidence, status, created_at)
        select (select min(id) from users) + g % ${rows}, 'large_payout', 'bench:' || g, '{}'::jsonb,
               case when g % 20 = 0 then 'open' else 'cleared' end, ${within30Days('g')}
        from generate_series(1, ${rows}) g`,
    },
  ];
}

/** The operations staff open most, each as its page asks it. */
const OPERATIONS: { name: string; path: string }[] = [
  { name: 'players, newest', path: '/operator/players' },
  { name: 'players by e-mail', path: '/operator/players?q=player424242%40bench.test' },
  { name: 'players by phone', path: '/operator/players?q=%2B79000424242' },
  { name: 'players by name', path: '/operator/players?q=Player%2042424' },
  { name: 'payouts waiting', path: '/operator/payouts?status=pending' },
  { name: 'payouts, all', path: '/operator/payouts' },
  { name: 'payouts waiting, cursor', path: '/operator/payouts?status=pending&limit=50' },
  { name: 'payouts, all, cursor', path: '/operator/payouts?limit=50' },
  { name: 'payouts, cursor page 2', path: '/operator/payouts?limit=50&before=NEXT' },
  { name: 'deposits, newest', path: '/operator/deposits' },
  { name: 'deposits, cursor page 2', path: '/operator/deposits?before=NEXT' },
  { name: 'deposits of one player', path: '/operator/deposits?user_id=PLAYER' },
  { name: 'deposits failed', path: '/operator/deposits?status=failed' },
  { name: 'deposits by Bitcoin', path: '/operator/deposits?method=btc' },
  {
    name: 'deposits paid, SBP, RUB',
    path: '/operator/deposits?status=paid&method=sbp&currency=RUB',
  },
  { name: 'deposits in KZT, a week', path: '/operator/deposits?currency=KZT&from=WEEK_AGO' },
  {
    name: 'deposits pending, a day',
    path: '/operator/deposits?status=pending&from=DAY_AGO&to=NOW',
  },
  { name: 'a deposit', path: `/operator/deposits/${invoiceId(SAMPLE)}` },
  { name: 'audit, newest', path: '/operator/audit' },
  { name: 'audit of one payout', path: '/operator/audit?target_type=payouts&target_id=4242' },
  { name: 'risk queue, open', path: '/operator/risk/flags' },
  {
    name: 'promo codes, page 2 by cursor',
    path: '/operator/bonuses/promo-codes?limit=50&after=NEXT',
  },
  // A hundred codes of the million start with it (BENCH0424200…BENCH0424299).
  { name: 'promo codes by prefix', path: '/operator/bonuses/promo-codes?q=bench04242' },
  { name: 'casino games, newest', path: '/operator/casino/games' },
  { name: 'casino games by name', path: '/operator/casino/games?q=Game%20424242' },
  { name: 'casino games, hidden', path: '/operator/casino/games?visible=game_off' },
  { name: 'casino games, page 2', path: '/operator/casino/games?before=NEXT' },
  { name: 'casino studios', path: '/operator/casino/providers' },
  { name: 'sports events, live', path: '/operator/sports/events?status=live' },
  { name: 'sports events, upcoming', path: '/operator/sports/events?status=upcoming' },
  { name: 'sports events, page 2', path: '/operator/sports/events?status=upcoming&before=NEXT' },
  { name: 'sports events by team', path: '/operator/sports/events?status=upcoming&q=Home%20742424' },
  { name: 'GGR report, today', path: '/operator/reports/ggr?from=TODAY&to=TODAY' },
  { name: 'GGR report, 30 days', path: '/operator/reports/ggr' },
  { name: 'dashboard', path: '/operator/reports/dashboard' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const url = await freshDatabase(ADMIN_URL, DATABASE);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
  await database.close();
  // One connection: the triggers stay off for this session only, while it fills the tables.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set session_replication_role = replica');
  for (const statement of seedStatements(ROWS)) {
    const started = performance.now();
    await client.query(statement.sql);
    console.log(
      `seeded ${statement.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await client.query('set session_replication_role = origin');
  // The studios' counts, which the catalogue's triggers keep, were off with them during the load.
  await client.query('select casino_studio_counts_recount()');
  const { rows: firstPlayer } = await client.query<{ id: number }>(
    'select min(id) as id from users',
  );
  const player = Number(firstPlayer[0]!.id) + SAMPLE;
  // What autovacuum does in a running database: statistics, and the BRIN ranges summarized.
  await client.query('vacuum analyze');
  await client.end();

  // The days that are over, summed as the API's job sums them (the reports read those sums).
  const closing = await openDatabase({ databaseUrl: url, dataDir: null });
  const started = performance.now();
  const closed = await closeLedgerDays({ db: closing.db, clock: systemClock });
  console.log(
    `closed ${closed.length} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await closing.close();

  const api = await startApi({ DATABASE_URL: url, OPERATOR_TOKEN });
  const today = new Date().toISOString().slice(0, 10);
  const ago = (days: number) =>
    encodeURIComponent(new Date(Date.now() - days * 86_400_000).toISOString());
  const ask = (path: string) =>
    fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  const rows: string[] = [];
  try {
    // A list's second page starts at its first page's `next`.
    const nextOf = async (path: string) =>
      encodeURIComponent(((await (await ask(path)).json()) as { next: string }).next);
    const next: Record<string, string> = {
      '/operator/payouts': await nextOf('/operator/payouts?limit=50'),
      '/operator/deposits': await nextOf('/operator/deposits'),
      '/operator/bonuses/promo-codes': await nextOf('/operator/bonuses/promo-codes?limit=50'),
      '/operator/casino/games': await nextOf('/operator/casino/games'),
      '/operator/sports/events': await nextOf('/operator/sports/events?status=upcoming'),
    };
    for (const operation of OPERATIONS) {
      const path = operation.path
        .replaceAll('TODAY', today)
        .replaceAll('PLAYER', String(player))
        .replaceAll('WEEK_AGO', ago(7))
        .replaceAll('DAY_AGO', ago(1))
        .replaceAll('NOW', ago(0))
        .replace('NEXT', () => next[operation.path.split('?')[0]!] ?? '');
      const times: number[] = [];
      for (let i = 0; i < REPEAT + 1; i += 1) {
        const started = performance.now();
        const answer = await ask(path);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        // The first ask warms the process's caches; it is not counted.
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const figure = (ms: number) => ms.toFixed(1).padStart(8);
      const verdict = p95 <= TARGET_MS ? 'ok' : `over ${TARGET_MS} ms`;
      rows.push(
        `${operation.name.padEnd(28)} ${figure(percentile(times, 50))} ${figure(p95)} ${figure(times.at(-1)!)}  ${verdict}`,
      );
    }
  } finally {
    api.stop();
  }
  console.log(
    `\n${ROWS.toLocaleString('en')} rows per table, ${REPEAT} asks each, PostgreSQL at ${new URL(ADMIN_URL).host}`,
  );
  console.log('operation                     p50 ms   p95 ms   max ms');
  for (const row of rows) console.log(row);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

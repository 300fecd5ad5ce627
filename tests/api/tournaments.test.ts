import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { TournamentScoring } from '@/lib/constants/tournaments';
import {
  bonusGrants,
  bonusTemplates,
  casinoGames,
  freeSpinGrants,
  ledgerTransfers,
  tournamentResults,
  tournaments,
  users,
} from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, win } from '@/server/services/casino/wallet';
import { finalizeTournament } from '@/server/services/tournaments/finalize-tournament';
import { runTournaments } from '@/server/services/tournaments/jobs';
import { tickTournaments } from '@/server/services/tournaments/tick-tournaments';
import { tournamentTopicSource } from '@/server/services/tournaments/topic';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { eventReader } from '@/tests/support/event-stream';
import { balanceOf, createTemplate } from '@/tests/support/bonus';
import { ensureCasinoGame } from '@/tests/support/casino';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { captureLogs } from '@/tests/support/logs';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

const ADMIN = '/api/operator/tournaments';

/** Tournaments read every product's settled bets and the exchange rates: a database of its own. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
type Game = { code: string; slug: string };

async function player(currency: Currency, name: string, hidden = false): Promise<Player> {
  const created = await fundedPlayer(api, { currency, amount: 100_000 });
  await api.ctx.db
    .update(users)
    .set({ name, isStatisticsHidden: hidden })
    .where(eq(users.id, created.id));
  return created;
}

/** A fresh casino game of a kind (its product: slots, live_casino, table), for one test. */
async function game(kind: 'slot' | 'live', aggregator: 'hub88' | 'sandbox' = 'hub88') {
  const code = `tour_${kind}_${randomBytes(4).toString('hex')}`;
  const id = await ensureCasinoGame(api.ctx.db, { aggregator, code, now: api.clock.now() });
  const [row] = await api.ctx.db
    .update(casinoGames)
    .set({ kind })
    .where(eq(casinoGames.id, id))
    .returning({ slug: casinoGames.slug });
  return { code, slug: row!.slug };
}

/** A closed casino round now: `stake` staked, `payout` won (minor units); the clock moves 1 s. */
async function round(who: Player, on: Game, stake: number, payout: number) {
  const session = await openCasinoSession(api.ctx, {
    userId: who.id,
    currency: who.currency,
    aggregator: 'hub88',
    gameCode: on.code,
    mode: 'real',
  });
  const base = { aggregator: 'hub88' as const, userId: who.id, currency: who.currency };
  const roundId = `r-${randomBytes(6).toString('hex')}`;
  const txId = `b-${randomBytes(6).toString('hex')}`;
  expect(
    await bet(api.ctx, {
      ...base,
      token: session.token,
      txId,
      roundId,
      gameCode: on.code,
      amount: stake,
    }),
  ).toMatchObject({ code: 'ok' });
  expect(
    await win(api.ctx, {
      ...base,
      txId: `w-${txId}`,
      roundId,
      betTxId: txId,
      gameCode: on.code,
      amount: payout,
      roundClosed: true,
    }),
  ).toMatchObject({ code: 'ok' });
  api.clock.advance(1_000);
}

const text = (en: string) => ({ ru: `${en} (ru)`, en, kz: `${en} (kz)` });

/** A tournament over `games`, starting in a second and lasting ten minutes. */
async function create(games: Game[], fields: Record<string, unknown> = {}) {
  const now = api.clock.now().getTime();
  const response = await api.post(
    ADMIN,
    {
      name: text('Weekend race'),
      rules: text('Play and climb'),
      starts_at: new Date(now + 1_000).toISOString(),
      ends_at: new Date(now + 600_000).toISOString(),
      registration: 'auto',
      games: games.map((g) => g.slug),
      scoring: 'bet_count',
      min_bet: { RUB: 10, USD: 0.5 },
      pool: { mode: 'fixed', amount: 1000 },
      prizes: [{ from: 1, to: 1, share_bp: 10_000, kind: 'real' }],
      ...fields,
    },
    operator,
  );
  expect(response.status).toBe(201);
  return response.json.data.id as number;
}

/** The clock past the start, then a tick: the tournaments that were due are active. */
async function start() {
  api.clock.advance(1_000);
  expect((await tickTournaments(api.ctx)).ran).toBe(true);
}

/** Past the scoring lag, then a tick. */
async function score() {
  api.clock.advance(3_000);
  return tickTournaments(api.ctx);
}

const board = async (id: number, who?: Player) => {
  const response = await api.get(`/api/tournaments/${id}/leaderboard`, who);
  expect(response.status).toBe(200);
  return response.json;
};
const places = (rows: { player: string; score: number }[]) =>
  rows.map((row) => [row.player, row.score]);

/** Past the end and the grace, a tick (finalizing), then finalization. */
async function finish(id: number) {
  const [row] = await api.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  api.clock.set(new Date(row!.endsAt.getTime() + 31_000));
  await tickTournaments(api.ctx);
  return finalizeTournament(api.ctx, id);
}

/** The ledger's transfers of a tournament's prizes (a bonus prize's under `bonus-credit:`). */
const prizeTransfers = async (id: number) =>
  api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `%tournament:${id}:%`))
    .orderBy(ledgerTransfers.idempotencyKey);

describe('scoring', () => {
  it('scores every type over mixed products and currencies, by the minimum bet per currency', async () => {
    const slot = await game('slot');
    const live = await game('live');
    const scorings: [TournamentScoring, Record<string, unknown>][] = [
      ['bet_count', {}],
      ['turnover', {}],
      ['net_win', {}],
      ['max_multiplier', {}],
      ['sum_multipliers', { best_count: 2 }],
    ];
    const ids: Record<string, number> = {};
    for (const [scoring, extra] of scorings) {
      ids[scoring] = await create([slot, live], { scoring, ...extra });
    }
    const anna = await player('RUB', 'Anna');
    const boris = await player('USD', 'Boris');
    const chris = await player('RUB', 'Chris');
    const dana = await player('KZT', 'Dana');
    const hidden = await player('RUB', 'Hidden', true);
    await round(anna, slot, 100_00, 300_00); // ×3, +200 ₽ (before the start: not counted)
    await start();
    await round(anna, slot, 100_00, 300_00); // ×3, +200 ₽
    await round(boris, live, 2_00, 10_00); // ×5, +$8 = 760 ₽, stake 190 ₽
    await round(chris, slot, 5_00, 500_00); // under the 10 ₽ minimum
    await round(anna, live, 50_00, 0); // ×0, −50 ₽
    await round(dana, slot, 1_000_00, 10_000_00); // KZT has no minimum: never counts
    await round(chris, live, 20_00, 100_00); // ×5 after Boris, +80 ₽
    await round(hidden, slot, 30_00, 30_00); // ×1, ±0
    await round(anna, slot, 10_00, 40_00); // ×4, +30 ₽
    const tick = await score();
    expect(tick.changed.sort()).toEqual(Object.values(ids).sort());

    const expected: Record<TournamentScoring, [string, number][]> = {
      bet_count: [
        ['An***', 3],
        ['Bo***', 1],
        ['Ch***', 1],
        ['***', 1],
      ],
      turnover: [
        ['Bo***', 190],
        ['An***', 160],
        ['***', 30],
        ['Ch***', 20],
      ],
      net_win: [
        ['Bo***', 760],
        ['An***', 180],
        ['Ch***', 80],
        ['***', 0],
      ],
      max_multiplier: [
        ['Bo***', 5],
        ['Ch***', 5],
        ['An***', 4],
        ['***', 1],
      ],
      sum_multipliers: [
        ['An***', 7],
        ['Bo***', 5],
        ['Ch***', 5],
        ['***', 1],
      ],
    };
    for (const [scoring, rows] of Object.entries(expected)) {
      const answer = await board(ids[scoring]!);
      expect([scoring, places(answer.rows)]).toEqual([scoring, rows]);
      expect(answer.players).toBe(4);
    }
    // A second tick over the same bets changes nothing (recomputed, not added).
    expect((await score()).changed).toEqual([]);
    expect(places((await board(ids.turnover!)).rows)[0]).toEqual(['Bo***', 190]);

    const mine = await board(ids.max_multiplier!, chris);
    expect(mine.me).toMatchObject({ place: 2, score: 5, bets: 1 });
    expect((await board(ids.max_multiplier!, dana)).me).toBeNull();
    const detail = await api.get(`/api/tournaments/${ids.turnover}`, boris);
    expect(detail.status).toBe(200);
    // 1,000 ₽ at the frozen 95 ₽ per dollar, rounded down.
    expect(detail.json.data).toMatchObject({
      status: 'active',
      currency: 'USD',
      players: 4,
      pool: 1000,
      min_bet: 0.5,
      prizes: [{ from: 1, to: 1, kind: 'real', amount: 10.52 }],
      me: { joined: true, place: 1, score: 190, bets: 1 },
    });
    const snapshot = await tournamentTopicSource.snapshot(api.ctx, `tournament:${ids.bet_count}`);
    expect(places((snapshot as { rows: [] }).rows)).toEqual(expected.bet_count);
    const listed = await api.get('/api/tournaments?status=active');
    expect(listed.json.data.map((t: { id: number }) => t.id)).toEqual(
      expect.arrayContaining(Object.values(ids)),
    );
    expect((await api.get('/api/tournaments?status=finished')).json.data).toEqual([]);
    expect((await api.get('/api/tournaments?status=over')).status).toBe(422);
    for (const id of Object.values(ids)) {
      expect((await api.post(`${ADMIN}/${id}/cancel`, undefined, operator)).status).toBe(200);
    }
  });

  it('counts an opt-in player\u2019s bets from the opt-in on, up to max_players', async () => {
    const slot = await game('slot');
    const id = await create([slot], {
      registration: 'opt_in',
      max_players: 2,
      scoring: 'turnover',
    });
    const anna = await player('RUB', 'Anna');
    const boris = await player('RUB', 'Boris');
    const chris = await player('RUB', 'Chris');
    expect((await api.post(`/api/tournaments/${id}/join`)).status).toBe(401);
    expect((await api.post('/api/tournaments/999999/join', undefined, anna)).status).toBe(404);
    expect((await api.post('/api/tournaments/abc/join', undefined, anna)).status).toBe(404);
    await start();
    await round(anna, slot, 100_00, 0); // before joining
    const joined = await api.post(`/api/tournaments/${id}/join`, undefined, anna);
    expect(joined.status).toBe(201);
    expect((await board(id, anna)).me).toMatchObject({ place: null, score: 0, bets: 0 });
    const again = await api.post(`/api/tournaments/${id}/join`, undefined, anna);
    expect([again.status, again.json.error]).toEqual([409, 'tournament_joined']);
    expect((await api.post(`/api/tournaments/${id}/join`, undefined, boris)).status).toBe(201);
    const full = await api.post(`/api/tournaments/${id}/join`, undefined, chris);
    expect([full.status, full.json.error]).toEqual([409, 'tournament_full']);
    api.clock.advance(1_000);
    await round(anna, slot, 40_00, 0);
    await round(boris, slot, 30_00, 60_00);
    await round(chris, slot, 500_00, 0); // not in it
    await score();
    expect(places((await board(id)).rows)).toEqual([
      ['An***', 40],
      ['Bo***', 30],
    ]);
    const auto = await create([slot]);
    const closed = await api.post(`/api/tournaments/${auto}/join`, undefined, chris);
    expect([closed.status, closed.json.error]).toEqual([409, 'tournament_not_open']);
    await api.post(`${ADMIN}/${id}/cancel`, undefined, operator);
    await api.post(`${ADMIN}/${auto}/cancel`, undefined, operator);
  });

  it('breaks ties by who reached the score first, then by user id', async () => {
    const slot = await game('slot');
    const id = await create([slot], { scoring: 'max_multiplier' });
    const [first, second, third] = [
      await player('RUB', 'Xenia'),
      await player('RUB', 'Yuri'),
      await player('RUB', 'Zoe'),
    ];
    await start();
    await round(second, slot, 10_00, 20_00); // ×2 first
    await round(first, slot, 10_00, 20_00); // ×2 later
    await round(third, slot, 10_00, 10_00); // ×1
    await round(second, slot, 10_00, 20_00); // ×2 again: still reached at the first
    await score();
    expect(places((await board(id)).rows)).toEqual([
      ['Yu***', 2],
      ['Xe***', 2],
      ['Zo***', 1],
    ]);
    await api.post(`${ADMIN}/${id}/cancel`, undefined, operator);
  });
});

describe('finalization', () => {
  it('pays each place once, run twice at once and again after a crash', async () => {
    const slot = await game('slot');
    const id = await create([slot], {
      scoring: 'turnover',
      min_score: 20,
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' },
        { from: 2, to: 3, share_bp: 2000, kind: 'real' },
      ],
    });
    const anna = await player('RUB', 'Anna');
    const boris = await player('USD', 'Boris');
    const chris = await player('RUB', 'Chris');
    const small = await player('RUB', 'Small');
    await start();
    await round(anna, slot, 300_00, 0);
    await round(boris, slot, 2_00, 0); // 190 ₽
    await round(chris, slot, 100_00, 0);
    await round(small, slot, 10_00, 0); // under min_score 20
    const before = {
      anna: await balanceOf(api, anna.id, 'real'),
      boris: await balanceOf(api, boris.id, 'real', 'USD'),
    };
    const outcomes = await Promise.all([finish(id), finalizeTournament(api.ctx, id)]);
    expect(outcomes).toContain('finished');
    const paid = await prizeTransfers(id);
    // 500 ₽; 200 ₽ = $2.10 at 95 ₽; 200 ₽; the fourth does not qualify and no prize covers it.
    expect(paid).toEqual([
      { key: `tournament:${id}:place:1`, amount: 500_00 },
      { key: `tournament:${id}:place:2`, amount: 2_10 },
      { key: `tournament:${id}:place:3`, amount: 200_00 },
    ]);
    expect(await balanceOf(api, anna.id, 'real')).toBe(before.anna + 500_00);
    expect(await balanceOf(api, boris.id, 'real', 'USD')).toBe(before.boris + 2_10);

    // A crash between the payments and their marks: every place unpaid again, finalizing.
    await api.ctx.db
      .update(tournamentResults)
      .set({ paidAt: null })
      .where(eq(tournamentResults.tournamentId, id));
    await api.ctx.db
      .update(tournaments)
      .set({ status: 'finalizing' })
      .where(eq(tournaments.id, id));
    expect(await finalizeTournament(api.ctx, id)).toBe('finished');
    expect(await finalizeTournament(api.ctx, id)).toBe('not_finalizing');
    expect(await prizeTransfers(id)).toHaveLength(3);
    expect(await balanceOf(api, anna.id, 'real')).toBe(before.anna + 500_00);
    await expectLedgerBalanced(api);

    const finished = await board(id, small);
    expect(finished.status).toBe('finished');
    expect(finished.rows[0]).toMatchObject({
      place: 1,
      player: 'An***',
      prize: { kind: 'real', amount: 500, currency: 'RUB' },
      best_bet_ref: null,
    });
    expect(finished.rows[1].prize).toEqual({ kind: 'real', amount: 2.1, currency: 'USD' });
    expect(finished.me).toMatchObject({ place: 4, prize: null });
    const listed = await api.get('/api/tournaments?status=finished');
    expect(listed.json.data.map((t: { id: number }) => t.id)).toContain(id);
    const admin = await api.get(ADMIN, operator);
    const mine = admin.json.data.find((t: { id: number }) => t.id === id);
    expect(mine.results).toHaveLength(3);
    expect(mine.results.every((r: { paid_at: string | null }) => r.paid_at !== null)).toBe(true);
  });

  it('cancels a tournament with too few qualifying players and pays nothing', async () => {
    const slot = await game('slot');
    const id = await create([slot], { min_players: 3 });
    const anna = await player('RUB', 'Anna');
    const boris = await player('RUB', 'Boris');
    await start();
    await round(anna, slot, 100_00, 0);
    await round(boris, slot, 100_00, 0);
    expect(await finish(id)).toBe('cancelled');
    expect(await finalizeTournament(api.ctx, id)).toBe('cancelled');
    expect(await prizeTransfers(id)).toEqual([]);
    const [row] = await api.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.status).toBe('cancelled');
    expect(
      await api.ctx.db
        .select()
        .from(tournamentResults)
        .where(eq(tournamentResults.tournamentId, id)),
    ).toEqual([]);
  });

  it('pays bonus and free-spins prizes through the bonus engine, once', async () => {
    const slot = await game('slot');
    const spinsGame = await game('slot', 'sandbox');
    const bonus = await createTemplate(api, { kind: 'fixed', wageringMultiplier: 10 });
    const spins = await createTemplate(api, {
      kind: 'free_spins',
      wageringMultiplier: 20,
      freeSpins: { game_slug: spinsGame.slug, rounds: 10, bet_value: { RUB: 100 } },
    });
    const id = await create([slot], {
      prizes: [
        { from: 1, to: 1, share_bp: 3000, kind: 'bonus', template: bonus.code },
        { from: 2, to: 2, share_bp: 0, kind: 'free_spins', template: spins.code },
      ],
    });
    const anna = await player('RUB', 'Anna');
    const boris = await player('RUB', 'Boris');
    await start();
    await round(anna, slot, 100_00, 0);
    await round(anna, slot, 100_00, 0);
    await round(boris, slot, 100_00, 0);
    expect(await finish(id)).toBe('finished');
    await api.ctx.db
      .update(tournamentResults)
      .set({ paidAt: null })
      .where(eq(tournamentResults.tournamentId, id));
    await api.ctx.db
      .update(tournaments)
      .set({ status: 'finalizing' })
      .where(eq(tournaments.id, id));
    expect(await finalizeTournament(api.ctx, id)).toBe('finished');

    const grants = await api.ctx.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.userId, anna.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: 300_00, wageringRequired: 3000_00 });
    expect(await balanceOf(api, anna.id, 'bonus')).toBe(300_00);
    const granted = await api.ctx.db
      .select()
      .from(freeSpinGrants)
      .where(and(eq(freeSpinGrants.userId, boris.id), eq(freeSpinGrants.templateId, spins.id)));
    expect(granted).toHaveLength(1);
    expect(granted[0]!.rounds).toBe(10);
    const answer = await board(id);
    expect(answer.rows[1].prize).toEqual({ kind: 'free_spins', amount: 10, currency: 'RUB' });
    await expectLedgerBalanced(api);
  });
});

describe('finalization interrupted halfway', () => {
  it('pays the places it can, stays finalizing, and pays the rest once on the next run', async () => {
    const slot = await game('slot');
    const bonus = await createTemplate(api, { kind: 'fixed', wageringMultiplier: 5 });
    const id = await create([slot], {
      min_bet: { RUB: 10, KZT: 50 },
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' },
        { from: 2, to: 2, share_bp: 2000, kind: 'bonus', template: bonus.code },
        { from: 3, to: 3, share_bp: 1000, kind: 'real' },
      ],
    });
    const anna = await player('RUB', 'Anna');
    const kazakh = await player('KZT', 'Aigerim');
    const chris = await player('RUB', 'Chris');
    await start();
    await round(anna, slot, 100_00, 0);
    await round(anna, slot, 100_00, 0);
    await round(kazakh, slot, 100_00, 0);
    await round(kazakh, slot, 100_00, 0);
    await round(chris, slot, 100_00, 0);
    // Place 2 (KZT) wins a bonus its template does not offer in tenge: that payment fails.
    const logs = captureLogs();
    try {
      expect(await finish(id)).toBe('unpaid');
    } finally {
      logs.stop();
    }
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'tournaments: a prize could not be paid', place: 2 }),
    );
    const [row] = await api.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.status).toBe('finalizing');
    expect((await prizeTransfers(id)).map((t) => t.key)).toEqual([
      `tournament:${id}:place:1`,
      `tournament:${id}:place:3`,
    ]);
    // The operator adds tenge terms; the next run pays place 2 only, and finishes.
    await api.ctx.db
      .update(bonusTemplates)
      .set({
        currencies: {
          ...bonus.currencies,
          KZT: {
            min_deposit: 0,
            max_bonus: 1_000_000_00,
            fixed_amount: 1_000_00,
            max_bet: 1_000_00,
            max_conversion: null,
          },
        },
      })
      .where(eq(bonusTemplates.id, bonus.id));
    expect(await finalizeTournament(api.ctx, id)).toBe('finished');
    // 200 ₽ at the frozen 0.19 ₽ per tenge: 1,052.63 ₸.
    const grants = await api.ctx.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.userId, kazakh.id));
    expect(grants.map((grant) => [grant.currency, grant.amount])).toEqual([['KZT', 1_052_63]]);
    expect((await prizeTransfers(id)).map((t) => [t.key, t.amount])).toEqual([
      [`bonus-credit:tournament:${id}:place:2`, 1_052_63],
      [`tournament:${id}:place:1`, 500_00],
      [`tournament:${id}:place:3`, 100_00],
    ]);
    await expectLedgerBalanced(api);
  });
});

describe('live boards', () => {
  it('publishes a board on tournament:<id> when a tick changed it, and only then', async () => {
    const slot = await game('slot');
    const id = await create([slot], { scoring: 'net_win' });
    const anna = await player('RUB', 'Anna');
    await start();
    await round(anna, slot, 100_00, 250_00);
    api.clock.advance(3_000);
    const published: { topic: string; type: string; data: unknown }[] = [];
    const events = {
      publish: async (message: (typeof published)[number]) => {
        published.push(message);
      },
    };
    await runTournaments({ ...api.ctx, events });
    const mine = published.filter((message) => message.topic === `tournament:${id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'board',
      data: {
        tournament_id: id,
        status: 'active',
        rows: [{ place: 1, player: 'An***', score: 150 }],
      },
    });
    published.length = 0;
    api.clock.advance(3_000);
    await runTournaments({ ...api.ctx, events });
    expect(published.filter((message) => message.topic === `tournament:${id}`)).toEqual([]);
    await api.post(`${ADMIN}/${id}/cancel`, undefined, operator);
  });
});

describe('the tournament:<id> topic', () => {
  it('opens with the public board and then brings each changed board', async () => {
    const slot = await game('slot');
    const id = await create([slot], { scoring: 'bet_count' });
    const anna = await player('RUB', 'Anna');
    await start();
    const response = await api.app.request(`/api/stream?topics=tournament:${id}`, {
      headers: { 'x-forwarded-for': `${uniqueIp()}, 127.0.0.1` },
    });
    expect(response.status).toBe(200);
    const events = eventReader(response.body);
    try {
      expect((await events.next())?.retry).toBeDefined();
      const snapshot = (await events.nextData()).data;
      expect(snapshot).toMatchObject({
        topic: `tournament:${id}`,
        type: 'snapshot',
        data: { tournament_id: id, status: 'active', rows: [] },
      });
      await round(anna, slot, 20_00, 0);
      api.clock.advance(3_000);
      await runTournaments(api.ctx);
      const frame = (await events.nextData()).data;
      expect(frame).toMatchObject({
        topic: `tournament:${id}`,
        type: 'board',
        data: { rows: [{ place: 1, player: 'An***', score: 1, bets: 1 }] },
      });
    } finally {
      await events.cancel();
    }
    await api.post(`${ADMIN}/${id}/cancel`, undefined, operator);
  });
});

describe('the operator\u2019s endpoints', () => {
  it('want the token, check the terms and change a tournament only while upcoming', async () => {
    const slot = await game('slot');
    expect((await api.get(ADMIN)).status).toBe(401);
    const now = api.clock.now().getTime();
    const bad = await api.post(
      ADMIN,
      {
        name: text('Bad'),
        rules: text('Bad'),
        starts_at: new Date(now + 60_000).toISOString(),
        ends_at: new Date(now).toISOString(),
        registration: 'auto',
        scoring: 'sum_multipliers',
        min_bet: {},
        pool: { mode: 'turnover_share', share_bp: 20_000 },
        prizes: [
          { from: 1, to: 2, share_bp: 6000, kind: 'real' },
          { from: 3, to: 3, share_bp: 0, kind: 'bonus' },
        ],
      },
      operator,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(
      expect.arrayContaining(['ends_at', 'pool.share_bp', 'prizes.1.template']),
    );
    const missing = await api.post(
      ADMIN,
      {
        name: text('T'),
        rules: text('T'),
        starts_at: new Date(now + 60_000).toISOString(),
        ends_at: new Date(now + 120_000).toISOString(),
        registration: 'auto',
        scoring: 'bet_count',
        min_bet: { RUB: 1 },
        pool: { mode: 'fixed', amount: 10 },
        prizes: [{ from: 1, to: 1, share_bp: 100, kind: 'bonus', template: 'no-such' }],
      },
      operator,
    );
    expect([missing.status, Object.keys(missing.json.errors)]).toEqual([
      422,
      ['prizes.0.template'],
    ]);

    const id = await create([slot]);
    const body = {
      name: text('Renamed'),
      rules: text('Rules'),
      starts_at: new Date(now + 2_000).toISOString(),
      ends_at: new Date(now + 600_000).toISOString(),
      registration: 'auto',
      scoring: 'net_win',
      min_bet: { RUB: 1 },
      pool: { mode: 'turnover_share', share_bp: 500 },
      prizes: [{ from: 1, to: 3, share_bp: 3000, kind: 'real' }],
    };
    const put = await api.put(`${ADMIN}/${id}`, body, operator);
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ name: { en: 'Renamed' }, scoring: 'net_win' });
    expect((await api.put(`${ADMIN}/424242`, body, operator)).status).toBe(404);
    api.clock.advance(3_000);
    await tickTournaments(api.ctx);
    const late = await api.put(`${ADMIN}/${id}`, body, operator);
    expect([late.status, late.json.error]).toEqual([409, 'tournament_started']);
    const [row] = await api.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.rates).toMatchObject({ RUB: 100_000_000, USD: 9_500_000_000 });
    expect((await api.post(`${ADMIN}/${id}/cancel`, undefined, operator)).status).toBe(200);
    const twice = await api.post(`${ADMIN}/${id}/cancel`, undefined, operator);
    expect([twice.status, twice.json.error]).toEqual([409, 'tournament_over']);
    expect((await api.get(`/api/tournaments/${id}`)).json.data.status).toBe('cancelled');
    expect((await api.get('/api/tournaments/0')).status).toBe(404);
    const [count] = await api.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `tournament:${id}:%`));
    expect(count!.n).toBe(0);
  });

  it('show the terms as they were set: every currency\u2019s minimum bet and each prize\u2019s template', async () => {
    const slot = await game('slot');
    const bonus = await createTemplate(api, { kind: 'fixed' });
    const id = await create([slot], {
      min_bet: { RUB: 10, USD: 0.5, KZT: 45.25 },
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' },
        { from: 2, to: 3, share_bp: 1000, kind: 'bonus', template: bonus.code },
      ],
    });
    const list = await api.get(ADMIN, operator);
    expect(list.status).toBe(200);
    const view = list.json.data.find((t: { id: number }) => t.id === id);
    expect(view.min_bets).toEqual({ RUB: 10, USD: 0.5, KZT: 45.25 });
    expect(view.prizes).toEqual([
      expect.objectContaining({ from: 1, to: 1, share_bp: 5000, kind: 'real', template: null }),
      expect.objectContaining({
        from: 2,
        to: 3,
        share_bp: 1000,
        kind: 'bonus',
        template: bonus.code,
      }),
    ]);
    // Players see neither: their minimum bet is in their currency, the prize's amount only.
    const open = await api.get(`/api/tournaments/${id}`);
    expect(open.json.data).not.toHaveProperty('min_bets');
    expect(open.json.data.prizes[1]).not.toHaveProperty('template');
    expect((await api.post(`${ADMIN}/${id}/cancel`, undefined, operator)).status).toBe(200);
  });
});

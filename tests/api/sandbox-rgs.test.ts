import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { externalPlayerId } from '@/lib/casino/player-id';
import { playRoundFromFair } from '@/lib/casino/sandbox/slot/round';
import { slotConfig } from '@/lib/casino/sandbox/slot/titles';
import { slotPayout } from '@/lib/casino/sandbox/slot/bets';
import type { SandboxRgsFault, SandboxRgsProtocolName } from '@/lib/constants/sandbox-rgs';
import {
  casinoRounds,
  ledgerTransfers,
  sandboxRgsCalls,
  sandboxRgsLaunches,
} from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { createSandboxLaunch } from '@/server/services/casino/sandbox-rgs/launch';
import { userBalances } from '@/server/services/ledger/accounts';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

const GAME = 'sandbox-fruits';
const config = slotConfig(GAME)!;

let api: TestApi;
beforeAll(async () => {
  // The provider's wallet calls go over "HTTP" to this very API (its URL is the site's `/api`).
  // A database of its own on PostgreSQL: the catalogue's games and the table's rounds are shared.
  api = await createTestApi({
    ownDatabase: true,
    env: { OPERATOR_TOKEN },
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      api.app.request(String(input), init)) as typeof fetch,
  });
  await ensureCasinoGame(api.ctx.db, { aggregator: 'sandbox', code: GAME, now: api.clock.now() });
});
afterAll(() => api.close());

const launchRequest = (userId: number, token: string) => ({
  mode: 'real' as const,
  gameCode: GAME,
  currency: 'RUB' as const,
  player: { ref: externalPlayerId(userId, 'RUB'), token, name: null },
  language: 'en' as const,
  country: null,
  ip: '10.0.0.1',
  platform: 'desktop' as const,
  lobbyUrl: 'http://localhost:3000/games/slots',
  depositUrl: 'http://localhost:3000/games/slots/sandbox-fruits/play?deposit=1',
});

/** A funded player with a real launch of the sandbox slot in `protocol`. */
async function launched(
  options: { funds?: number; protocol?: SandboxRgsProtocolName; fault?: SandboxRgsFault } = {},
) {
  const player = await fundedPlayer(api, { amount: options.funds ?? 100 });
  const session = await openCasinoSession(api.ctx, {
    userId: player.id,
    currency: 'RUB',
    aggregator: 'sandbox',
    gameCode: GAME,
    mode: 'real',
  });
  const { launch } = await createSandboxLaunch(api.ctx, launchRequest(player.id, session.token), {
    protocol: options.protocol,
    fault: options.fault,
  });
  const spin = async (bet = 10) =>
    (await api.post(`/api/sandbox-rgs/launches/${launch.id}/spin`, { bet })).json;
  const real = async () => (await userBalances(api.ctx.db, player.id, 'RUB')).real;
  return { player, launch, spin, real };
}

const transfersOf = async (launchId: string) =>
  api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `casino-%:sandbox:${launchId}:%`));

describe.each(['hub88', 'gis'] as const)('the sandbox slot over %s', (protocol) => {
  it('plays rounds the seeds decide and settles each with the wallet, to the kopek', async () => {
    const { launch, spin, real } = await launched({ protocol });
    const state = await api.get(`/api/sandbox-rgs/launches/${launch.id}`);
    expect(state.json).toMatchObject({
      game: { code: GAME, kind: 'slot' },
      mode: 'real',
      protocol,
      balance: 10_000,
      free_rounds: null,
      fairness: { nonce: 0 },
    });
    let expected = 10_000;
    for (let nonce = 1; nonce <= 12; nonce++) {
      const answer = await spin(20);
      const round = playRoundFromFair(
        { serverSeed: launch.serverSeed, clientSeed: launch.clientSeed, nonce },
        config,
      );
      expect(answer.status).toBe('settled');
      expect(answer.round).toEqual(JSON.parse(JSON.stringify(round)));
      expected += slotPayout(config, 20, round.credits) - 20;
      expect(answer).toMatchObject({ stake: 20, payout: slotPayout(config, 20, round.credits) });
      expect(answer.balance).toBe(expected);
    }
    expect(await real()).toBe(expected);
    const rounds = await api.ctx.db
      .select()
      .from(casinoRounds)
      .where(like(casinoRounds.externalRoundId, `${launch.id}:%`));
    expect(rounds).toHaveLength(12);
    expect(rounds.every((round) => round.status === 'closed')).toBe(true);
    const calls = await api.ctx.db
      .select()
      .from(sandboxRgsCalls)
      .where(eq(sandboxRgsCalls.launchId, launch.id));
    expect(calls).toHaveLength(24);
    expect(calls.every((call) => call.status === 'ok')).toBe(true);
  });

  it('refuses a bet over the balance with the balance, and a bet the slot does not offer', async () => {
    const { spin } = await launched({ protocol, funds: 0.15 });
    // GIS's INSUFFICIENT_FUNDS carries no balance; Hub88's NOT_ENOUGH_MONEY must.
    expect(await spin(20)).toEqual({
      status: 'refused',
      error: 'insufficient_funds',
      balance: protocol === 'hub88' ? 15 : null,
    });
    expect(await spin(15)).toEqual({ status: 'refused', error: 'invalid_bet', balance: null });
  });
});

describe('fairness across launches', () => {
  it('a new launch ends the last one and reveals its seed; the old launch\u2019s rounds are refused', async () => {
    const first = await launched();
    expect((await first.spin()).status).toBe('settled');
    const state = async (id: string) => (await api.get(`/api/sandbox-rgs/launches/${id}`)).json;
    expect((await state(first.launch.id)).previous_fairness).toBeNull();
    api.clock.advance(1_000);
    const session = await openCasinoSession(api.ctx, {
      userId: first.player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'real',
    });
    const { launch: second } = await createSandboxLaunch(api.ctx, {
      ...launchRequest(first.player.id, session.token),
    });
    expect((await state(second.id)).previous_fairness).toEqual({
      server_seed: first.launch.serverSeed,
      server_seed_hash: (await state(first.launch.id)).fairness.server_seed_hash,
      client_seed: first.launch.clientSeed,
      nonce: 1,
    });
    expect(await first.spin()).toMatchObject({ status: 'refused', error: 'session' });
  });
});

describe('faults the provider injects', () => {
  it('duplicate deliveries move money once', async () => {
    const { launch, spin, real } = await launched({ fault: 'duplicate' });
    const answer = await spin(10);
    expect(answer.status).toBe('settled');
    expect(await real()).toBe(10_000 - 10 + answer.payout);
    const moved = await transfersOf(launch.id);
    expect(moved.filter((transfer) => transfer.key.startsWith('casino-bet'))).toHaveLength(1);
  });

  it.each(['rollback-before-bet', 'rollback-after-timeout', 'win-after-rollback'] as const)(
    '%s voids the round and charges nothing',
    async (fault) => {
      const { spin, real } = await launched({ fault });
      expect(await spin(10)).toMatchObject({ status: 'refused', error: 'voided' });
      expect(await real()).toBe(10_000);
    },
  );

  it('a superseded token is refused; a corrupted signature changes nothing', async () => {
    const first = await launched();
    await openCasinoSession(api.ctx, {
      userId: first.player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'real',
    });
    expect(await first.spin()).toMatchObject({ status: 'refused', error: 'session' });
    const corrupted = await launched({ fault: 'corrupted-signature' });
    expect(await corrupted.spin()).toMatchObject({ status: 'refused', error: 'unavailable' });
    expect(await corrupted.real()).toBe(10_000);
  });

  it('a provider that stops leaves the bet taken and the round open for the sweep', async () => {
    const { launch, spin, real } = await launched({ fault: 'provider-stops' });
    expect(await spin(10)).toEqual({ status: 'refused', error: 'unavailable', balance: 9_990 });
    expect(await real()).toBe(9_990);
    const [round] = await api.ctx.db
      .select()
      .from(casinoRounds)
      .where(eq(casinoRounds.externalRoundId, `${launch.id}:1`));
    expect(round!.status).toBe('open');
  });
});

describe('free rounds and demo play', () => {
  it('plays a grant\u2019s free rounds at no cost; their wins go to the bonus balance', async () => {
    const { player, launch, spin, real } = await launched({ funds: 1 });
    const granted = await api.post(
      '/api/operator/casino/free-spins',
      {
        key: `rgs-${randomBytes(6).toString('hex')}`,
        user_id: player.id,
        game: `sandbox-${GAME}`,
        rounds: 3,
        bet_value: 1,
        currency: 'RUB',
        expiration_at: new Date(api.clock.now().getTime() + 86_400_000).toISOString(),
      },
      operator,
    );
    expect(granted.status).toBe(201);
    const state = await api.get(`/api/sandbox-rgs/launches/${launch.id}`);
    expect(state.json.free_rounds).toEqual({ left: 3, bet: 100 });
    let won = 0;
    for (let left = 2; left >= 0; left--) {
      const answer = await spin(10);
      expect(answer).toMatchObject({ status: 'settled', stake: 0, bet: 100, freeRoundsLeft: left });
      won += answer.payout;
    }
    expect(await real()).toBe(100);
    expect((await userBalances(api.ctx.db, player.id, 'RUB')).bonus).toBe(won);
    const grant = await api.get(`/api/operator/casino/free-spins?user_id=${player.id}`, operator);
    expect(grant.json.data[0]).toMatchObject({
      rounds_left: 0,
      status: 'completed',
      total_win: won / 100,
    });
    // Spent: the next round is paid again.
    expect(await spin(10)).toMatchObject({ status: 'settled', stake: 10 });
  });

  it('demo play spends the provider\u2019s pretend money and never calls the wallet', async () => {
    const { launch } = await createSandboxLaunch(api.ctx, {
      mode: 'demo',
      gameCode: GAME,
      currency: 'RUB',
      player: null,
      language: 'ru',
      country: null,
      ip: '10.0.0.2',
      platform: 'mobile',
      lobbyUrl: 'http://localhost:3000/games/slots',
      depositUrl: 'http://localhost:3000/games/slots?deposit=1',
    });
    const answer = (await api.post(`/api/sandbox-rgs/launches/${launch.id}/spin`, { bet: 100 }))
      .json;
    expect(answer).toMatchObject({ status: 'settled', stake: 100 });
    expect(answer.balance).toBe(100_000 - 100 + answer.payout);
    const [row] = await api.ctx.db
      .select({ balance: sandboxRgsLaunches.demoBalance })
      .from(sandboxRgsLaunches)
      .where(eq(sandboxRgsLaunches.id, launch.id));
    expect(row!.balance).toBe(answer.balance);
    const calls = await api.ctx.db
      .select()
      .from(sandboxRgsCalls)
      .where(and(eq(sandboxRgsCalls.launchId, launch.id)));
    expect(calls).toEqual([]);
  });

  it('an unknown launch is a 404; a broken bet a 422', async () => {
    expect((await api.get('/api/sandbox-rgs/launches/nope')).status).toBe(404);
    expect((await api.post('/api/sandbox-rgs/launches/nope/spin', { bet: 10 })).status).toBe(404);
    const { launch } = await launched();
    const bad = await api.post(`/api/sandbox-rgs/launches/${launch.id}/spin`, { bet: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(['bet']);
  });
});

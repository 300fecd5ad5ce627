import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  casinoGames,
  casinoProviders,
  freeSpinGrants,
  sandboxRgsFreeRounds,
} from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { insertFreeSpinGrant } from '@/tests/support/casino';
import { fundedPlayer } from '@/tests/support/wallet';

// The conformance suite's development routes around free rounds and its catalogue game; the
// scenarios themselves (tests/casino-conformance) play them through both protocols.

let api: TestApi;
beforeAll(async () => {
  // The sandbox's key from the environment, so nothing is written into DATA_DIR.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  api = await createTestApi({ env: { SANDBOX_RGS_PRIVATE_KEY: pem }, ownDatabase: true });
});
afterAll(() => api.close());

async function conformancePlayer(aggregator = 'sandbox') {
  const made = await api.post('/api/dev/casino/players', { aggregator, currency: 'RUB', funds: 0 });
  expect(made.status).toBe(201);
  return made.json as { user_id: number; player_id: string };
}

const grantFor = (userId: number, body: Record<string, unknown>) =>
  api.post(`/api/dev/casino/players/${userId}/free-rounds`, { aggregator: 'sandbox', ...body });

describe('the conformance game', () => {
  it('is made once per aggregator however many players are made at once, hidden from the lobby', async () => {
    await Promise.all(Array.from({ length: 6 }, () => conformancePlayer()));
    await conformancePlayer('hub88');
    const games = await api.ctx.db
      .select({ game: casinoGames, providerEnabled: casinoProviders.enabled })
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(eq(casinoProviders.slug, 'conformance'));
    // Racing players made no error and one row per aggregator (another suite on a shared
    // PostgreSQL database may have made other aggregators' rows).
    const made = games.map(({ game }) => `${game.aggregator}:${game.externalCode}`);
    expect(made.filter((row) => row.startsWith('sandbox:'))).toEqual(['sandbox:conformance-slot']);
    expect(made.filter((row) => row.startsWith('hub88:'))).toEqual(['hub88:conformance-slot']);
    for (const { game, providerEnabled } of games) {
      expect(providerEnabled).toBe(false);
      expect(game).toMatchObject({ enabled: true, available: true, hasFreeSpins: true });
    }
  });
});

describe('POST /dev/casino/players/{id}/free-rounds', () => {
  it('grants rounds on the suite\u2019s game and tells the sandbox provider', async () => {
    const player = await conformancePlayer();
    const response = await grantFor(player.user_id, { rounds: 3, bet_value: 250 });
    expect(response.status).toBe(201);
    const { id, ref } = response.json as { id: number; ref: string };
    const [grant] = await api.ctx.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, id));
    const now = api.clock.now().getTime();
    expect(grant).toMatchObject({
      userId: player.user_id,
      providerRef: ref,
      rounds: 3,
      roundsLeft: 3,
      betValue: 250,
      currency: 'RUB',
      status: 'active',
      source: 'conformance',
    });
    expect(grant!.startsAt.getTime()).toBeLessThanOrEqual(now);
    expect(grant!.expirationAt.getTime()).toBeGreaterThan(now);
    const [atProvider] = await api.ctx.db
      .select()
      .from(sandboxRgsFreeRounds)
      .where(eq(sandboxRgsFreeRounds.ref, ref));
    expect(atProvider).toMatchObject({
      playerRef: player.player_id,
      gameCode: 'conformance-slot',
      rounds: 3,
      betValue: 250,
    });
  });

  it('writes an expired grant with both dates past', async () => {
    const player = await conformancePlayer();
    const { id } = (await grantFor(player.user_id, { rounds: 1, expired: true })).json;
    const [grant] = await api.ctx.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, id));
    expect(grant!.expirationAt.getTime()).toBeLessThan(api.clock.now().getTime());
    expect(grant!.startsAt.getTime()).toBeLessThan(grant!.expirationAt.getTime());
  });

  it('is for the suite\u2019s players only, and checks its body', async () => {
    const stranger = await fundedPlayer(api);
    expect((await grantFor(stranger.id, { rounds: 1 })).status).toBe(404);
    expect((await grantFor(0, { rounds: 1 })).status).toBe(404);
    const player = await conformancePlayer();
    const bad = await grantFor(player.user_id, { rounds: 0, bet_value: 1.5, aggregator: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['aggregator', 'bet_value', 'rounds']);
  });
});

describe('POST /dev/casino/free-rounds/{id}/cancel', () => {
  it('cancels at the sandbox provider and here, once; answers the grant', async () => {
    const player = await conformancePlayer();
    const { id, ref } = (await grantFor(player.user_id, { rounds: 4 })).json;
    const first = await api.post(`/api/dev/casino/free-rounds/${id}/cancel`, {});
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id, status: 'cancelled', rounds_left: 0, total_win: 0 });
    const again = await api.post(`/api/dev/casino/free-rounds/${id}/cancel`, {});
    expect(again.json).toEqual(first.json);
    const [atProvider] = await api.ctx.db
      .select()
      .from(sandboxRgsFreeRounds)
      .where(eq(sandboxRgsFreeRounds.ref, ref));
    expect(atProvider).toMatchObject({ roundsLeft: 0, cancelledAt: expect.any(Date) });
  });

  it('leaves other players\u2019 grants alone', async () => {
    const stranger = await fundedPlayer(api);
    const grant = await insertFreeSpinGrant(api.ctx.db, {
      userId: stranger.id,
      aggregator: 'sandbox',
      gameCode: 'dev-casino-test-slot',
      currency: 'RUB',
      now: api.clock.now(),
    });
    for (const id of [grant.id, 99_999_999, 'abc']) {
      expect((await api.post(`/api/dev/casino/free-rounds/${id}/cancel`, {})).status).toBe(404);
    }
    const [row] = await api.ctx.db
      .select()
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.id, grant.id));
    expect(row!.status).toBe('active');
  });
});

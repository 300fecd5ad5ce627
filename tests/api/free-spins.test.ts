import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { externalPlayerId } from '@/lib/casino/player-id';
import { casinoGames, freeSpinGrants, sandboxRgsFreeRounds } from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, win } from '@/server/services/casino/wallet';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
let slug: string;
const GAME = 'free-spins-test-slot';

beforeAll(async () => {
  // A database of its own on PostgreSQL: other suites put games of the same aggregator and code
  // into the shared catalogue under other slugs.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  const gameId = await ensureCasinoGame(api.ctx.db, {
    aggregator: 'sandbox',
    code: GAME,
    now: api.clock.now(),
  });
  [{ slug }] = (await api.ctx.db
    .select({ slug: casinoGames.slug })
    .from(casinoGames)
    .where(eq(casinoGames.id, gameId))) as [{ slug: string }];
});
afterAll(() => api.close());

const key = () => `grant-${randomBytes(6).toString('hex')}`;
const inDays = (days: number) => new Date(api.clock.now().getTime() + days * 86_400_000);

async function grant(userId: number, fields: Record<string, unknown> = {}) {
  return api.post(
    '/api/operator/casino/free-spins',
    {
      key: key(),
      user_id: userId,
      game: slug,
      rounds: 10,
      bet_value: 1,
      currency: 'RUB',
      expiration_at: inDays(7).toISOString(),
      ...fields,
    },
    operator,
  );
}

describe('granting free spins', () => {
  it('tells the provider first, then lists the grant as active for the player', async () => {
    const player = await fundedPlayer(api);
    const response = await grant(player.id);
    expect(response.status).toBe(201);
    const granted = response.json.data;
    expect(granted).toMatchObject({
      game: { slug, provider: 'Test Studio', kind: 'slot' },
      rounds: 10,
      rounds_left: 10,
      bet_value: 1,
      currency: 'RUB',
      total_win: 0,
      status: 'active',
      is_active: true,
      expiration_at: inDays(7).toISOString(),
    });
    const [row] = await api.ctx.db
      .select()
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.id, granted.id));
    const [atProvider] = await api.ctx.db
      .select()
      .from(sandboxRgsFreeRounds)
      .where(eq(sandboxRgsFreeRounds.ref, row!.providerRef));
    expect(atProvider).toMatchObject({
      playerRef: externalPlayerId(player.id, 'RUB'),
      gameCode: GAME,
      rounds: 10,
      roundsLeft: 10,
      betValue: 100,
      cancelledAt: null,
    });

    const list = await api.get('/api/profile/freeSpins', { token: player.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([granted]);
    const one = await api.get(`/api/api/freeSpinsCampaigns/${granted.id}`, { token: player.token });
    expect(one.json.data).toEqual(granted);
  });

  it('answers the first grant to the same key, and 409 to the key with other content', async () => {
    const player = await fundedPlayer(api);
    const body = { key: key() };
    const first = await grant(player.id, body);
    const again = await grant(player.id, body);
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect((await grant(player.id, { ...body, rounds: 11 })).status).toBe(409);
    const rows = await api.ctx.db
      .select()
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.userId, player.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown game, a game without free spins, a past expiry, bad numbers and unknown players', async () => {
    const player = await fundedPlayer(api);
    const fields = async (extra: Record<string, unknown>, userId = player.id) => {
      const response = await grant(userId, extra);
      expect(response.status).toBe(422);
      return Object.keys(response.json.errors).sort();
    };
    expect(await fields({ game: 'no-such-game' })).toEqual(['game']);
    const plain = await ensureCasinoGame(api.ctx.db, {
      aggregator: 'sandbox',
      code: 'no-free-spins',
      now: api.clock.now(),
    });
    await api.ctx.db
      .update(casinoGames)
      .set({ hasFreeSpins: false })
      .where(eq(casinoGames.id, plain));
    expect(await fields({ game: 'sandbox-no-free-spins' })).toEqual(['game']);
    expect(await fields({ expiration_at: inDays(-1).toISOString() })).toEqual(['expiration_at']);
    expect(await fields({ rounds: 0, bet_value: -1, currency: 'XXX', key: 'short' })).toEqual([
      'bet_value',
      'currency',
      'key',
      'rounds',
    ]);
    expect(await fields({}, 999_999_999)).toEqual(['user_id']);
    // An id no `integer` column holds is a 422 on the field, not a database error.
    for (const userId of [2_147_483_648, 99_999_999_999]) {
      const refused = await grant(userId);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ user_id: [expect.stringMatching(/^invalid_value: /)] });
      const listed = await api.get(`/api/operator/casino/free-spins?user_id=${userId}`, operator);
      expect(listed.status).toBe(422);
      expect(listed.json.errors).toEqual({ user_id: [expect.stringMatching(/^invalid_value: /)] });
    }
    expect((await api.post('/api/operator/casino/free-spins', {})).status).toBe(401);
  });
});

describe('playing and cancelling', () => {
  async function playerWithGrant() {
    const player = await fundedPlayer(api);
    const granted = (await grant(player.id)).json.data;
    const [row] = await api.ctx.db
      .select({ ref: freeSpinGrants.providerRef })
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.id, granted.id));
    const session = await openCasinoSession(api.ctx, {
      userId: player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'real',
    });
    const call = { aggregator: 'sandbox' as const, userId: player.id, currency: 'RUB' as const };
    const freeBet = (roundId: string) =>
      bet(api.ctx, {
        ...call,
        token: session.token,
        txId: `${roundId}-bet`,
        roundId,
        gameCode: GAME,
        amount: 100,
        isFree: true,
        freeRoundsId: row!.ref,
      });
    return { player, granted, call, freeBet };
  }

  it('counts rounds and wins; a cancel takes the unplayed rounds and keeps the wins, once', async () => {
    const { player, granted, call, freeBet } = await playerWithGrant();
    const roundId = `r-${randomBytes(6).toString('hex')}`;
    expect(await freeBet(roundId)).toMatchObject({ code: 'ok' });
    expect(
      await win(api.ctx, { ...call, txId: `${roundId}-win`, roundId, gameCode: GAME, amount: 750 }),
    ).toMatchObject({ code: 'ok', bonus: 750 });
    const path = `/api/api/v2/freeSpinsCampaigns/cancel/${granted.id}`;
    const cancelled = await api.put(path, {}, { token: player.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({
      status: 'cancelled',
      is_active: false,
      rounds_left: 0,
      total_win: 7.5,
    });
    expect((await api.put(path, {}, { token: player.token })).json).toEqual(cancelled.json);
    expect(await freeBet(`r-${randomBytes(6).toString('hex')}`)).toEqual({
      code: 'free_rounds_unavailable',
    });
    const profile = await api.get('/api/profile/user', { token: player.token });
    expect(profile.json.user.bonus_balance).toBe(7.5);
    const atProvider = await api.ctx.db
      .select()
      .from(sandboxRgsFreeRounds)
      .where(eq(sandboxRgsFreeRounds.playerRef, externalPlayerId(player.id, 'RUB')));
    expect(atProvider).toEqual([
      expect.objectContaining({ roundsLeft: 0, cancelledAt: expect.any(Date) }),
    ]);
  });

  it('shows an expired grant as expired, refuses its free bets, and leaves it alone on cancel', async () => {
    const { player, granted, freeBet } = await playerWithGrant();
    await api.ctx.db
      .update(freeSpinGrants)
      .set({ expirationAt: new Date(api.clock.now().getTime() - 1) })
      .where(eq(freeSpinGrants.id, granted.id));
    expect(await freeBet(`r-${randomBytes(6).toString('hex')}`)).toEqual({
      code: 'free_rounds_unavailable',
    });
    const cancel = await api.put(
      `/api/api/v2/freeSpinsCampaigns/cancel/${granted.id}`,
      {},
      {
        token: player.token,
      },
    );
    expect(cancel.json.data).toMatchObject({
      status: 'expired',
      is_active: false,
      rounds_left: 10,
    });
  });

  it('keeps grants to their player; bad ids are 404', async () => {
    const { granted } = await playerWithGrant();
    const stranger = await fundedPlayer(api);
    for (const id of [granted.id, 'abc', '0', '99999999999999999999']) {
      expect(
        (await api.get(`/api/api/freeSpinsCampaigns/${id}`, { token: stranger.token })).status,
      ).toBe(404);
      expect(
        (
          await api.put(
            `/api/api/v2/freeSpinsCampaigns/cancel/${id}`,
            {},
            { token: stranger.token },
          )
        ).status,
      ).toBe(404);
    }
    expect((await api.get('/api/profile/freeSpins')).status).toBe(401);
    const byOperator = await api.put(
      `/api/operator/casino/free-spins/${granted.id}/cancel`,
      {},
      operator,
    );
    expect(byOperator.json.data.status).toBe('cancelled');
  });
});

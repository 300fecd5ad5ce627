import { generateKeyPairSync } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { casinoGames, freeSpinGrants } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { captureLogs } from '@/tests/support/logs';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '@/tests/support/fake-aggregator';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * Free spins on a Hub88 game through the operator endpoint: the service calls Hub88's Freebets
 * API over `fetch` (a fake here) and writes the grant only when Hub88 made the reward.
 */

const pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
  key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }) as string;
const ours = generateKeyPairSync('rsa', { modulusLength: 2048 });
const theirs = generateKeyPairSync('rsa', { modulusLength: 2048 });

let answer: (call: RecordedCall) => FakeAnswer = () => ({ status: 500 });
const fake = fakeFetch((call) => answer(call));
let api: TestApi;
let slug: string;

beforeAll(async () => {
  api = await createTestApi({
    fetch: fake.fetch,
    env: {
      OPERATOR_TOKEN,
      HUB88_API_URL: 'https://api.hub88.test/operator/generic/v2',
      HUB88_OPERATOR_ID: '7',
      HUB88_PRIVATE_KEY: pem(ours.privateKey),
      HUB88_PUBLIC_KEY: pem(theirs.publicKey),
    },
  });
  const gameId = await ensureCasinoGame(api.ctx.db, {
    aggregator: 'hub88',
    code: 'clt_freebets',
    now: api.clock.now(),
  });
  [{ slug }] = (await api.ctx.db
    .select({ slug: casinoGames.slug })
    .from(casinoGames)
    .where(eq(casinoGames.id, gameId))) as [{ slug: string }];
});
afterAll(() => api.close());

async function grant(userId: number, key: string) {
  return api.post(
    '/api/operator/casino/free-spins',
    {
      key,
      user_id: userId,
      game: slug,
      rounds: 5,
      bet_value: 2,
      currency: 'RUB',
      expiration_at: new Date(api.clock.now().getTime() + 86_400_000).toISOString(),
    },
    operator,
  );
}

const grantsOf = (userId: number) =>
  api.ctx.db
    .select()
    .from(freeSpinGrants)
    .where(and(eq(freeSpinGrants.userId, userId), eq(freeSpinGrants.aggregator, 'hub88')));

describe('free spins on a Hub88 game', () => {
  it.each<[string, (call: RecordedCall) => FakeAnswer, RegExp]>([
    ['Hub88 answers 500', () => ({ status: 500, text: 'down' }), /HTTP 500/],
    [
      'no prepaid fits the bet',
      (call) =>
        call.path.endsWith('/prepaids/list')
          ? {
              json: [
                {
                  prepaid_uuid: 'p-1',
                  game_code: 'clt_freebets',
                  currency: 'RUB',
                  bet_value: 100_000,
                  bet_count: null,
                  bonus_buy: false,
                },
              ],
            }
          : { json: [] },
      /no Hub88 prepaid for clt_freebets in RUB with 5 rounds of 200 minor units/,
    ],
    ['Hub88 answers nonsense', () => ({ json: { unexpected: true } }), /unexpected answer/],
  ])('answers 503, logs why and writes no grant when %s', async (_name, route, why) => {
    answer = route;
    const player = await fundedPlayer(api);
    const logs = captureLogs();
    const response = await grant(player.id, `k-${randomBytes(6).toString('hex')}`).finally(
      logs.stop,
    );
    const failure = logs.lines.find((line) => line.msg === 'aggregator call failed');
    expect(JSON.stringify(failure)).toMatch(why);
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ error: expect.anything() });
    expect(JSON.stringify(response.json)).toContain('aggregator_unavailable');
    expect(await grantsOf(player.id)).toHaveLength(0);
  });

  it('grants when Hub88 makes the reward, under the grant reference', async () => {
    answer = (call) => {
      if (call.path.endsWith('/rewards/list')) return { json: [] };
      if (call.path.endsWith('/prepaids/list')) {
        return {
          json: [
            {
              prepaid_uuid: 'p-2',
              game_code: 'clt_freebets',
              currency: 'RUB',
              bet_value: 200_000,
              bet_count: 5,
              bonus_buy: false,
            },
          ],
        };
      }
      return { json: { reward_uuid: 'r-9', status: 'FRS_ACTIVE' } };
    };
    const player = await fundedPlayer(api);
    const before = fake.calls.length;
    const response = await grant(player.id, `k-${randomBytes(6).toString('hex')}`);
    expect(response.status).toBe(201);
    const [row] = await grantsOf(player.id);
    expect(row).toMatchObject({ rounds: 5, betValue: 200, status: 'active' });
    const create = fake.calls.slice(before).find((call) => call.path.endsWith('/rewards/create'));
    expect(JSON.parse(create!.body)).toMatchObject({
      user: `${player.id}-RUB`,
      prepaid_uuid: 'p-2',
      operator_reference: row!.providerRef,
      operator_id: 7,
    });
  });
});

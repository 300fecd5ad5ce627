import { generateKeyPairSync } from 'node:crypto';
import { verifyHub88, publicKeyOf } from '@/server/services/casino/protocols/hub88/signature';
import { hub88Client, pickPrepaid } from '@/server/services/casino/aggregators/hub88';
import {
  AggregatorUnavailableError,
  type FreeRoundsOrder,
  type LaunchRequest,
} from '@/server/services/casino/aggregators/types';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '@/tests/support/fake-aggregator';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const hub88PublicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
const credentials = {
  apiUrl: 'https://api.hub88.test/operator/generic/v2',
  operatorId: 42,
  privateKey,
  publicKey: hub88PublicKey,
};

function client(route: (call: RecordedCall) => FakeAnswer, timeoutMs?: number) {
  const fake = fakeFetch(route);
  return { ...fake, client: hub88Client({ fetch: fake.fetch }, credentials, { timeoutMs }) };
}

/** The call was signed with our private key: Hub88 checks it with the public half we gave it. */
function expectSigned(call: RecordedCall) {
  expect(verifyHub88(call.body, call.headers['x-hub88-signature'], publicKeyOf(privateKey))).toBe(
    true,
  );
  expect(verifyHub88(call.body, call.headers['x-hub88-signature'], hub88PublicKey)).toBe(false);
}

const launch: LaunchRequest = {
  mode: 'real',
  gameCode: 'clt_dragonrising',
  currency: 'RUB',
  player: { ref: '100042-RUB', token: 'token-0123456789abcdef', name: null },
  language: 'kz',
  country: 'KZ',
  ip: '203.0.113.7',
  platform: 'mobile',
  lobbyUrl: 'https://arcada.test/kz/games/slots',
  depositUrl: 'https://arcada.test/kz/games/slots/dragon/play?deposit=1',
};

const order: FreeRoundsOrder = {
  ref: 'fs-abc',
  playerRef: '100042-RUB',
  currency: 'RUB',
  gameCode: 'clt_dragonrising',
  rounds: 10,
  betValue: 150,
  validFrom: new Date('2026-11-25T10:00:00Z'),
  validUntil: new Date('2026-12-02T10:00:00.500Z'),
};

const prepaid = (fields: Record<string, unknown>) => ({
  prepaid_uuid: '0e6bde62-4713-4b85-b510-59f0d729d8f7',
  game_code: 'clt_dragonrising',
  currency: 'RUB',
  bet_value: 150_000,
  bet_count: 10,
  bonus_buy: false,
  ...fields,
});

describe('Hub88 launch', () => {
  it('asks /game/url for real play with the player, token and links, signed', async () => {
    const { client: hub88, calls } = client(() => ({
      json: { url: 'https://games.hub88.test/g/1' },
    }));
    await expect(hub88.launch(launch)).resolves.toEqual({ url: 'https://games.hub88.test/g/1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.hub88.test/operator/generic/v2/game/url');
    expect(calls[0]!.method).toBe('POST');
    expectSigned(calls[0]!);
    expect(JSON.parse(calls[0]!.body)).toEqual({
      user: '100042-RUB',
      token: 'token-0123456789abcdef',
      game_code: 'clt_dragonrising',
      currency: 'RUB',
      platform: 'GPL_MOBILE',
      lang: 'kk',
      country: 'KZ',
      ip: '203.0.113.7',
      lobby_url: launch.lobbyUrl,
      deposit_url: launch.depositUrl,
      meta: {},
      operator_id: 42,
    });
  });

  it('asks for demo play with the currency XXX and no player (a bare host as the base works)', async () => {
    const fake = fakeFetch(() => ({ json: { url: 'https://games.hub88.test/demo/1' } }));
    const hub88 = hub88Client(
      { fetch: fake.fetch },
      { ...credentials, apiUrl: 'https://api.hub88.test' },
    );
    await hub88.launch({
      ...launch,
      mode: 'demo',
      player: null,
      country: null,
      platform: 'desktop',
    });
    expect(fake.calls[0]!.url).toBe('https://api.hub88.test/operator/generic/v2/game/url');
    const body = JSON.parse(fake.calls[0]!.body);
    expect(body).toMatchObject({ currency: 'XXX', platform: 'GPL_DESKTOP', country: 'XX' });
    expect(body).not.toHaveProperty('user');
    expect(body).not.toHaveProperty('token');
  });

  it.each<[string, FakeAnswer]>([
    ['a 500', { status: 500, text: 'oops' }],
    ['a 401 signature error', { status: 401, json: { error: 'invalid signature' } }],
    ['an answer without a url', { json: { link: 'https://x.test' } }],
    ['a body that is not JSON', { text: '<html>' }],
  ])('throws AggregatorUnavailableError on %s', async (_name, answer) => {
    const { client: hub88 } = client(() => answer);
    await expect(hub88.launch(launch)).rejects.toBeInstanceOf(AggregatorUnavailableError);
  });

  it('gives up after the timeout', async () => {
    const { client: hub88 } = client(() => 'hang', 50);
    await expect(hub88.launch(launch)).rejects.toBeInstanceOf(AggregatorUnavailableError);
  });
});

describe('Hub88 free rounds', () => {
  it('finds the prepaid of the game, currency and bet, then creates a reward under our reference', async () => {
    const { client: hub88, calls } = client((call) => {
      if (call.path.endsWith('/rewards/list')) return { json: [] };
      if (call.path.endsWith('/prepaids/list')) {
        return {
          json: [
            prepaid({ prepaid_uuid: 'other-bet', bet_value: 100_000 }),
            prepaid({ prepaid_uuid: 'bonus-buy', bonus_buy: true }),
            prepaid({ prepaid_uuid: 'open', bet_value: null, bet_count: null }),
            prepaid({ prepaid_uuid: 'exact' }),
          ],
        };
      }
      return {
        json: { reward_uuid: 'a28f93f2-98c5-41f7-8fbb-967985acf8fe', status: 'FRS_ACTIVE' },
      };
    });
    await hub88.createFreeRounds(order);
    expect(calls.map((call) => call.path)).toEqual([
      '/operator/generic/v2/freebet/rewards/list',
      '/operator/generic/v2/freebet/prepaids/list',
      '/operator/generic/v2/freebet/rewards/create',
    ]);
    calls.forEach(expectSigned);
    expect(JSON.parse(calls[1]!.body)).toEqual({
      game_code: 'clt_dragonrising',
      currency: 'RUB',
      operator_id: 42,
    });
    expect(JSON.parse(calls[2]!.body)).toEqual({
      user: '100042-RUB',
      prepaid_uuid: 'exact',
      game_code: 'clt_dragonrising',
      currency: 'RUB',
      bet_value: 150_000,
      bet_count: 10,
      start_time: '2026-11-25T10:00:00',
      end_time: '2026-12-02T10:00:00',
      operator_reference: 'fs-abc',
      operator_id: 42,
    });
  });

  it('makes nothing when a reward under the reference exists (the same ref twice is one grant)', async () => {
    const { client: hub88, calls } = client(() => ({
      json: {
        rewards: [{ reward_uuid: 'r-1', status: 'FRS_ACTIVE', operator_reference: 'fs-abc' }],
      },
    }));
    await hub88.createFreeRounds(order);
    expect(calls).toHaveLength(1);
  });

  it('refuses when no prepaid fits, naming the game, currency and bet', async () => {
    const { client: hub88 } = client((call) =>
      call.path.endsWith('/prepaids/list')
        ? {
            json: [prepaid({ bet_value: 100_000 }), prepaid({ currency: 'EUR', bet_value: null })],
          }
        : { json: [] },
    );
    const error = await hub88.createFreeRounds(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregatorUnavailableError);
    expect(String((error as Error).cause)).toMatch(/no Hub88 prepaid for clt_dragonrising in RUB/);
  });

  it('prefers an exact prepaid to an open one', () => {
    const open = prepaid({ prepaid_uuid: 'open', bet_value: null });
    expect(pickPrepaid([open], order)?.prepaid_uuid).toBe('open');
    expect(pickPrepaid([open, prepaid({ prepaid_uuid: 'exact' })], order)?.prepaid_uuid).toBe(
      'exact',
    );
    expect(pickPrepaid([prepaid({ bet_count: 5 })], order)).toBeNull();
  });

  it('cancels the active rewards under the reference, and only those', async () => {
    const { client: hub88, calls } = client((call) =>
      call.path.endsWith('/rewards/list')
        ? {
            json: [
              { reward_uuid: 'r-1', status: 'FRS_ACTIVE', operator_reference: 'fs-abc' },
              { reward_uuid: 'r-2', status: 'FRS_CANCELED', operator_reference: 'fs-abc' },
              { reward_uuid: 'r-3', status: 'FRS_ACTIVE', operator_reference: 'fs-other' },
            ],
          }
        : { json: { reward_uuid: 'r-1', status: 'FRS_CANCELED' } },
    );
    await hub88.cancelFreeRounds('fs-abc');
    expect(calls.map((call) => call.path.split('/').slice(-2).join('/'))).toEqual([
      'rewards/list',
      'rewards/cancel',
    ]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ reward_uuid: 'r-1', operator_id: 42 });
  });
});

describe('Hub88 transactions', () => {
  it('asks hour by hour and maps statuses, kinds and amounts exactly', async () => {
    const { client: hub88, calls } = client((call) => {
      const { start_time } = JSON.parse(call.body) as { start_time: string };
      if (start_time !== '2026-11-25T00:00:00') return { json: { transactions: [] } };
      return {
        json: [
          {
            transaction_uuid: 't-1',
            round: 'r-1',
            user: '100042-RUB',
            amount: 1_500_000,
            currency: 'RUB',
            status: 'TS_SUCCESS',
            transaction_type: 'bet',
            inserted_at: '2026-11-25T00:10:00',
          },
          {
            transaction_uuid: 't-2',
            round: 'r-1',
            user: '100042-RUB',
            amount: '25000',
            currency: 'RUB',
            status: 'TS_DECLINED',
            type: 'TRANSACTION_WIN',
            created_at: '2026-11-25T00:20:00Z',
          },
          {
            transaction_uuid: 't-3',
            round: null,
            user: '100042-RUB',
            amount: 1_500_000,
            currency: 'RUB',
            status: 'TS_PENDING',
            transaction_type: 'rollback',
            inserted_at: '2026-11-25T00:30:00',
          },
        ],
      };
    });
    const list = await hub88.transactions({
      from: new Date('2026-11-25T00:00:00Z'),
      to: new Date('2026-11-25T03:00:00Z'),
    });
    expect(calls).toHaveLength(3);
    calls.forEach(expectSigned);
    expect(JSON.parse(calls[2]!.body)).toEqual({
      start_time: '2026-11-25T02:00:00',
      end_time: '2026-11-25T03:00:00',
      operator_id: 42,
    });
    expect(list).toEqual([
      expect.objectContaining({
        txId: 't-1',
        kind: 'bet',
        amount: 1500,
        status: 'ok',
        roundId: 'r-1',
      }),
      expect.objectContaining({ txId: 't-2', kind: 'win', amount: 25, status: 'refused' }),
      expect.objectContaining({ txId: 't-3', kind: 'rollback', status: 'unanswered', roundId: '' }),
    ]);
    expect(list[0]!.at.toISOString()).toBe('2026-11-25T00:10:00.000Z');
  });

  it('refuses a sub-minor amount rather than rounding it', async () => {
    const { client: hub88 } = client(() => ({
      json: [
        {
          transaction_uuid: 't-1',
          round: 'r',
          user: 'u-RUB',
          amount: 1500,
          currency: 'RUB',
          status: 'TS_SUCCESS',
          transaction_type: 'bet',
          inserted_at: '2026-11-25T00:10:00',
        },
      ],
    }));
    await expect(
      hub88.transactions({
        from: new Date('2026-11-25T00:00:00Z'),
        to: new Date('2026-11-25T01:00:00Z'),
      }),
    ).rejects.toBeInstanceOf(AggregatorUnavailableError);
  });
});

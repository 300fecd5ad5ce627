import { parseStr } from '@/server/services/casino/protocols/gis/http-build-query';
import { verifyGis } from '@/server/services/casino/protocols/gis/signature';
import { slotegratorClient } from '@/server/services/casino/aggregators/slotegrator';
import {
  AggregatorOperationUnsupportedError,
  AggregatorUnavailableError,
  type FreeRoundsOrder,
  type LaunchRequest,
} from '@/server/services/casino/aggregators/types';
import { manualClock } from '@/server/lib/clock';
import { fakeFetch, type FakeAnswer, type RecordedCall } from '@/tests/support/fake-aggregator';

const merchant = {
  apiUrl: 'https://staging.slotegrator.test/api/index.php/v1/',
  merchantId: 'arcada-merchant',
  merchantKey: 'merchant-key-0123456789',
};
const clock = manualClock(new Date('2026-11-25T12:00:00Z'));

function client(route: (call: RecordedCall) => FakeAnswer, timeoutMs?: number) {
  const fake = fakeFetch(route);
  return {
    ...fake,
    client: slotegratorClient({ fetch: fake.fetch, clock }, merchant, { timeoutMs }),
  };
}

/** The params GIS reads: the form body of a POST, the query of a GET. */
const paramsOf = (call: RecordedCall) =>
  parseStr(call.method === 'POST' ? call.body : new URL(call.url).search.slice(1));

/** GIS recomputes X-Sign with our merchant key over exactly these params: it must match. */
function expectSigned(call: RecordedCall) {
  const read = (name: string) => call.headers[name.toLowerCase()];
  expect(verifyGis(merchant, paramsOf(call), read, clock.now().getTime())).toBe('ok');
  const wrongKey = { ...merchant, merchantKey: 'another-key-0123456789' };
  expect(verifyGis(wrongKey, paramsOf(call), read, clock.now().getTime())).toBe('bad_signature');
}

const launch: LaunchRequest = {
  mode: 'real',
  gameCode: 'a8b1c2d3e4',
  currency: 'KZT',
  player: { ref: '100042-KZT', token: 'session-token-0123456789', name: 'Aigerim & Co' },
  language: 'kz',
  country: 'KZ',
  ip: '203.0.113.7',
  platform: 'desktop',
  lobbyUrl: 'https://arcada.test/kz/games/slots',
  depositUrl: 'https://arcada.test/kz/games/slots/x/play?deposit=1',
};

const order: FreeRoundsOrder = {
  ref: 'fs-xyz',
  playerRef: '100042-KZT',
  currency: 'KZT',
  gameCode: 'a8b1c2d3e4',
  rounds: 20,
  betValue: 5000,
  validFrom: new Date('2026-11-25T12:00:00Z'),
  validUntil: new Date('2026-11-30T12:00:00Z'),
};

describe('GIS launch', () => {
  it('posts /games/init form-encoded with our session id, signed', async () => {
    const { client: gis, calls } = client(() => ({ json: { url: 'https://gis.test/play/1' } }));
    await expect(gis.launch(launch)).resolves.toEqual({ url: 'https://gis.test/play/1' });
    const [call] = calls;
    expect(call!.url).toBe('https://staging.slotegrator.test/api/index.php/v1/games/init');
    expect(call!.method).toBe('POST');
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call!.headers['x-merchant-id']).toBe('arcada-merchant');
    expect(call!.headers['x-timestamp']).toBe(String(clock.now().getTime() / 1000));
    expect(call!.headers['x-nonce']).toMatch(/^[0-9a-f]{32}$/);
    expectSigned(call!);
    expect(paramsOf(call!)).toEqual({
      game_uuid: 'a8b1c2d3e4',
      player_id: '100042-KZT',
      player_name: 'Aigerim & Co',
      currency: 'KZT',
      session_id: 'session-token-0123456789',
      device: 'desktop',
      return_url: launch.lobbyUrl,
      language: 'kk',
    });
  });

  it('posts /games/init-demo with the game, device, return url and language only', async () => {
    const { client: gis, calls } = client(() => ({ json: { url: 'https://gis.test/demo/1' } }));
    await gis.launch({ ...launch, mode: 'demo', player: null, platform: 'mobile' });
    expect(calls[0]!.url).toMatch(/\/v1\/games\/init-demo$/);
    expectSigned(calls[0]!);
    expect(paramsOf(calls[0]!)).toEqual({
      game_uuid: 'a8b1c2d3e4',
      device: 'mobile',
      return_url: launch.lobbyUrl,
      language: 'kk',
    });
  });

  it.each<[string, FakeAnswer]>([
    ['a 500', { status: 500, json: { name: 'Internal Server Error' } }],
    ['an answer without a url', { json: { ok: true } }],
    ['an HTML page', { text: '<html>' }],
  ])('throws AggregatorUnavailableError on %s', async (_name, answer) => {
    const { client: gis } = client(() => answer);
    await expect(gis.launch(launch)).rejects.toBeInstanceOf(AggregatorUnavailableError);
  });

  it('gives up after the timeout', async () => {
    const { client: gis } = client(() => 'hang', 50);
    await expect(gis.launch(launch)).rejects.toBeInstanceOf(AggregatorUnavailableError);
  });
});

describe('GIS free spins', () => {
  const bets = {
    denominations: ['0.01', '1'],
    bets: [{ bet_id: 1, bet_per_line: '1', lines: 10 }],
    total_bets: [
      { bet_id: 11, amount: '10.00' },
      { bet_id: 12, amount: '50.00' },
      { bet_id: 13, amount: 100 },
    ],
  };

  it('looks up the total bet equal to the order, then sets the spins under our freespin_id', async () => {
    const { client: gis, calls } = client((call) => {
      if (call.path.endsWith('/freespins/get'))
        return { status: 404, json: { message: 'Not found' } };
      if (call.path.endsWith('/freespins/bets')) return { json: bets };
      return { json: { freespin_id: 'fs-xyz' } };
    });
    await gis.createFreeRounds(order);
    expect(calls.map((call) => `${call.method} ${call.path.replace(/.*\/v1/, '')}`)).toEqual([
      'GET /freespins/get',
      'GET /freespins/bets',
      'POST /freespins/set',
    ]);
    calls.forEach(expectSigned);
    expect(paramsOf(calls[1]!)).toEqual({ game_uuid: 'a8b1c2d3e4', currency: 'KZT' });
    expect(paramsOf(calls[2]!)).toEqual({
      player_id: '100042-KZT',
      player_name: '100042-KZT',
      currency: 'KZT',
      quantity: '20',
      valid_from: String(Date.parse('2026-11-25T12:00:00Z') / 1000),
      valid_until: String(Date.parse('2026-11-30T12:00:00Z') / 1000),
      freespin_id: 'fs-xyz',
      total_bet_id: '12',
      game_uuid: 'a8b1c2d3e4',
    });
  });

  it('sets nothing when GIS already holds our freespin_id', async () => {
    const { client: gis, calls } = client(() => ({
      json: { freespin_id: 'fs-xyz', quantity: 20 },
    }));
    await gis.createFreeRounds(order);
    expect(calls).toHaveLength(1);
  });

  it('refuses when no total bet equals the order', async () => {
    const { client: gis } = client((call) =>
      call.path.endsWith('/freespins/get') ? { status: 404, json: {} } : { json: bets },
    );
    const error = await gis.createFreeRounds({ ...order, betValue: 2500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregatorUnavailableError);
    expect(String((error as Error).cause)).toMatch(/no GIS total bet of 2500 minor units/);
  });

  it('cancels a known grant and leaves an unknown one alone', async () => {
    const known = client((call) => ({
      json: call.path.endsWith('/get') ? { freespin_id: 'fs-xyz' } : {},
    }));
    await known.client.cancelFreeRounds('fs-xyz');
    expect(known.calls.map((call) => call.path.split('/').pop())).toEqual(['get', 'cancel']);
    expect(paramsOf(known.calls[1]!)).toEqual({ freespin_id: 'fs-xyz' });
    expectSigned(known.calls[1]!);

    const unknown = client(() => ({ status: 404, json: {} }));
    await unknown.client.cancelFreeRounds('fs-none');
    expect(unknown.calls).toHaveLength(1);
  });

  it('says GIS has no transactions list', async () => {
    const { client: gis, calls } = client(() => ({ json: [] }));
    await expect(gis.transactions({ from: new Date(0), to: new Date() })).rejects.toBeInstanceOf(
      AggregatorOperationUnsupportedError,
    );
    expect(calls).toHaveLength(0);
  });
});

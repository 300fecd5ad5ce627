/**
 * The aggregators' wallet callbacks given what no aggregator sends: bodies over the size limit,
 * bytes that are not UTF-8, JSON nested without end, text no database can keep (a NUL, half a
 * surrogate pair), signed or not. Each answers its protocol's own error (Hub88: HTTP 200 with an
 * RS_* status; GIS: HTTP 200 with `error_code`), never a 5xx or the spec's 400, and moves no
 * money. Every status they answer is one the OpenAPI document lists.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import { buildOpenApiDocument } from '@/server/api/openapi/document';
import { MAX_BODY_BYTES } from '@/server/api/validate';
import { API_VERSION } from '@/server/api/routes/openapi';
import { casinoTransactions } from '@/server/db/schema';
import { sandboxRgsSigning } from '@/server/services/casino/connections';
import { httpBuildQuery } from '@/server/services/casino/protocols/gis/http-build-query';
import { gisSignedHeaders } from '@/server/services/casino/protocols/gis/signature';
import { signHub88 } from '@/server/services/casino/protocols/hub88/signature';
import { userBalances } from '@/server/services/ledger/accounts';
import { createTestApi, type TestApi } from '@/tests/support/api';

const HUB88 = '/casino/sandbox/hub88';
const GIS = '/casino/sandbox/gis';

const document = buildOpenApiDocument(
  createApp(() => Promise.reject(new Error('the document needs no requests'))) as never,
  API_VERSION,
) as unknown as { paths: Record<string, { post: { responses: Record<string, unknown> } }> };

let api: TestApi;
let player: { userId: number; playerId: string; token: string };

beforeAll(async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  api = await createTestApi({ env: { SANDBOX_RGS_PRIVATE_KEY: pem } });
  const made = await api.post('/api/dev/casino/players', {
    aggregator: 'sandbox',
    currency: 'RUB',
    funds: 10_000,
  });
  player = { userId: made.json.user_id, playerId: made.json.player_id, token: made.json.token };
});
afterAll(() => api.close());

/** Sends raw bytes or text as the aggregator would, and checks the status is documented. */
async function send(path: string, body: string | Uint8Array, headers: Record<string, string>) {
  const response = await api.app.request(`/api${path}`, {
    method: 'POST',
    headers,
    body: body as BodyInit,
  });
  const text = await response.text();
  expect({
    path,
    documented: String(response.status) in document.paths[path]!.post.responses,
  }).toEqual({ path, documented: true });
  return { status: response.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

/** Nothing moved: the player's money is as funded and no call was recorded. */
async function untouched() {
  expect((await userBalances(api.ctx.db, player.userId, 'RUB')).real).toBe(10_000);
  const recorded = await api.ctx.db
    .select({ id: casinoTransactions.id })
    .from(casinoTransactions)
    .where(eq(casinoTransactions.userId, player.userId));
  expect(recorded).toEqual([]);
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** `text`'s UTF-8 with each é (C3 A9) sent as FF A9: no UTF-8 has the byte FF. */
const notUtf8 = (text: string) =>
  Uint8Array.from([...Buffer.from(text, 'utf8')].map((byte) => (byte === 0xc3 ? 0xff : byte)));

describe('Hub88 callbacks', () => {
  const signed = (body: string | Uint8Array) => ({
    'content-type': 'application/json',
    'x-hub88-signature': signHub88(body, sandboxRgsSigning(api.ctx.config)!.hub88PrivateKey),
  });
  /** A bet's JSON with `field` replaced by raw JSON text (an escape the encoder would not write). */
  const betWith = (field: string, rawValue: string) =>
    JSON.stringify({
      user: player.playerId,
      transaction_uuid: `tx-${field}-${rawValue.length}`,
      token: player.token,
      round: `round-${field}`,
      round_closed: false,
      amount: 100_000,
      currency: 'RUB',
      game_code: 'conformance-slot',
      request_uuid: `req-${field}`,
      [field]: '@@',
    }).replace('"@@"', rawValue);

  it.each([
    ['a NUL', 'transaction_uuid', '"tx\\u0000"'],
    ['half a surrogate pair', 'round', '"r\\ud800"'],
    ['a NUL in meta', 'meta', '{"operator_reference": "a\\u0000"}'],
    ['JSON nested 5,000 deep in meta', 'meta', deep(5_000)],
  ])('answers a signed bet with %s as RS_ERROR_WRONG_SYNTAX', async (_what, field, rawValue) => {
    const body = betWith(field, rawValue);
    const answer = await send(`${HUB88}/transaction/bet`, body, signed(body));
    expect([answer.status, answer.json.status]).toEqual([200, 'RS_ERROR_WRONG_SYNTAX']);
    await untouched();
  });

  it('answers a signed body that is not UTF-8 as RS_ERROR_WRONG_SYNTAX', async () => {
    const broken = notUtf8(betWith('round', '"r-\u00e9"'));
    const answer = await send(`${HUB88}/transaction/bet`, broken, signed(broken));
    expect([answer.status, answer.json.status]).toEqual([200, 'RS_ERROR_WRONG_SYNTAX']);
    await untouched();
  });

  it('answers an unsigned deep or broken body as RS_ERROR_INVALID_SIGNATURE', async () => {
    for (const body of [deep(5_000), '{"request_uuid": "\\ud800", "user": "\\u0000"}']) {
      const answer = await send(`${HUB88}/transaction/bet`, body, {
        'content-type': 'application/json',
        'x-hub88-signature': 'c2lnbmF0dXJl',
      });
      expect([answer.status, answer.json.status]).toEqual([200, 'RS_ERROR_INVALID_SIGNATURE']);
      // Text no database keeps is not echoed back.
      expect(answer.json.request_uuid).toBe('');
    }
    await untouched();
  });

  it('answers a body over the limit with an RS_* status, signed or not', async () => {
    const body = betWith('meta', JSON.stringify('x'.repeat(MAX_BODY_BYTES)));
    for (const headers of [signed(body), { 'content-type': 'application/json' }]) {
      const answer = await send(`${HUB88}/transaction/bet`, body, headers);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ request_uuid: '', status: 'RS_ERROR_WRONG_SYNTAX' });
    }
    await untouched();
  });
});

describe('the GIS callback', () => {
  const now = () => api.clock.now().getTime();
  const merchant = () => sandboxRgsSigning(api.ctx.config)!.gis;
  const bet = (fields: Record<string, string> = {}) => ({
    action: 'bet',
    player_id: player.playerId,
    currency: 'RUB',
    session_id: player.token,
    amount: '1.00',
    game_uuid: 'conformance-slot',
    transaction_id: 'gis-tx-1',
    round_id: 'gis-round-1',
    ...fields,
  });
  /** The X-* headers of a call signed over `params` (which may differ from what is sent). */
  const headersFor = (params: Record<string, string>, type: string) => ({
    'content-type': type,
    ...gisSignedHeaders(merchant(), params, now()),
  });
  const FORM = 'application/x-www-form-urlencoded';

  it('answers a signed call with a NUL in a field as INTERNAL_ERROR, moving nothing', async () => {
    const params = bet({ transaction_id: 'gis\u0000tx' });
    const answer = await send(GIS, httpBuildQuery(params), headersFor(params, FORM));
    expect([answer.status, answer.json]).toEqual([
      200,
      { error_code: 'INTERNAL_ERROR', error_description: 'invalid_request' },
    ]);
    await untouched();
  });

  it('answers half a surrogate pair in a JSON call as INTERNAL_ERROR, before anything else', async () => {
    const body = JSON.stringify(bet()).replace('"gis-round-1"', '"gis\\ud800"');
    const answer = await send(GIS, body, headersFor(bet(), 'application/json'));
    expect(answer.status).toBe(200);
    expect(answer.json.error_code).toBe('INTERNAL_ERROR');
    await untouched();
  });

  it('answers bytes that are not UTF-8 and JSON nested 5,000 deep as INTERNAL_ERROR', async () => {
    const broken = notUtf8(JSON.stringify(bet({ round_id: 'r-\u00e9' })));
    const nested = `{"action": "bet", "x": ${deep(5_000)}}`;
    for (const body of [broken, nested]) {
      const answer = await send(GIS, body, headersFor(bet(), 'application/json'));
      expect([answer.status, answer.json]).toEqual([
        200,
        { error_code: 'INTERNAL_ERROR', error_description: 'invalid_request' },
      ]);
    }
    await untouched();
  });

  it('answers a body over the limit as INTERNAL_ERROR, signed or not', async () => {
    const params = bet({ padding: 'x'.repeat(MAX_BODY_BYTES) });
    for (const headers of [headersFor(params, FORM), { 'content-type': FORM }]) {
      const answer = await send(GIS, httpBuildQuery(params), headers);
      expect([answer.status, answer.json]).toEqual([
        200,
        { error_code: 'INTERNAL_ERROR', error_description: 'invalid_request' },
      ]);
    }
    await untouched();
  });
});

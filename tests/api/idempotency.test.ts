import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_S } from '@/lib/constants/security';
import { idempotencyKeys, ledgerTransfers, paymentInvoices, payouts } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { DEPOSIT, depositHash, profileBalance } from '@/tests/support/payments';
import {
  adjust,
  fundedPlayer,
  GOOD_CARD,
  OPERATOR_TOKEN,
  payoutHash,
} from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';

type Player = { token: string; id: number };

const payoutBody = (amount = 300) => ({
  hash: payoutHash('RUB'),
  amount,
  details: { card_number: GOOD_CARD },
});

function withKey(player: Player, key: string) {
  return { token: player.token, headers: { 'idempotency-key': key } };
}

async function payoutsOf(userId: number) {
  return api.ctx.db.select().from(payouts).where(eq(payouts.userId, userId));
}

/** The payout holds in the ledger (`payout:<id>`) of the player's payouts. */
async function payoutHoldsOf(userId: number) {
  const rows = await payoutsOf(userId);
  const holds = await Promise.all(
    rows.map((row) =>
      api.ctx.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `payout:${row.id}`)),
    ),
  );
  return holds.flat();
}

async function invoicesOf(userId: number) {
  return api.ctx.db.select().from(paymentInvoices).where(eq(paymentInvoices.userId, userId));
}

describe('Idempotency-Key on POST /api/v2/billing/payout', () => {
  it('answers a retry after a success with the first answer and holds the money once', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    const first = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const retry = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);

    expect(await payoutsOf(player.id)).toHaveLength(1);
    expect(await payoutHoldsOf(player.id)).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(700);
    await expectLedgerBalanced(api);
  });

  it('runs every request without a key, as before', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    expect((await api.post(PAYOUT, payoutBody(), player)).status).toBe(201);
    expect((await api.post(PAYOUT, payoutBody(), player)).status).toBe(201);
    expect(await payoutsOf(player.id)).toHaveLength(2);
    expect(await profileBalance(api, player.token)).toBe(400);
  });

  it('refuses the same key on another body with a 422 on Idempotency-Key', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    expect((await api.post(PAYOUT, payoutBody(300), withKey(player, key))).status).toBe(201);
    const other = await api.post(PAYOUT, payoutBody(301), withKey(player, key));
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      errors: {
        'Idempotency-Key': [expect.stringMatching(/^idempotency_key_reused: /)],
      },
    });
    expect(await payoutsOf(player.id)).toHaveLength(1);
  });

  it('takes the body as content: the same fields in another order are the same request', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    const { hash, amount, details } = payoutBody();
    expect((await api.post(PAYOUT, { hash, amount, details }, withKey(player, key))).status).toBe(
      201,
    );
    const reordered = await api.post(PAYOUT, { details, amount, hash }, withKey(player, key));
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(await payoutsOf(player.id)).toHaveLength(1);
  });

  it('never holds twice for two concurrent requests with one key', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.post(PAYOUT, payoutBody(), withKey(player, key))),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const busy = answers.filter((answer) => answer.status === 409);
    expect(created.length + busy.length).toBe(answers.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every success is the same payout: the first one, or its replay.
    expect(new Set(created.map((answer) => answer.json.id)).size).toBe(1);
    for (const answer of busy) {
      expect(answer.json.error).toBe('idempotency_key_in_progress');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(await payoutsOf(player.id)).toHaveLength(1);
    expect(await payoutHoldsOf(player.id)).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(700);
    await expectLedgerBalanced(api);
  });

  it('answers 409 with Retry-After to a retry while the first request is still running', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    expect((await api.post(PAYOUT, payoutBody(), withKey(player, key))).status).toBe(201);
    // Back to the state the first request leaves between its claim and its answer.
    const row = and(eq(idempotencyKeys.userId, player.id), eq(idempotencyKeys.key, key));
    await api.ctx.db
      .update(idempotencyKeys)
      .set({ state: 'in_progress', status: null, body: null })
      .where(row);

    const busy = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(busy.status).toBe(409);
    expect(busy.json).toEqual({
      error: 'idempotency_key_in_progress',
      message: expect.any(String),
    });
    expect(busy.headers.get('retry-after')).toBe('1');
    // Another body under the running key is refused as a reuse, not queued.
    const other = await api.post(PAYOUT, payoutBody(301), withKey(player, key));
    expect(other.status).toBe(422);
    expect(Object.keys(other.json.errors)).toEqual(['Idempotency-Key']);
    expect(await payoutsOf(player.id)).toHaveLength(1);
  });

  it('replays a refusal: insufficient funds stays the answer of its key', async () => {
    const player = await fundedPlayer(api, { amount: 100 });
    const key = randomUUID();
    const refused = await api.post(PAYOUT, payoutBody(500), withKey(player, key));
    expect(refused.status).toBe(422);
    expect(refused.json.errors.amount).toEqual([expect.stringMatching(/^insufficient_funds: /)]);

    await adjust(api, player.id, 1000);
    const retry = await api.post(PAYOUT, payoutBody(500), withKey(player, key));
    expect(retry.status).toBe(422);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(refused.json);
    expect(await payoutsOf(player.id)).toHaveLength(0);

    // A new submit (a new key) runs.
    const fresh = await api.post(PAYOUT, payoutBody(500), withKey(player, randomUUID()));
    expect(fresh.status).toBe(201);
  });

  it('keeps keys per player: another player’s same key does not collide', async () => {
    const alice = await fundedPlayer(api, { amount: 1000 });
    const bob = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    const first = await api.post(PAYOUT, payoutBody(), withKey(alice, key));
    const second = await api.post(PAYOUT, payoutBody(), withKey(bob, key));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.json.id).not.toBe(first.json.id);
    expect(await payoutsOf(alice.id)).toHaveLength(1);
    expect(await payoutsOf(bob.id)).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
    ['a control character', 'key\u0001one'],
  ])('answers 422 on Idempotency-Key for a malformed key (%s), before any work', async (_, key) => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      errors: { 'Idempotency-Key': [expect.stringMatching(/^invalid_idempotency_key: /)] },
    });
    expect(await payoutsOf(player.id)).toHaveLength(0);
  });

  it('takes 255 printable ASCII characters, spaces and symbols included', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = `a b~!${'x'.repeat(250)}`;
    expect(key).toHaveLength(255);
    expect((await api.post(PAYOUT, payoutBody(), withKey(player, key))).status).toBe(201);
    const retry = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 401 without a session, key or not', async () => {
    const response = await api.post(PAYOUT, payoutBody(), {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status).toBe(401);
  });

  it('forgets a key after a day: the same key runs again', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    expect((await api.post(PAYOUT, payoutBody(), withKey(player, key))).status).toBe(201);
    // The key's row made earlier (the session would not survive moving the clock a day).
    const age = (seconds: number) =>
      api.ctx.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(api.clock.now().getTime() - seconds * 1000) })
        .where(and(eq(idempotencyKeys.userId, player.id), eq(idempotencyKeys.key, key)));
    await age(IDEMPOTENCY_KEY_TTL_S - 1);
    const within = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(within.headers.get('idempotent-replayed')).toBe('true');
    await age(IDEMPOTENCY_KEY_TTL_S + 1);
    const later = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await payoutsOf(player.id)).toHaveLength(2);
    // The expired row went when the player next sent a key.
    const rows = await api.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, player.id), eq(idempotencyKeys.key, key)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt.getTime()).toBe(api.clock.now().getTime());
  });
});

describe('Idempotency-Key on POST /api/v2/billing/payout/{id}/cancel', () => {
  it('replays the cancellation instead of answering that the payout is no longer pending', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const created = await api.post(PAYOUT, payoutBody(400), player);
    const cancel = `${PAYOUT}/${created.json.id}/cancel`;
    const key = randomUUID();
    const first = await api.post(cancel, undefined, withKey(player, key));
    expect(first.status).toBe(200);
    const retry = await api.post(cancel, undefined, withKey(player, key));
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    // Without the key the same call is refused: the payout is settled.
    expect((await api.post(cancel, undefined, player)).status).toBe(409);
    expect(await profileBalance(api, player.token)).toBe(1000);
  });

  it('refuses one key on two payouts: the path is part of the request', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const one = await api.post(PAYOUT, payoutBody(100), player);
    const two = await api.post(PAYOUT, payoutBody(100), player);
    const key = randomUUID();
    const first = await api.post(
      `${PAYOUT}/${one.json.id}/cancel`,
      undefined,
      withKey(player, key),
    );
    expect(first.status).toBe(200);
    const other = await api.post(
      `${PAYOUT}/${two.json.id}/cancel`,
      undefined,
      withKey(player, key),
    );
    expect(other.status).toBe(422);
    expect(Object.keys(other.json.errors)).toEqual(['Idempotency-Key']);
  });
});

describe('Idempotency-Key on POST /api/v2/billing/deposit', () => {
  const depositBody = () => ({ hash: depositHash('card'), amount: 1500 });

  it('answers a retry with the first deposit config and opens one invoice', async () => {
    const player = await fundedPlayer(api);
    const key = randomUUID();
    const first = await api.post(DEPOSIT, depositBody(), withKey(player, key));
    expect(first.status).toBe(201);
    const retry = await api.post(DEPOSIT, depositBody(), withKey(player, key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    const invoices = await invoicesOf(player.id);
    expect(invoices.map((invoice) => invoice.id)).toEqual([first.json.id]);
    await expectLedgerBalanced(api);
  });

  it('releases the key after a 5xx, so the retry runs', async () => {
    const player = await fundedPlayer(api);
    const key = randomUUID();
    const config = api.ctx.config as { sandboxPsp: unknown };
    const sandbox = config.sandboxPsp;
    config.sandboxPsp = null;
    let down;
    try {
      down = await api.post(DEPOSIT, depositBody(), withKey(player, key));
    } finally {
      config.sandboxPsp = sandbox;
    }
    expect(down.status).toBe(503);
    const rows = await api.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, player.id));
    expect(rows).toEqual([]);

    const retry = await api.post(DEPOSIT, depositBody(), withKey(player, key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await invoicesOf(player.id)).toHaveLength(1);
  });

  it('keeps the keys of deposits and payouts apart: a route is part of the key', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const key = randomUUID();
    expect((await api.post(DEPOSIT, depositBody(), withKey(player, key))).status).toBe(201);
    const payout = await api.post(PAYOUT, payoutBody(), withKey(player, key));
    expect(payout.status).toBe(201);
    expect(payout.headers.get('idempotent-replayed')).toBeNull();
  });
});

type DocumentedOperation = {
  parameters?: { in: string; name: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

describe('the OpenAPI document', () => {
  it('declares the optional Idempotency-Key on deposit, payout, cancel and the rakeback claim, and only there', async () => {
    const { json: document } = await api.get('/api/openapi.json');
    const keyed: string[] = [];
    const paths = document.paths as Record<string, Record<string, DocumentedOperation>>;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const header = (operation.parameters ?? []).find(
          (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
        );
        if (!header) continue;
        keyed.push(`${method} ${path}`);
        expect(header).toMatchObject({ required: false, schema: { type: 'string' } });
        expect(operation.responses['409']).toBeDefined();
        expect(operation.responses['422']).toBeDefined();
        const success = Object.entries(operation.responses).find(([status]) =>
          status.startsWith('2'),
        )![1];
        expect(success.headers?.['Idempotent-Replayed']).toBeDefined();
      }
    }
    expect(keyed.sort()).toEqual([
      'post /api/v2/billing/deposit',
      'post /api/v2/billing/payout',
      'post /api/v2/billing/payout/{id}/cancel',
      'post /api/v2/vip/rakeback/claim',
    ]);
  });
});

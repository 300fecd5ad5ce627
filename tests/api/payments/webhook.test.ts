import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { SANDBOX_PSP_DEV_SECRET } from '@/server/config';
import { attributions, ledgerAccounts, ledgerTransfers, paymentInvoices } from '@/server/db/schema';
import { accountCode } from '@/server/services/ledger/accounts';
import { signWebhook } from '@/server/services/payments/providers/sign';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  openDeposit,
  player,
  profileBalance,
  sendWebhook,
  statusPath,
  WEBHOOK,
} from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const paid = (id: string, amount: number, currency = 'RUB') => ({
  invoice_id: id,
  status: 'paid',
  amount,
  currency,
});

async function transfersOf(invoiceId: string) {
  return api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(
      inArray(ledgerTransfers.idempotencyKey, [`deposit:${invoiceId}`, `deposit-fee:${invoiceId}`]),
    );
}

async function invoice(id: string) {
  const [row] = await api.ctx.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
  return row!;
}

describe('POST /payments/sandbox/webhook', () => {
  it('credits a paid invoice once, as the profile and the status show', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const response = await sendWebhook(api, paid(deposit.id, 1000));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, status: 'paid' });
    expect(await profileBalance(api, token)).toBe(1000);
    expect((await api.get(statusPath(deposit.id), { token })).json).toEqual({
      status: 3,
      amount: 1000,
      paid_amount: 1000,
      currency: 'RUB',
      sum_was_changed: false,
      bonus_amount: 0,
    });

    const again = await sendWebhook(api, paid(deposit.id, 1000));
    expect(again.json).toEqual({ ok: true, status: 'paid' });
    expect(await profileBalance(api, token)).toBe(1000);
    const transfers = await transfersOf(deposit.id);
    expect(transfers).toHaveLength(1);
    // The hold opened with the invoice is what got posted.
    expect(transfers[0]).toMatchObject({ kind: 'deposit:post', amount: 100_000, status: 'posted' });
    expect((await invoice(deposit.id)).settledAt).toEqual(api.clock.now());
    await expectLedgerBalanced(api);
  });

  it('holds a deposit awaiting its provider: on its way, not spendable; expiry releases it', async () => {
    const { token, id } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const wallet = async () => {
      const [row] = await api.ctx.db
        .select()
        .from(ledgerAccounts)
        .where(
          eq(
            ledgerAccounts.code,
            accountCode({ owner: 'user', userId: id, currency: 'RUB', kind: 'real' }),
          ),
        );
      return row!;
    };
    expect(await wallet()).toMatchObject({ balance: 0, pendingCredits: 100_000 });
    expect(await profileBalance(api, token)).toBe(0);
    await expectLedgerBalanced(api);

    api.clock.advance(1201 * 1000);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(5);
    expect(await wallet()).toMatchObject({ balance: 0, pendingCredits: 0 });
    await expectLedgerBalanced(api);
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const body = paid(deposit.id, 1000);
    const attempts = [
      await sendWebhook(api, body, { signature: null }),
      await sendWebhook(api, body, { signature: '' }),
      await sendWebhook(api, body, { signature: 'deadbeef' }),
      await sendWebhook(api, body, { secret: 'another-secret-of-some-length' }),
      // Signed for another body: the signature covers every byte.
      await sendWebhook(api, body, {
        signature: signWebhook(JSON.stringify(paid(deposit.id, 100000)), SANDBOX_PSP_DEV_SECRET),
      }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(401);
      expect(response.json.error).toBe('invalid_signature');
    }
    expect(await profileBalance(api, token)).toBe(0);
    expect((await invoice(deposit.id)).status).toBe('pending');
    expect(await transfersOf(deposit.id)).toHaveLength(0);
  });

  it('credits once when the same webhook arrives 20 times at once', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 2500);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sendWebhook(api, paid(deposit.id, 2500))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(responses.every((response) => response.json.status === 'paid')).toBe(true);
    expect(await profileBalance(api, token)).toBe(2500);
    expect(await transfersOf(deposit.id)).toHaveLength(1);
    await expectLedgerBalanced(api);
  });

  it('settles once when conflicting reports race: the first wins, every one is answered', async () => {
    // Holding the invoice row makes every report start before any finishes, so on PostgreSQL
    // they all race when it is released (on PGlite they take turns). Paid with two sums and
    // failed: exactly one of them may take effect.
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 3000);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0
        ? { ...paid(deposit.id, 3000), status: 'failed' }
        : paid(deposit.id, i % 3 === 1 ? 3000 : 2000),
    );
    let reports: Promise<Awaited<ReturnType<typeof sendWebhook>>[]> | undefined;
    await api.ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: paymentInvoices.id })
        .from(paymentInvoices)
        .where(eq(paymentInvoices.id, deposit.id))
        .for('update');
      reports = Promise.all(bodies.map((body) => sendWebhook(api, body)));
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const responses = await reports!;
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const settled = await invoice(deposit.id);
    expect(new Set(responses.map((response) => response.json.status))).toEqual(
      new Set([settled.status]),
    );
    const transfers = await transfersOf(deposit.id);
    if (settled.status === 'paid') {
      expect(transfers).toHaveLength(1);
      expect(await profileBalance(api, token)).toBe(settled.paidAmount! / 100);
    } else {
      expect(settled.status).toBe('failed');
      expect(transfers).toHaveLength(0);
      expect(await profileBalance(api, token)).toBe(0);
    }
    await expectLedgerBalanced(api);
  });

  it('credits what was paid when it differs from the invoice, and says the sum changed', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    expect((await sendWebhook(api, paid(deposit.id, 899.99))).status).toBe(200);
    expect(await profileBalance(api, token)).toBe(899.99);
    expect((await api.get(statusPath(deposit.id), { token })).json).toMatchObject({
      status: 3,
      amount: 1000,
      paid_amount: 899.99,
      sum_was_changed: true,
    });
    // A later report of another sum changes nothing: the invoice is settled.
    expect((await sendWebhook(api, paid(deposit.id, 1000))).json.status).toBe('paid');
    expect(await profileBalance(api, token)).toBe(899.99);
  });

  it("books the provider's commission from the house, scaled to what was paid", async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000, 'sbp');
    expect(deposit.commission).toBe(15);
    expect((await sendWebhook(api, paid(deposit.id, 2000))).status).toBe(200);
    expect(await profileBalance(api, token)).toBe(2000);
    const transfers = await transfersOf(deposit.id);
    expect(transfers.map((t) => [t.kind, t.amount]).sort()).toEqual([
      ['deposit', 200_000],
      ['psp_fee', 3_000],
    ]);
    expect((await invoice(deposit.id)).commission).toBe(3_000);
    await expectLedgerBalanced(api);
  });

  it('fails an invoice on a failed report; a later paid report does not revive it', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const failed = await sendWebhook(api, { ...paid(deposit.id, 1000), status: 'failed' });
    expect(failed.json).toEqual({ ok: true, status: 'failed' });
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(4);
    expect((await sendWebhook(api, paid(deposit.id, 1000))).json.status).toBe('failed');
    expect(await profileBalance(api, token)).toBe(0);
    expect(await transfersOf(deposit.id)).toHaveLength(0);
  });

  it('refuses another currency with 422 and changes nothing', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const response = await sendWebhook(api, paid(deposit.id, 1000, 'USD'));
    expect(response.status).toBe(422);
    expect(response.json.errors.currency[0]).toMatch(/^invalid_value:/);
    expect((await invoice(deposit.id)).status).toBe('pending');
    expect(await profileBalance(api, token)).toBe(0);
  });

  it('answers 404 for an unknown invoice', async () => {
    expect((await sendWebhook(api, paid(randomUUID(), 1000))).status).toBe(404);
    expect((await sendWebhook(api, paid('12345', 1000))).status).toBe(404);
  });

  it.each([
    ['broken JSON', '{"invoice_id":', 'body', 'invalid_json'],
    ['an array', '[]', 'body', 'invalid_value'],
    [
      'a missing amount',
      { invoice_id: randomUUID(), status: 'paid', currency: 'RUB' },
      'amount',
      'required',
    ],
    ['three decimals', paid(randomUUID(), 10.001), 'amount', 'invalid_amount'],
    [
      'an unknown status',
      { ...paid(randomUUID(), 10), status: 'refunded' },
      'status',
      'invalid_value',
    ],
    ['a NUL in the invoice id', paid('a\u0000b', 10), 'invoice_id', 'invalid_value'],
    [
      'half a surrogate pair in the currency',
      paid(randomUUID(), 10, '\ud800'),
      'currency',
      'invalid_value',
    ],
  ])('refuses %s with 422', async (_, body, field, code) => {
    const response = await sendWebhook(api, body);
    expect(response.status).toBe(422);
    expect(response.json.errors[field][0].split(':')[0]).toBe(code);
  });

  it('still credits a payment that arrives after the invoice expired, marked late', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 700);
    api.clock.advance(1_300_000);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(5);
    const response = await sendWebhook(api, paid(deposit.id, 700));
    expect(response.json).toEqual({ ok: true, status: 'paid' });
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(3);
    expect(await profileBalance(api, token)).toBe(700);
    const [credit] = await transfersOf(deposit.id);
    expect(credit!.metadata).toMatchObject({ invoiceId: deposit.id, late: true });
    await expectLedgerBalanced(api);
  });

  it("marks the player's first deposit for attribution once", async () => {
    const { token, id } = await player(api);
    expect((await api.post('/api/attachSource', { stag: 'aff-1' }, { token })).status).toBe(200);
    const first = await openDeposit(api, token, 100);
    await sendWebhook(api, paid(first.id, 100));
    const firstAt = api.clock.now();
    api.clock.advance(60_000);
    const second = await openDeposit(api, token, 100);
    await sendWebhook(api, paid(second.id, 100));
    const [row] = await api.ctx.db.select().from(attributions).where(eq(attributions.userId, id));
    expect(row!.firstDepositAt).toEqual(firstAt);
  });

  it('pays a player without attribution without making one up', async () => {
    const { token, id } = await player(api);
    const deposit = await openDeposit(api, token, 100);
    expect((await sendWebhook(api, paid(deposit.id, 100))).status).toBe(200);
    const rows = await api.ctx.db.select().from(attributions).where(eq(attributions.userId, id));
    expect(rows).toEqual([]);
  });

  it('answers 404 while the sandbox is off', async () => {
    const off = await createTestApi({ env: { SANDBOX_PSP_ENABLED: '0' } });
    try {
      const response = await sendWebhook(off, paid(randomUUID(), 100));
      expect(response.status).toBe(404);
      expect((await off.post('/api/payments/unknown/webhook', '{}')).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is served only at POST', async () => {
    expect((await api.get(WEBHOOK)).status).toBe(404);
  });
});

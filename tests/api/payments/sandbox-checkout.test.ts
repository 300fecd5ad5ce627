import { randomUUID } from 'node:crypto';
import { paymentInvoices } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { createTestApi, uniqueEmail, type TestApi } from '@/tests/support/api';
import {
  checkoutPath,
  openDeposit,
  player,
  profileBalance,
  sendWebhook,
  statusPath,
} from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('sandbox checkout API', () => {
  it('shows the invoice to whoever holds its id, nothing about the player', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const response = await api.get(checkoutPath(deposit.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: deposit.id,
      amount: 1500,
      currency: 'RUB',
      status: 'pending',
      expires_at: new Date(api.clock.now().getTime() + 1_200_000).toISOString(),
      merchant: 'localhost:3000',
    });
  });

  it('Pay sends a signed paid webhook: the wallet is credited once', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const pay = await api.post(`${checkoutPath(deposit.id)}/pay`);
    expect(pay.status).toBe(200);
    expect(pay.json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, token)).toBe(1500);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(3);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('paid');

    const again = await api.post(`${checkoutPath(deposit.id)}/pay`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('invoice_not_pending');
    expect((await api.post(`${checkoutPath(deposit.id)}/decline`)).status).toBe(409);
    expect(await profileBalance(api, token)).toBe(1500);
    await expectLedgerBalanced(api);
  });

  it('Pay with another amount credits that amount and marks the sum changed', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const pay = await api.post(`${checkoutPath(deposit.id)}/pay`, { amount: 750.25 });
    expect(pay.json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, token)).toBe(750.25);
    expect((await api.get(statusPath(deposit.id), { token })).json).toMatchObject({
      paid_amount: 750.25,
      sum_was_changed: true,
    });
  });

  it('refuses a bad amount with 422', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const pay = await api.post(`${checkoutPath(deposit.id)}/pay`, { amount: 1.234 });
    expect(pay.status).toBe(422);
    expect(pay.json.errors.amount[0]).toMatch(/^invalid_amount:/);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('pending');
  });

  it('Decline sends a failed webhook: status 4, no money', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const decline = await api.post(`${checkoutPath(deposit.id)}/decline`);
    expect(decline.json).toEqual({ status: 'failed' });
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(4);
    expect(await profileBalance(api, token)).toBe(0);
    const pay = await api.post(`${checkoutPath(deposit.id)}/pay`);
    expect(pay.status).toBe(409);
  });

  it('refuses to pay an expired invoice with 422 invoice_expired', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    api.clock.advance(1_200_000);
    const pay = await api.post(`${checkoutPath(deposit.id)}/pay`);
    expect(pay.status).toBe(422);
    expect(pay.json.errors.invoice[0]).toMatch(/^invoice_expired:/);
    expect((await api.post(`${checkoutPath(deposit.id)}/decline`)).status).toBe(422);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('expired');
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(5);
    expect(await profileBalance(api, token)).toBe(0);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'nope']) {
      expect((await api.get(checkoutPath(id))).status).toBe(404);
      expect((await api.post(`${checkoutPath(id)}/pay`)).status).toBe(404);
      expect((await api.post(`${checkoutPath(id)}/decline`)).status).toBe(404);
    }
  });

  it('signs with the configured secret, the one the webhook checks', async () => {
    const custom = await createTestApi({
      env: { SANDBOX_PSP_SECRET: 'a-custom-sandbox-secret-0123' },
    });
    try {
      const { token } = await player(custom);
      const first = await openDeposit(custom, token, 100);
      // The development default no longer signs valid webhooks here…
      const forged = await sendWebhook(custom, {
        invoice_id: first.id,
        status: 'paid',
        amount: 100,
        currency: 'RUB',
      });
      expect(forged.status).toBe(401);
      // …while the checkout's Pay goes through the signature check with the right one.
      expect((await custom.post(`${checkoutPath(first.id)}/pay`)).json).toEqual({ status: 'paid' });
      expect(await profileBalance(custom, token)).toBe(100);
    } finally {
      await custom.close();
    }
  });

  it('answers 404 while the sandbox is off, even for a sandbox invoice that exists', async () => {
    const off = await createTestApi({ env: { SANDBOX_PSP_ENABLED: '0' } });
    try {
      const user = await createAccount(off.ctx, {
        method: 'email',
        email: uniqueEmail(),
        currency: 'RUB',
      });
      const id = randomUUID();
      const now = off.clock.now();
      await off.ctx.db.insert(paymentInvoices).values({
        id,
        userId: user.id,
        provider: 'sandbox',
        methodHash: 'x',
        type: 'card',
        currency: 'RUB',
        amount: 10_000,
        expiresAt: new Date(now.getTime() + 1_200_000),
        createdAt: now,
      });
      expect((await off.get(checkoutPath(id))).status).toBe(404);
      expect((await off.post(`${checkoutPath(id)}/pay`)).status).toBe(404);
      expect((await off.post(`${checkoutPath(id)}/decline`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { paymentInvoices } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';
import { signCheckoutToken } from '@/server/services/payments/providers/sandbox-checkout-token';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { createTestApi, uniqueEmail, type TestApi } from '@/tests/support/api';
import {
  checkoutPath,
  checkoutToken,
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

const pay = (id: string, body: object = {}, token?: string) =>
  api.post(`${checkoutPath(id)}/pay`, body, { token });
const decline = (id: string, body: object = {}, token?: string) =>
  api.post(`${checkoutPath(id)}/decline`, body, { token });

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
    const checkout_token = checkoutToken(deposit);
    const paid = await pay(deposit.id, { checkout_token });
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, token)).toBe(1500);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(3);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('paid');

    const again = await pay(deposit.id, { checkout_token });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('invoice_not_pending');
    expect((await decline(deposit.id, { checkout_token })).status).toBe(409);
    expect(await profileBalance(api, token)).toBe(1500);
    await expectLedgerBalanced(api);
  });

  it('Pay with a smaller amount credits that amount and marks the sum changed', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const paid = await pay(deposit.id, { amount: 750.25 }, token);
    expect(paid.json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, token)).toBe(750.25);
    expect((await api.get(statusPath(deposit.id), { token })).json).toMatchObject({
      paid_amount: 750.25,
      sum_was_changed: true,
    });
  });

  it('never pays more than the invoice asks', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    for (const amount of [1500.01, 1_000_000_000]) {
      const paid = await pay(deposit.id, { amount }, token);
      expect(paid.status).toBe(422);
      expect(paid.json.errors.amount[0]).toMatch(/^amount_too_large:/);
    }
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('pending');
    expect(await profileBalance(api, token)).toBe(0);
    expect((await pay(deposit.id, { amount: 1500 }, token)).json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, token)).toBe(1500);
  });

  it('refuses a bad amount with 422', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const paid = await pay(deposit.id, { amount: 1.234 }, token);
    expect(paid.status).toBe(422);
    expect(paid.json.errors.amount[0]).toMatch(/^invalid_amount:/);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('pending');
  });

  it('Decline sends a failed webhook: status 4, no money', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    const declined = await decline(deposit.id, { checkout_token: checkoutToken(deposit) });
    expect(declined.json).toEqual({ status: 'failed' });
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(4);
    expect(await profileBalance(api, token)).toBe(0);
    expect((await pay(deposit.id, {}, token)).status).toBe(409);
  });

  it('refuses to pay an expired invoice with 422 invoice_expired', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1500);
    api.clock.advance(1_200_000);
    const paid = await pay(deposit.id, {}, token);
    expect(paid.status).toBe(422);
    expect(paid.json.errors.invoice[0]).toMatch(/^invoice_expired:/);
    expect((await decline(deposit.id, {}, token)).status).toBe(422);
    expect((await api.get(checkoutPath(deposit.id))).json.status).toBe('expired');
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(5);
    expect(await profileBalance(api, token)).toBe(0);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { token } = await player(api);
    for (const id of [randomUUID(), 'nope']) {
      expect((await api.get(checkoutPath(id))).status).toBe(404);
      expect((await pay(id, {}, token)).status).toBe(404);
      expect((await decline(id, {}, token)).status).toBe(404);
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
      const paid = await custom.post(`${checkoutPath(first.id)}/pay`, {}, { token });
      expect(paid.json).toEqual({ status: 'paid' });
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

describe('who may press Pay and Decline', () => {
  /** A deposit of 1,500 RUB by a fresh player, and what its owner holds. */
  async function pendingDeposit() {
    const owner = await player(api);
    const deposit = await openDeposit(api, owner.token, 1500);
    return { owner, deposit };
  }

  async function expectUntouched(id: string, ownerToken: string) {
    expect((await api.get(checkoutPath(id))).json.status).toBe('pending');
    expect(await profileBalance(api, ownerToken)).toBe(0);
  }

  it('refuses a call with neither a session nor a checkout token (401)', async () => {
    const { owner, deposit } = await pendingDeposit();
    for (const call of [pay, decline]) {
      const refused = await call(deposit.id);
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ error: 'unauthorized', message: 'Sign in to continue' });
    }
    // A token that is not a session's is no session either.
    expect((await pay(deposit.id, {}, 'not-a-token')).status).toBe(401);
    await expectUntouched(deposit.id, owner.token);
  });

  it("refuses another player's session (403)", async () => {
    const { owner, deposit } = await pendingDeposit();
    const stranger = await player(api);
    for (const call of [pay, decline]) {
      const refused = await call(deposit.id, {}, stranger.token);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe('forbidden');
    }
    await expectUntouched(deposit.id, owner.token);
    expect(await profileBalance(api, stranger.token)).toBe(0);
  });

  it("pays with the owner's session", async () => {
    const { owner, deposit } = await pendingDeposit();
    expect((await pay(deposit.id, {}, owner.token)).json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, owner.token)).toBe(1500);
  });

  it("pays with the checkout link's token and no session at all", async () => {
    const { owner, deposit } = await pendingDeposit();
    const paid = await pay(deposit.id, { checkout_token: checkoutToken(deposit) });
    expect(paid.json).toEqual({ status: 'paid' });
    expect(await profileBalance(api, owner.token)).toBe(1500);
  });

  it('refuses forged, borrowed and expired tokens (401)', async () => {
    const { owner, deposit } = await pendingDeposit();
    const genuine = checkoutToken(deposit);
    const [expiry, mac] = genuine.split('.') as [string, string];
    const other = await pendingDeposit();
    const key = api.ctx.config.authSecret;
    const past = new Date(api.clock.now().getTime() - 1000);
    const refusedTokens = [
      // another signature, or the same one over a later expiry
      `${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${Number(expiry) + 3600}.${mac}`,
      // a genuine token of another invoice
      checkoutToken(other.deposit),
      // made with another key
      signCheckoutToken(new TextEncoder().encode('x'.repeat(40)), deposit.id, new Date(2e12)),
      // made with the right key, expired
      signCheckoutToken(key, deposit.id, past),
      'garbage',
    ];
    for (const checkout_token of refusedTokens) {
      for (const call of [pay, decline]) {
        const refused = await call(deposit.id, { checkout_token });
        expect(refused.status).toBe(401);
        expect(refused.json.error).toBe('invalid_checkout_token');
      }
    }
    await expectUntouched(deposit.id, owner.token);
    // A token decides alone: the owner's session does not rescue a forged one.
    expect((await pay(deposit.id, { checkout_token: 'garbage' }, owner.token)).status).toBe(401);
    // The genuine token still works.
    expect((await pay(deposit.id, { checkout_token: genuine })).json).toEqual({ status: 'paid' });
  });

  it('refuses a genuine token once the invoice expires', async () => {
    const { owner, deposit } = await pendingDeposit();
    api.clock.advance(1_200_000);
    const refused = await pay(deposit.id, { checkout_token: checkoutToken(deposit) });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_checkout_token');
    expect(await profileBalance(api, owner.token)).toBe(0);
  });
});

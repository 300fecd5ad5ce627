import { eq, like } from 'drizzle-orm';
import {
  ledgerTransfers,
  paymentInvoices,
  paymentProviderEvents,
  payouts,
} from '@/server/db/schema';
import { debtOwed } from '@/server/services/ledger/debt-owed';
import { methodsFor } from '@/server/services/payments/methods';
import { signIpn } from '@/server/services/payments/providers/nowpayments/sign';
import { standInState } from '@/server/services/payments/providers/nowpayments/stand-in/state';
import { accountCode } from '@/server/services/payments/providers/nowpayments/totp';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { captureLogs } from '@/tests/support/logs';
import { player, profileBalance, statusPath } from '@/tests/support/payments';
import {
  adjust,
  fundedPlayer,
  operator,
  OPERATOR_TOKEN,
  TRC20_ADDRESS,
} from '@/tests/support/wallet';

/**
 * NOWPayments end to end: the adapter's HTTP calls go to the stand-in mounted in the same app
 * (`/api/dev/nowpayments`), whose controls move payments and withdrawals and send their signed
 * IPNs back to the app's webhooks, as NOWPayments would over the internet.
 */

const IPN_SECRET = 'nowpayments-ipn-secret-for-tests';
const TWO_FA = 'KRSXG5CTMVRXEZLUKN2XAZLDOJSXI4TF';
const STAND_IN = '/api/dev/nowpayments';
const DEPOSIT = '/api/api/v2/billing/deposit';
const PAYOUT = '/api/api/v2/billing/payout';
const WEBHOOK = '/api/payments/nowpayments/webhook';
const PAYOUT_WEBHOOK = '/api/payments/nowpayments/payout-webhook';

let api: TestApi;
/** What the server logs, read by the tests rather than printed. */
const logs = captureLogs();
/**
 * A test may break the app's outgoing calls for a while: `down`, the call never arrives; `lost`,
 * NOWPayments does what was asked but its answer never comes back.
 */
let outage: ((url: string) => 'down' | 'lost' | null) | null = null;

beforeAll(async () => {
  api = await createTestApi({
    env: {
      OPERATOR_TOKEN,
      NOWPAYMENTS_STAND_IN: '1',
      NOWPAYMENTS_API_KEY: 'nowpayments-api-key-for-tests',
      NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
      NOWPAYMENTS_EMAIL: 'Finance@casino.test',
      NOWPAYMENTS_PASSWORD: 'correct horse',
      NOWPAYMENTS_2FA_SECRET: TWO_FA,
    },
  });
  api.ctx.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const broken = outage?.(url) ?? null;
    if (broken === 'down') throw new TypeError('fetch failed');
    const response = await api.app.request(url, init);
    if (broken === 'lost') throw new TypeError('fetch failed: the socket hung up');
    return response;
  }) as typeof fetch;
}, 30_000);
afterEach(() => {
  outage = null;
});
afterAll(async () => {
  await api.close();
  logs.stop();
});

const hashOf = (code: string, direction: 'deposit' | 'payout' = 'deposit') =>
  methodsFor(direction, 'RUB', 'RU', new Set(['sandbox', 'nowpayments'])).find(
    (method) => method.code === code,
  )!.hash;

async function invoiceRow(id: string) {
  const [row] = await api.ctx.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
  return row!;
}

async function payoutRow(id: string) {
  const [row] = await api.ctx.db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}

async function transferKeys(prefix: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `${prefix}%`))
    .orderBy(ledgerTransfers.id);
  return rows;
}

/** Opens a NOWPayments deposit of `amount` roubles; answers its config and NOWPayments' payment id. */
async function openCrypto(token: string, amount = 2000, code = 'usdt-trc20') {
  const response = await api.post(DEPOSIT, { hash: hashOf(code), amount }, { token });
  expect(response.status).toBe(201);
  const paymentId = (await invoiceRow(response.json.id)).providerReference!;
  return { deposit: response.json, paymentId };
}

function control(kind: 'payments' | 'payouts', id: string, action: string, body: object = {}) {
  return api.post(`${STAND_IN}/control/${kind}/${id}/${action}`, body);
}

/** The stand-in's last IPN about a payment or withdrawal: the body as NOWPayments sent it. */
function lastIpn(subject: string) {
  return standInState(api.ctx.config.nowPayments!).lastIpn.get(subject)!.body;
}

function postIpn(path: string, body: Record<string, unknown>, signature?: string | null) {
  const sig = signature === undefined ? signIpn(body as never, IPN_SECRET) : signature;
  return api.post(path, JSON.stringify(body), {
    headers: sig === null ? {} : { 'x-nowpayments-sig': sig },
  });
}

async function callbacks(invoiceId: string) {
  return api.ctx.db
    .select({
      kind: paymentProviderEvents.kind,
      status: paymentProviderEvents.status,
      changed: paymentProviderEvents.changed,
      verified: paymentProviderEvents.signatureVerified,
      payment_status: paymentProviderEvents.payload,
    })
    .from(paymentProviderEvents)
    .where(eq(paymentProviderEvents.invoiceId, invoiceId))
    .orderBy(paymentProviderEvents.id)
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        payment_status: (row.payment_status as { payment_status?: string }).payment_status ?? null,
      })),
    );
}

describe('NOWPayments deposits through the stand-in', () => {
  it('offers one USDT (TRC20) and one Bitcoin, NOWPayments taking them over from the sandbox', async () => {
    const { token } = await player(api);
    const billing = await api.get('/api/api/v2/billing/data', { token });
    expect(billing.status).toBe(200);
    const crypto = billing.json['crypto-payments'] as { hash: string; name: string }[];
    expect(crypto.map((method) => method.hash)).toEqual([hashOf('usdt-trc20'), hashOf('btc')]);
    const payouts = billing.json['crypto-payouts'] as { hash: string }[];
    expect(payouts.map((method) => method.hash)).toEqual([
      hashOf('usdt-trc20', 'payout'),
      hashOf('btc', 'payout'),
    ]);
    // Cards stay the sandbox's.
    expect((billing.json.payments.methods as unknown[]).length).toBeGreaterThan(0);
  });

  it('opens a payment: the address, the exact sum of the coin, our invoice as its order', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    expect(deposit).toMatchObject({
      amount: 2000,
      currency: 'RUB',
      type: 'crypto',
      address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
      network: 'TRC20',
      pay_amount: '22.222223',
      pay_currency: 'USDT',
      checkout_url: null,
    });
    const payment = await api.get(`${STAND_IN}/v1/payment/${paymentId}`, {
      headers: { 'x-api-key': 'nowpayments-api-key-for-tests' },
    });
    expect(payment.status).toBe(200);
    expect(payment.json).toMatchObject({
      payment_id: Number(paymentId),
      payment_status: 'waiting',
      order_id: deposit.id,
      price_amount: 2000,
      price_currency: 'rub',
      pay_currency: 'usdttrc20',
      pay_address: deposit.address,
    });
    // Without the account's API key NOWPayments answers 403.
    const stranger = await api.get(`${STAND_IN}/v1/payment/${paymentId}`, {
      headers: { 'x-api-key': 'someone-else' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.json).toMatchObject({ status: false, code: 'INVALID_API_KEY' });
    expect(await callbacks(deposit.id)).toEqual([
      { kind: 'opened', status: 'pending', changed: true, verified: null, payment_status: null },
    ]);
  });

  it('pays in full: the news on the way, then `finished` credits the invoice once', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    const paid = await control('payments', paymentId, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.json.ipns).toEqual(
      ['confirming', 'confirmed', 'sending', 'finished'].map((status) => ({
        status,
        http_status: 200,
      })),
    );
    expect(await profileBalance(api, token)).toBe(2000);
    expect((await api.get(statusPath(deposit.id), { token })).json).toMatchObject({
      status: 3,
      paid_amount: 2000,
      sum_was_changed: false,
    });
    const events = await callbacks(deposit.id);
    expect(events.slice(1)).toEqual([
      {
        kind: 'callback',
        status: 'pending',
        changed: false,
        verified: true,
        payment_status: 'confirming',
      },
      {
        kind: 'callback',
        status: 'pending',
        changed: false,
        verified: true,
        payment_status: 'confirmed',
      },
      {
        kind: 'callback',
        status: 'pending',
        changed: false,
        verified: true,
        payment_status: 'sending',
      },
      {
        kind: 'callback',
        status: 'paid',
        changed: true,
        verified: true,
        payment_status: 'finished',
      },
    ]);
    await expectLedgerBalanced(api);
  });

  it('credits a replayed IPN once, however it comes back (resent, or many at once)', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    await control('payments', paymentId, 'pay');
    const resent = await control('payments', paymentId, 'resend');
    expect(resent.json.ipns).toEqual([{ status: 'finished', http_status: 200 }]);
    const body = lastIpn(`payment:${paymentId}`);
    const replays = await Promise.all([1, 2, 3].map(() => postIpn(WEBHOOK, body)));
    expect(replays.map((reply) => [reply.status, reply.json.status])).toEqual([
      [200, 'paid'],
      [200, 'paid'],
      [200, 'paid'],
    ]);
    expect(await profileBalance(api, token)).toBe(2000);
    expect(await transferKeys(`deposit:${deposit.id}`)).toEqual([
      { key: `deposit:${deposit.id}:hold`, amount: 200_000 },
      { key: `deposit:${deposit.id}`, amount: 200_000 },
    ]);
    const replayed = (await callbacks(deposit.id)).filter(
      (event) => event.payment_status === 'finished',
    );
    expect(replayed.map((event) => event.changed)).toEqual([true, false, false, false, false]);
  });

  it('pays in part: `partially_paid` credits the share that arrived, at the payment’s rate', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    const paid = await control('payments', paymentId, 'pay', { amount: '10' });
    expect(paid.json.ipns.at(-1)).toEqual({ status: 'partially_paid', http_status: 200 });
    // 2000 RUB × 10 ÷ 22.222223 USDT, rounded down to the kopeck.
    expect(await profileBalance(api, token)).toBe(899.99);
    expect(await invoiceRow(deposit.id)).toMatchObject({
      status: 'paid',
      paidAmount: 89_999,
      sumWasChanged: true,
    });
    await expectLedgerBalanced(api);
  });

  it('overpays: `finished` with more coins than asked credits all that arrived', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    await control('payments', paymentId, 'pay', { amount: 30 });
    expect(await profileBalance(api, token)).toBe(2699.99);
    expect(await invoiceRow(deposit.id)).toMatchObject({
      status: 'paid',
      paidAmount: 269_999,
      sumWasChanged: true,
    });
    await expectLedgerBalanced(api);
  });

  it('expires: the invoice expires and its hold is released; nothing is credited', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    const expired = await control('payments', paymentId, 'expire');
    expect(expired.json.ipns).toEqual([{ status: 'expired', http_status: 200 }]);
    expect(await invoiceRow(deposit.id)).toMatchObject({ status: 'expired', paidAmount: null });
    expect(await profileBalance(api, token)).toBe(0);
    expect(await transferKeys(`deposit:${deposit.id}`)).toEqual([
      { key: `deposit:${deposit.id}:hold`, amount: 200_000 },
      { key: `deposit:${deposit.id}:hold:void`, amount: 200_000 },
    ]);
    // NOWPayments cannot take coins for an expired payment.
    expect((await control('payments', paymentId, 'pay')).status).toBe(409);
  });

  it('fails, and a refund before any credit fails the invoice too', async () => {
    const { token } = await player(api);
    const first = await openCrypto(token, 2000);
    await control('payments', first.paymentId, 'fail');
    expect((await invoiceRow(first.deposit.id)).status).toBe('failed');
    const second = await openCrypto(token, 2000, 'btc');
    expect(second.deposit).toMatchObject({
      pay_amount: '0.00037038',
      pay_currency: 'BTC',
      network: 'BTC',
    });
    await control('payments', second.paymentId, 'refund');
    expect((await invoiceRow(second.deposit.id)).status).toBe('failed');
    expect(await profileBalance(api, token)).toBe(0);
    await expectLedgerBalanced(api);
  });

  it('takes a refunded credit back: from the balance as far as it goes, the rest as a debt', async () => {
    const { token, id } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    await control('payments', paymentId, 'pay');
    await adjust(api, id, 1500, { direction: 'debit' });
    const refunded = await control('payments', paymentId, 'refund');
    expect(refunded.json.ipns).toEqual([{ status: 'refunded', http_status: 200 }]);
    expect(await invoiceRow(deposit.id)).toMatchObject({ status: 'refunded', paidAmount: 200_000 });
    expect(await profileBalance(api, token)).toBe(0);
    expect(await debtOwed(api.ctx.db, id, 'RUB')).toBe(150_000);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(6);
    // The refund replayed takes nothing more.
    await control('payments', paymentId, 'resend');
    expect(await debtOwed(api.ctx.db, id, 'RUB')).toBe(150_000);
    expect(await transferKeys(`deposit:${deposit.id}:refund`)).toEqual([
      { key: `deposit:${deposit.id}:refund`, amount: 50_000 },
      { key: `deposit:${deposit.id}:refund:debt`, amount: 150_000 },
    ]);
    await expectLedgerBalanced(api);
  });

  it('refuses an IPN with a bad signature (401): nothing is credited or recorded', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    await control('payments', paymentId, 'pay', { amount: '1' });
    const before = await callbacks(deposit.id);
    const partial = lastIpn(`payment:${paymentId}`);
    // The same body turned into a full payment, with the original signature.
    const forged = { ...partial, payment_status: 'finished', actually_paid: 22.222223 };
    const original = signIpn(partial as never, IPN_SECRET);
    for (const [body, signature] of [
      [forged, original],
      [forged, signIpn(forged as never, 'not-the-ipn-secret')],
      [forged, null],
    ] as const) {
      const response = await postIpn(WEBHOOK, body, signature);
      expect([response.status, response.json.error]).toEqual([401, 'invalid_signature']);
    }
    expect(await callbacks(deposit.id)).toEqual(before);
    // 1 USDT of 22.222223: 90 roubles, less the rounding.
    expect(await profileBalance(api, token)).toBe(89.99);
  });

  it('credits nothing for a repeated deposit to the same address (another payment id)', async () => {
    const { token } = await player(api);
    const { deposit, paymentId } = await openCrypto(token, 2000);
    await control('payments', paymentId, 'expire');
    const expired = lastIpn(`payment:${paymentId}`);
    const redeposit = {
      ...expired,
      payment_id: Number(paymentId) + 1000,
      parent_payment_id: Number(paymentId),
      payment_status: 'finished',
      actually_paid: 22.222223,
    };
    const response = await postIpn(WEBHOOK, redeposit);
    expect([response.status, response.json.status]).toEqual([200, 'expired']);
    const stray = { ...redeposit, parent_payment_id: null };
    expect((await postIpn(WEBHOOK, stray)).json.status).toBe('expired');
    expect(await profileBalance(api, token)).toBe(0);
    expect((await callbacks(deposit.id)).at(-1)).toMatchObject({ changed: false, verified: true });
  });
});

describe('NOWPayments payouts through the stand-in', () => {
  async function approvedPayout(amount = 900, code = 'usdt-trc20', address = TRC20_ADDRESS) {
    const member = await fundedPlayer(api, { amount: 10_000 });
    const requested = await api.post(
      PAYOUT,
      { hash: hashOf(code, 'payout'), amount, details: { address } },
      member,
    );
    expect(requested.status).toBe(201);
    const id = requested.json.id as string;
    const approved = await api.post(
      `/api/operator/payouts/${id}/approve`,
      { note: 'ok' },
      operator,
    );
    expect(approved.status).toBe(200);
    return { member, id, approved: approved.json };
  }

  it('sends an approved payout with our id as its external id, verified with the 2FA code; FINISHED makes it paid', async () => {
    const { member, id, approved } = await approvedPayout(900);
    expect(approved).toMatchObject({
      id,
      status: 'approved',
      provider_reference: expect.any(String),
    });
    const state = standInState(api.ctx.config.nowPayments!);
    const withdrawal = state.withdrawals.get(approved.provider_reference)!;
    expect(withdrawal).toMatchObject({
      status: 'WAITING',
      currency: 'usdttrc20',
      amount: '10',
      fiatAmount: '900',
      fiatCurrency: 'rub',
      address: TRC20_ADDRESS,
      uniqueExternalId: id,
      ipnCallbackUrl: `http://localhost:3000${PAYOUT_WEBHOOK}`,
    });
    expect(state.batches.get(withdrawal.batchId)!.verified).toBe(true);
    expect(await profileBalance(api, member.token)).toBe(9100);

    const finished = await control('payouts', withdrawal.id, 'finish');
    expect(finished.json.ipns).toEqual(
      ['PROCESSING', 'SENDING', 'FINISHED'].map((status) => ({ status, http_status: 200 })),
    );
    expect(await payoutRow(id)).toMatchObject({
      status: 'paid',
      providerStatus: 'FINISHED',
      settledAt: expect.any(Date),
    });
    const history = await api.get('/api/api/v2/billing/history?type=payout', member);
    expect(history.json.items[0]).toMatchObject({ id, status: 'paid' });
    expect(await profileBalance(api, member.token)).toBe(9100);
    await expectLedgerBalanced(api);
  });

  it('returns a failed payout’s money once; the failure replayed returns nothing more', async () => {
    const { member, id, approved } = await approvedPayout(900);
    const reference = approved.provider_reference as string;
    const failed = await control('payouts', reference, 'fail', { error: 'Network fee too low' });
    expect(failed.json.ipns).toEqual([{ status: 'FAILED', http_status: 200 }]);
    expect(await payoutRow(id)).toMatchObject({
      status: 'failed',
      providerStatus: 'FAILED',
      failureReason: 'Network fee too low',
    });
    expect(await profileBalance(api, member.token)).toBe(10_000);

    await control('payouts', reference, 'resend');
    const body = lastIpn(`withdrawal:${reference}`);
    const replays = await Promise.all([1, 2, 3].map(() => postIpn(PAYOUT_WEBHOOK, body)));
    expect(replays.map((reply) => [reply.status, reply.json.status])).toEqual([
      [200, 'failed'],
      [200, 'failed'],
      [200, 'failed'],
    ]);
    expect(await profileBalance(api, member.token)).toBe(10_000);
    expect(await transferKeys(`payout:${id}`)).toEqual([
      { key: `payout:${id}`, amount: 90_000 },
      { key: `payout:${id}:post`, amount: 90_000 },
      { key: `payout:${id}:return`, amount: 90_000 },
    ]);
    const statement = await api.get('/api/api/v2/billing/statement', member);
    expect(statement.json.items[0]).toMatchObject({ reason: 'payout_return', amount: 900 });
    await expectLedgerBalanced(api);
  });

  it('returns a rejected payout’s money too', async () => {
    const { member, id, approved } = await approvedPayout(1800);
    await control('payouts', approved.provider_reference, 'reject');
    expect(await payoutRow(id)).toMatchObject({ status: 'failed', providerStatus: 'REJECTED' });
    expect(await profileBalance(api, member.token)).toBe(10_000);
  });

  it('a payout NOWPayments refuses outright fails at the approval, its money back at once', async () => {
    // 100 RUB of bitcoin is under NOWPayments' smallest withdrawal.
    const { member, id, approved } = await approvedPayout(
      100,
      'btc',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    expect(approved).toMatchObject({
      status: 'failed',
      provider_reference: null,
      provider_status: 'REFUSED',
      failure_reason: expect.stringContaining('less than minimal'),
    });
    expect(await profileBalance(api, member.token)).toBe(10_000);
    const again = await api.post(`/api/operator/payouts/${id}/approve`, {}, operator);
    expect([again.status, again.json.error]).toEqual([409, 'payout_not_pending']);
    await expectLedgerBalanced(api);
  });

  it('keeps the payout pending when NOWPayments does not answer, and sends it once on a retry', async () => {
    const member = await fundedPlayer(api, { amount: 10_000 });
    const requested = await api.post(
      PAYOUT,
      { hash: hashOf('usdt-trc20', 'payout'), amount: 900, details: { address: TRC20_ADDRESS } },
      member,
    );
    const id = requested.json.id as string;
    // NOWPayments down: nothing is sent, the approval is rolled back.
    outage = (url) => (url.includes('/v1/') ? 'down' : null);
    const down = await api.post(`/api/operator/payouts/${id}/approve`, {}, operator);
    expect([down.status, down.json.error]).toEqual([503, 'payments_unavailable']);
    // The payout is created at NOWPayments, but its answer is lost on the way back.
    outage = (url) => (url.endsWith('/v1/payout') ? 'lost' : null);
    const lost = await api.post(`/api/operator/payouts/${id}/approve`, {}, operator);
    expect([lost.status, lost.json.error]).toEqual([503, 'payments_unavailable']);
    expect(
      logs.lines.filter(
        (line) => line.msg === 'nowpayments: payout not sent' && line.payoutId === id,
      ),
    ).toHaveLength(2);
    expect(await payoutRow(id)).toMatchObject({ status: 'pending', providerReference: null });
    expect(await profileBalance(api, member.token)).toBe(9100);

    outage = null;
    const retried = await api.post(`/api/operator/payouts/${id}/approve`, {}, operator);
    expect(retried.json).toMatchObject({ status: 'approved' });
    const state = standInState(api.ctx.config.nowPayments!);
    const mine = [...state.withdrawals.values()].filter((item) => item.uniqueExternalId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).toBe(retried.json.provider_reference);
  });

  it('a payout whose approval was lost is settled by its IPN once it names our id', async () => {
    const member = await fundedPlayer(api, { amount: 10_000 });
    const requested = await api.post(
      PAYOUT,
      { hash: hashOf('usdt-trc20', 'payout'), amount: 900, details: { address: TRC20_ADDRESS } },
      member,
    );
    const id = requested.json.id as string;
    outage = (url) => (url.endsWith('/v1/payout') ? 'lost' : null);
    expect((await api.post(`/api/operator/payouts/${id}/approve`, {}, operator)).status).toBe(503);
    outage = null;
    const state = standInState(api.ctx.config.nowPayments!);
    const withdrawal = [...state.withdrawals.values()].find(
      (item) => item.uniqueExternalId === id,
    )!;
    // Unverified, it waits for someone to verify it in NOWPayments' dashboard.
    expect(withdrawal.status).toBe('CREATING');
    // A failure reported meanwhile leaves the hold for the operator.
    const failure = await postIpn(PAYOUT_WEBHOOK, {
      id: withdrawal.id,
      batch_withdrawal_id: withdrawal.batchId,
      status: 'FAILED',
      error: 'Verification timed out',
      unique_external_id: id,
    });
    expect([failure.status, failure.json.status]).toEqual([200, 'pending']);
    expect(await payoutRow(id)).toMatchObject({
      status: 'pending',
      providerReference: null,
      failureReason: 'Verification timed out',
    });
    const key = { 'x-api-key': 'nowpayments-api-key-for-tests' };
    const auth = await api.post(
      `${STAND_IN}/v1/auth`,
      { email: 'Finance@casino.test', password: 'correct horse' },
      { headers: key },
    );
    const verified = await api.post(
      `${STAND_IN}/v1/payout/${withdrawal.batchId}/verify`,
      { verification_code: accountCode(TWO_FA, api.clock.now()) },
      { headers: { ...key, authorization: `Bearer ${auth.json.token}` } },
    );
    expect(verified.status).toBe(200);
    // The documented IPN names only NOWPayments' ids: we do not know that transfer yet.
    const finished = await control('payouts', withdrawal.id, 'finish');
    expect(finished.json.ipns.map((ipn: { http_status: number }) => ipn.http_status)).toEqual([
      404, 404, 404,
    ]);
    expect((await payoutRow(id)).status).toBe('pending');
    // Naming our id, the report is taken: the money did leave, so the hold is posted.
    const named = { ...lastIpn(`withdrawal:${withdrawal.id}`), unique_external_id: id };
    const taken = await postIpn(PAYOUT_WEBHOOK, named);
    expect([taken.status, taken.json.status]).toEqual([200, 'paid']);
    expect(await payoutRow(id)).toMatchObject({
      status: 'paid',
      providerReference: withdrawal.id,
      providerStatus: 'FINISHED',
    });
    expect(await transferKeys(`payout:${id}`)).toEqual([
      { key: `payout:${id}`, amount: 90_000 },
      { key: `payout:${id}:post`, amount: 90_000 },
    ]);
    expect(await profileBalance(api, member.token)).toBe(9100);
    const again = await api.post(`/api/operator/payouts/${id}/approve`, {}, operator);
    expect(again.status).toBe(409);
    await expectLedgerBalanced(api);
  });

  it('refuses a payout IPN with a bad signature (401), and one about another transfer (404)', async () => {
    const { member, id, approved } = await approvedPayout(900);
    const reference = approved.provider_reference as string;
    await control('payouts', reference, 'finish');
    const finished = lastIpn(`withdrawal:${reference}`);
    const forged = { ...finished, status: 'FAILED' };
    const bad = await postIpn(PAYOUT_WEBHOOK, forged, signIpn(finished as never, IPN_SECRET));
    expect([bad.status, bad.json.error]).toEqual([401, 'invalid_signature']);
    const unknown = await postIpn(PAYOUT_WEBHOOK, { ...forged, id: '1' });
    expect(unknown.status).toBe(404);
    expect((await payoutRow(id)).status).toBe('paid');
    expect(await profileBalance(api, member.token)).toBe(9100);
    // The sandbox reports no payouts.
    expect((await api.post('/api/payments/sandbox/payout-webhook', '{}')).status).toBe(404);
  });

  it('the stand-in wants the account’s JWT and its current 2FA code', async () => {
    const key = { 'x-api-key': 'nowpayments-api-key-for-tests' };
    const anonymous = await api.post(
      `${STAND_IN}/v1/payout`,
      { withdrawals: [] },
      { headers: key },
    );
    expect([anonymous.status, anonymous.json.code]).toEqual([401, 'AUTH_REQUIRED']);
    const wrong = await api.post(
      `${STAND_IN}/v1/auth`,
      { email: 'finance@casino.test', password: 'correct horse' },
      { headers: key },
    );
    expect(wrong.status).toBe(401);
    const auth = await api.post(
      `${STAND_IN}/v1/auth`,
      { email: 'Finance@casino.test', password: 'correct horse' },
      { headers: key },
    );
    const bearer = { ...key, authorization: `Bearer ${auth.json.token}` };
    const batch = await api.post(
      `${STAND_IN}/v1/payout`,
      { withdrawals: [{ address: TRC20_ADDRESS, currency: 'usdttrc20', amount: 5 }] },
      { headers: bearer },
    );
    expect(batch.json.withdrawals[0]).toMatchObject({ status: 'CREATING', amount: '5' });
    const verify = (code: string) =>
      api.post(
        `${STAND_IN}/v1/payout/${batch.json.id}/verify`,
        { verification_code: code },
        { headers: bearer },
      );
    expect((await verify('000000')).status).toBe(400);
    expect((await verify(accountCode(TWO_FA, api.clock.now()))).status).toBe(200);
    const status = await api.get(`${STAND_IN}/v1/payout/${batch.json.id}`, { headers: key });
    expect(status.json[0]).toMatchObject({ status: 'WAITING' });
  });

  it('never writes the account’s secrets to the log', () => {
    expect(logs.raw.length).toBeGreaterThan(0);
    const written = logs.raw.join('\n');
    for (const secret of ['nowpayments-api-key-for-tests', IPN_SECRET, 'correct horse', TWO_FA]) {
      expect(written).not.toContain(secret);
    }
  });
});

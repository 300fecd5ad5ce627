/**
 * The back office's Deposits section (issue 36): `GET /operator/deposits` lists invoices newest
 * first by (time, id) with each filter served by its index (EXPLAINed), `GET …/{id}` shows one
 * with the provider's events (written where callbacks are taken, in the same transaction) and
 * the ledger transfers it made. `payouts.decide` or `finance.read`.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEPOSIT_LIFE_TIME_S, DEPOSIT_METHOD_CODES } from '@/lib/constants/payments';
import { depositsQuerySchema } from '@/lib/schemas/office-deposits';
import { paymentProviderEvents } from '@/server/db/schema';
import { depositsStatement } from '@/server/services/office-deposits/list-deposits';
import { depositMethodCodes } from '@/server/services/payments/methods';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  DEPOSIT,
  depositHash,
  openDeposit,
  player,
  sendWebhook,
  statusPath,
} from '@/tests/support/payments';
import { signedInStaff } from '@/tests/support/staff';
import { OPERATOR_TOKEN, operator } from '@/tests/support/wallet';

const DEPOSITS = '/api/operator/deposits';

let api: TestApi;
let payments: { token: string };
let finance: { token: string };
/** A payments and a finance member, signed in (again after the clock passed their idle timeout). */
async function signIn() {
  payments = { token: await signedInStaff(api, 'payments') };
  finance = { token: await signedInStaff(api, 'finance') };
}

beforeAll(async () => {
  // Its own database: the list is every player's deposits, newest first, other suites' too.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  await signIn();
});
afterAll(() => api.close());

type Row = { id: string; status: string; amount: number; currency: string };

const list = (query: Record<string, string | number>, as: { token: string } = payments) =>
  api.get(
    `${DEPOSITS}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    as,
  );

/** The ids a query lists, in order; fails on anything but 200. */
async function ids(query: Record<string, string | number>) {
  const response = await list(query);
  expect(response.status).toBe(200);
  return (response.json.deposits as Row[]).map((row) => row.id);
}

/** A 422's fields with the codes of their messages (`invalid_value: This value…` → `invalid_value`). */
const codes = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => message.split(':')[0]),
    ]),
  );

const paid = (id: string, amount: number, currency = 'RUB') => ({
  invoice_id: id,
  status: 'paid',
  amount,
  currency,
});

describe('GET /operator/deposits/{id}', () => {
  it('shows a sandbox deposit paid through its signed callback with its events and transfers', async () => {
    const { token, id: userId } = await player(api);
    const email = (await api.get('/api/profile/user', { token })).json.user.email as string;
    // SBP: 1.5 % to the provider, so the deposit books a fee too.
    const deposit = await openDeposit(api, token, 2000, 'sbp');
    api.clock.advance(5_000);
    // A stranger's callback without the signature is refused and leaves nothing behind.
    expect((await sendWebhook(api, paid(deposit.id, 2000), { signature: 'f00d' })).status).toBe(
      401,
    );
    const callback = await sendWebhook(api, paid(deposit.id, 2000));
    expect(callback.status).toBe(200);
    api.clock.advance(1_000);
    // The provider sends it again: taken, kept, and nothing changes.
    expect((await sendWebhook(api, paid(deposit.id, 2000))).status).toBe(200);

    const listed = await list({ user_id: userId });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.json).toEqual({
      deposits: [
        {
          id: deposit.id,
          user_id: userId,
          email,
          provider: 'sandbox',
          // In the request's language: Russian unless it names another.
          method: { code: 'sbp', name: 'СБП', type: 'sbp' },
          currency: 'RUB',
          amount: 2000,
          paid_amount: 2000,
          fee: 30,
          status: 'paid',
          provider_reference: expect.stringMatching(/^sbx_[0-9a-f]{16}$/),
          created_at: expect.any(String),
          settled_at: expect.any(String),
        },
      ],
      next: null,
    });

    const response = await api.get(`${DEPOSITS}/${deposit.id}`, {
      ...finance,
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.json.deposit.method.name).toBe('Faster Payments (SBP)');
    const { deposit: shown, events, transfers } = response.json;
    expect(shown).toMatchObject({
      ...listed.json.deposits[0],
      method: { code: 'sbp', name: 'Faster Payments (SBP)', type: 'sbp' },
      sum_was_changed: false,
      take_bonus: false,
      expires_at: expect.any(String),
    });
    expect(Date.parse(shown.settled_at) - Date.parse(shown.created_at)).toBe(5_000);
    expect(events).toEqual([
      {
        id: expect.any(Number),
        kind: 'opened',
        status: 'pending',
        changed: true,
        signature_verified: null,
        payload: { reference: shown.provider_reference },
        created_at: shown.created_at,
      },
      {
        id: expect.any(Number),
        kind: 'callback',
        status: 'paid',
        changed: true,
        signature_verified: true,
        // The fields as the provider sent them: the amount in major units.
        payload: { invoice_id: deposit.id, status: 'paid', amount: 2000, currency: 'RUB' },
        created_at: shown.settled_at,
      },
      {
        id: expect.any(Number),
        kind: 'callback',
        status: 'paid',
        changed: false,
        signature_verified: true,
        payload: { invoice_id: deposit.id, status: 'paid', amount: 2000, currency: 'RUB' },
        created_at: new Date(Date.parse(shown.settled_at) + 1_000).toISOString(),
      },
    ]);
    // The hold while it was pending, posted by the credit; the house pays the provider's fee.
    const [hold, credit, fee] = transfers;
    expect(transfers).toHaveLength(3);
    expect(hold).toMatchObject({
      key: `deposit:${deposit.id}:hold`,
      kind: 'deposit',
      status: 'pending',
      amount: 2000,
      currency: 'RUB',
      debit: expect.stringMatching(/^psp:sandbox:RUB#\d+$/),
      credit: `user:${userId}:RUB:real`,
      settles_id: null,
    });
    expect(credit).toMatchObject({
      key: `deposit:${deposit.id}`,
      status: 'posted',
      amount: 2000,
      credit: `user:${userId}:RUB:real`,
      settles_id: hold.id,
    });
    expect(fee).toMatchObject({
      key: `deposit-fee:${deposit.id}`,
      kind: 'psp_fee',
      status: 'posted',
      amount: 30,
      debit: expect.stringMatching(/^house:RUB#\d+$/),
      credit: expect.stringMatching(/^psp:sandbox:RUB#\d+$/),
    });
  });

  it('records a failed callback and an expiry, each with the hold released', async () => {
    const { token } = await player(api);
    const declined = await openDeposit(api, token, 1000);
    const late = await openDeposit(api, token, 1200);
    await sendWebhook(api, { ...paid(declined.id, 1000), status: 'failed' });
    api.clock.advance((DEPOSIT_LIFE_TIME_S + 1) * 1000);
    // Reading an overdue invoice expires it.
    expect((await api.get(statusPath(late.id), { token })).json.status).toBe(5);
    // Twenty minutes idle ended the staff sessions.
    await signIn();

    const failed = (await api.get(`${DEPOSITS}/${declined.id}`, payments)).json;
    expect(failed.deposit.status).toBe('failed');
    expect(failed.events.map((event: { kind: string; status: string }) => event.status)).toEqual([
      'pending',
      'failed',
    ]);
    const expired = (await api.get(`${DEPOSITS}/${late.id}`, payments)).json;
    expect(expired.deposit).toMatchObject({
      status: 'expired',
      settled_at: null,
      paid_amount: null,
    });
    expect(expired.events.at(-1)).toMatchObject({
      kind: 'expired',
      status: 'expired',
      changed: true,
      signature_verified: null,
      payload: {},
    });
    for (const answer of [failed, expired]) {
      const id = answer.deposit.id as string;
      expect(
        answer.transfers.map((transfer: { key: string; status: string }) => [
          transfer.key,
          transfer.status,
        ]),
      ).toEqual([
        [`deposit:${id}:hold`, 'pending'],
        [`deposit:${id}:hold:void`, 'voided'],
      ]);
    }
  });

  it('keeps the events append-only', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    const update = api.ctx.db
      .update(paymentProviderEvents)
      .set({ status: 'paid' })
      .where(eq(paymentProviderEvents.invoiceId, deposit.id));
    await expect(update).rejects.toThrow();
    await expect(
      api.ctx.db
        .delete(paymentProviderEvents)
        .where(eq(paymentProviderEvents.invoiceId, deposit.id)),
    ).rejects.toThrow();
  });

  it('is a 404 for an unknown or malformed id', async () => {
    expect((await api.get(`${DEPOSITS}/${randomUUID()}`, payments)).status).toBe(404);
    expect((await api.get(`${DEPOSITS}/not-an-invoice`, payments)).status).toBe(404);
  });
});

describe('GET /operator/deposits', () => {
  it('filters by status, method, currency, player and time', async () => {
    const { token, id: userId } = await player(api);
    const start = api.clock.now();
    const card = await openDeposit(api, token, 1000, 'card');
    await sendWebhook(api, paid(card.id, 1000));
    api.clock.advance(60_000);
    const failed = await openDeposit(api, token, 1500, 'card');
    await sendWebhook(api, { ...paid(failed.id, 1500), status: 'failed' });
    api.clock.advance(60_000);
    const waiting = await openDeposit(api, token, 700, 'sbp');
    api.clock.advance(1_000);
    const kzt = await player(api, 'KZT');
    const kaspi = await api.post(
      DEPOSIT,
      { hash: depositHash('kaspi', 'KZT'), amount: 5000 },
      { token: kzt.token },
    );
    expect(kaspi.status).toBe(201);

    const mine = { user_id: userId };
    expect(await ids(mine)).toEqual([waiting.id, failed.id, card.id]);
    expect(await ids({ ...mine, status: 'paid' })).toEqual([card.id]);
    expect(await ids({ ...mine, status: 'pending' })).toEqual([waiting.id]);
    expect(await ids({ ...mine, method: 'card' })).toEqual([failed.id, card.id]);
    expect(await ids({ ...mine, method: 'card', currency: 'RUB' })).toEqual([failed.id, card.id]);
    expect(await ids({ ...mine, method: 'sbp', currency: 'USD' })).toEqual([]);
    expect(await ids({ ...mine, currency: 'KZT' })).toEqual([]);
    expect(await ids({ currency: 'KZT', method: 'kaspi', user_id: kzt.id })).toEqual([
      kaspi.json.id,
    ]);
    expect(await ids({ method: 'kaspi' })).toContain(kaspi.json.id);
    // `from` inclusive, `to` exclusive.
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
    expect(await ids({ ...mine, from: at(60_000) })).toEqual([waiting.id, failed.id]);
    expect(await ids({ ...mine, to: at(60_000) })).toEqual([card.id]);
    expect(await ids({ ...mine, from: at(60_000), to: at(120_000) })).toEqual([failed.id]);
    // Everyone's newest first: the KZT player's deposit is the latest.
    expect((await ids({}))[0]).toBe(kaspi.json.id);
  });

  it('pages by cursor, newest first, through deposits of one instant too', async () => {
    const { token, id: userId } = await player(api);
    // The clock stands still: five deposits of one instant are ordered by their ids.
    const opened: string[] = [];
    for (let count = 0; count < 5; count += 1) {
      opened.push((await openDeposit(api, token, 1000 + count)).id);
    }
    const expected = [...opened].sort().reverse();
    const seen: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 3; pages += 1) {
      const response = await list({ user_id: userId, limit: 2, ...(before && { before }) });
      expect(response.status).toBe(200);
      seen.push(...(response.json.deposits as Row[]).map((row) => row.id));
      before = response.json.next;
    }
    expect(seen).toEqual(expected);
    expect(before).toBeNull();

    api.clock.advance(1_000);
    const newer = await openDeposit(api, token, 900);
    const first = await list({ user_id: userId, limit: 3 });
    expect((first.json.deposits as Row[]).map((row) => row.id)).toEqual([
      newer.id,
      ...expected.slice(0, 2),
    ]);
    expect(first.json.next).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z~[0-9a-f-]{36}$/);
    expect(await ids({ user_id: userId, before: first.json.next })).toEqual(expected.slice(2));
  });

  it('is for staff who decide payouts or read finance; others are refused', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1000);
    expect((await list({}, finance)).status).toBe(200);
    expect((await list({}, operator)).status).toBe(200);
    for (const role of ['support', 'trader', 'marketing']) {
      const member = { token: await signedInStaff(api, role) };
      expect((await list({}, member)).status).toBe(403);
      expect((await api.get(`${DEPOSITS}/${deposit.id}`, member)).status).toBe(403);
    }
    expect((await api.get(DEPOSITS)).status).toBe(401);
    // A player's session is no staff session.
    expect((await api.get(DEPOSITS, { token })).status).toBe(401);
  });

  it('refuses a bad query with a 422 on its field', async () => {
    const uuid = randomUUID();
    const cases: [Record<string, string>, string][] = [
      [{ status: 'settled' }, 'status'],
      [{ method: 'paypal' }, 'method'],
      [{ currency: 'GBP' }, 'currency'],
      [{ user_id: 'me' }, 'user_id'],
      [{ user_id: '2147483648' }, 'user_id'],
      [{ from: 'yesterday' }, 'from'],
      [{ to: '2026-02-30T00:00:00Z' }, 'to'],
      [{ from: '0000-01-01T00:00:00Z' }, 'from'],
      [{ before: 'garbage' }, 'before'],
      [{ before: `2026-02-30T00:00:00.000000Z~${uuid}` }, 'before'],
      [{ before: `2026-01-01T00:00:00.000Z~${uuid}` }, 'before'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '201' }, 'limit'],
      [{ page: '2' }, 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect([query, response.status]).toEqual([query, 422]);
      expect(Object.keys(response.json.errors)).toEqual([field]);
    }
    expect(codes((await list({ status: 'settled' })).json.errors)).toEqual({
      status: ['invalid_value'],
    });
  });

  it('names the catalogue\u2019s deposit methods, so the filter offers each of them', () => {
    expect(depositMethodCodes()).toEqual([...DEPOSIT_METHOD_CODES]);
  });

  /**
   * Each filter reads its own index, never the table: PGlite is PostgreSQL's planner, so with
   * sequential scans priced out the plan names the index a large table would use.
   */
  it.each([
    ['no filter', {}, ['payment_invoices_created_idx']],
    ['a player', { user_id: '42' }, ['payment_invoices_user_idx']],
    ['a status', { status: 'pending' }, ['payment_invoices_status_idx']],
    ['a method', { method: 'sbp' }, ['payment_invoices_method_idx']],
    ['a method and currency', { method: 'card', currency: 'KZT' }, ['payment_invoices_']],
    ['a currency', { currency: 'EUR' }, ['payment_invoices_currency_idx']],
    [
      'a cursor',
      { before: `2026-01-01T00:00:00.000000Z~${randomUUID()}` },
      ['payment_invoices_created_idx'],
    ],
  ])('reads %s through its index, never a sequential scan', async (_, query, indexes) => {
    const statement = depositsStatement(api.ctx, depositsQuerySchema.parse(query))!;
    const plan = await api.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of indexes) expect(plan).toContain(index);
  });
});

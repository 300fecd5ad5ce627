import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { operatorPromosQuerySchema } from '@/lib/schemas/operator-bonus';
import {
  promoCodeRows,
  promoCodesCondition,
} from '@/server/services/bonus/operator/list-promo-codes';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { player } from '@/tests/support/payments';
import { signedInStaff } from '@/tests/support/staff';
import { operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

// Packs and the cost report are global: this suite has its database to itself on PostgreSQL.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const BASE = '/api/operator/bonuses';
const text = { ru: 'Бонус', en: 'Bonus', kz: 'Бонус' };
const contributions = {
  slots: 100,
  live_casino: 10,
  table: 10,
  in_house_reference_edge: 4,
  sports: 50,
  sports_min_odds: 1.5,
  excluded_games: [],
};

function templateBody(fields: Record<string, unknown> = {}) {
  return {
    code: `op-${randomBytes(4).toString('hex')}`,
    kind: 'no_deposit',
    name: text,
    terms: text,
    currencies: {
      RUB: { min_deposit: 0, max_bonus: 0, fixed_amount: 500, max_bet: 100, max_conversion: 5000 },
    },
    wagering_multiplier: 20,
    wagering_base: 'bonus',
    contributions,
    validity_days: 7,
    ...fields,
  };
}

describe('operator bonus endpoints', () => {
  it('refuses without the operator token', async () => {
    expect((await api.get(`${BASE}/templates`)).status).toBe(401);
    expect((await api.get(`${BASE}/report`, { token: 'wrong' })).status).toBe(401);
  });

  it('creates, updates and lists templates, in major units and percents', async () => {
    const body = templateBody();
    const created = await api.post(`${BASE}/templates`, body, operator);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      code: body.code,
      currencies: { RUB: { fixed_amount: 500, max_bet: 100, max_conversion: 5000 } },
      contributions,
    });
    expect((await api.post(`${BASE}/templates`, body, operator)).status).toBe(422);
    const updated = await api.put(
      `${BASE}/templates/${body.code}`,
      { ...body, wagering_multiplier: 10 },
      operator,
    );
    expect(updated.status).toBe(200);
    expect(updated.json.data.wagering_multiplier).toBe(10);
    expect((await api.put(`${BASE}/templates/nope`, body, operator)).status).toBe(404);
    const list = await api.get(`${BASE}/templates`, operator);
    expect(list.json.data.map((t: { code: string }) => t.code)).toContain(body.code);
    const bad = await api.post(
      `${BASE}/templates`,
      templateBody({ kind: 'nope', currencies: {}, validity_days: 0 }),
      operator,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['currencies', 'kind', 'validity_days']);
  });

  it('creates and updates welcome packs and promo codes', async () => {
    const template = templateBody({ kind: 'deposit_match', percent: 100 });
    await api.post(`${BASE}/templates`, template, operator);
    const pack = {
      code: `pack-${randomBytes(4).toString('hex')}`,
      name: text,
      public_title: text,
      steps: [{ step: 1, nth_deposit: 1, template: template.code }],
    };
    const created = await api.post(`${BASE}/welcome-packs`, pack, operator);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ valid_days: 7, active: true, steps: pack.steps });
    const twoSteps = [...pack.steps, { step: 2, nth_deposit: 2, template: template.code }];
    const updated = await api.put(
      `${BASE}/welcome-packs/${pack.code}`,
      { ...pack, steps: twoSteps },
      operator,
    );
    expect(updated.json.data.steps).toHaveLength(2);
    const badSteps = [{ step: 1, nth_deposit: 1, template: 'missing' }];
    expect(
      (await api.post(`${BASE}/welcome-packs`, { ...pack, code: 'x1', steps: badSteps }, operator))
        .status,
    ).toBe(422);
    expect((await api.get(`${BASE}/welcome-packs`, operator)).json.data).toHaveLength(1);

    const promo = {
      code: `p${randomBytes(3).toString('hex')}`,
      name: 'Promo',
      template: template.code,
      max_uses: 10,
    };
    const promoCreated = await api.post(`${BASE}/promo-codes`, promo, operator);
    expect(promoCreated.status).toBe(201);
    expect(promoCreated.json.data).toMatchObject({
      code: promo.code.toUpperCase(),
      uses: 0,
      max_uses: 10,
    });
    expect((await api.get(`/api/bonus-system/bonus/${promo.code}`)).json.data).toMatchObject({
      type: 'deposit_match',
      value: '100',
    });
    const promoUpdated = await api.put(
      `${BASE}/promo-codes/${promo.code}`,
      { ...promo, active: false },
      operator,
    );
    expect(promoUpdated.json.data.active).toBe(false);
    expect((await api.get(`/api/bonus-system/bonus/${promo.code}`)).status).toBe(404);
    expect(
      (await api.post(`${BASE}/promo-codes`, { ...promo, template: 'missing' }, operator)).status,
    ).toBe(422);
    expect((await api.get(`${BASE}/promo-codes`, operator)).json.data).toHaveLength(1);
  });

  it('grants a bonus once per key, cancels it, and reports the cost', async () => {
    const template = templateBody();
    await api.post(`${BASE}/templates`, template, operator);
    const { id, token } = await player(api);
    const grant = {
      key: `k-${id}`,
      user_id: id,
      template: template.code,
      currency: 'RUB',
      reason: 'support',
    };
    const first = await api.post(`${BASE}/grants`, grant, operator);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({
      status: 'active',
      amount: 500,
      source: 'operator',
      reason: 'support',
    });
    const again = await api.post(`${BASE}/grants`, grant, operator);
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    // A second key merges into the active grant, with the operator's amount.
    const more = await api.post(
      `${BASE}/grants`,
      { ...grant, key: `k2-${id}`, amount: 250 },
      operator,
    );
    expect(more.json.data).toMatchObject({ id: first.json.data.id, amount: 750 });

    expect(
      (await api.post(`${BASE}/grants`, { ...grant, key: 'x', user_id: 99_999_999 }, operator))
        .status,
    ).toBe(404);
    const noCurrency = await api.post(
      `${BASE}/grants`,
      { ...grant, key: 'y', currency: 'KZT' },
      operator,
    );
    expect(noCurrency.status).toBe(422);
    expect(noCurrency.json.errors.template).toBeDefined();
    expect((await api.post(`${BASE}/grants`, { ...grant, key: '' }, operator)).status).toBe(422);
    // An id no `integer` column holds is a 422 on the field, not a database error.
    for (const user_id of [2_147_483_648, 99_999_999_999, 0, 1.5]) {
      const refused = await api.post(`${BASE}/grants`, { ...grant, key: 'z', user_id }, operator);
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ user_id: [expect.stringMatching(/^invalid_value: /)] });
    }

    const cancelled = await api.post(
      `${BASE}/grants/${first.json.data.id}/cancel`,
      { reason: 'abuse' },
      operator,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({
      status: 'cancelled',
      reason: 'abuse',
      returned_amount: 750,
    });
    expect(
      (await api.post(`${BASE}/grants/99999999/cancel`, { reason: 'x' }, operator)).status,
    ).toBe(404);
    expect((await api.get('/api/bonus-system/grants', { token })).json.data.history).toHaveLength(
      1,
    );

    const report = await api.get(`${BASE}/report`, operator);
    expect(report.status).toBe(200);
    expect(report.json.data).toContainEqual({
      template: template.code,
      currency: 'RUB',
      grants: 1,
      granted: 750,
      converted: 0,
      expired: 0,
      forfeited: 0,
      cancelled: 750,
    });
    await expectLedgerBalanced(api);
  });
});

describe('GET /operator/bonuses/promo-codes, a page at a time', () => {
  // Letters and digits of one length sort alike in every collation; `G` keeps this suite's
  // codes apart from the other test's (`P` and hex).
  const prefix = `PG${randomBytes(3).toString('hex').toUpperCase()}`;
  const codes = ['A1', 'A2', 'B1', 'B2', 'C1'].map((tail) => `${prefix}${tail}`);
  const page = (query: string) => api.get(`${BASE}/promo-codes?${query}`, operator);
  const listed = (answer: { json: { data: { code: string }[] } }) =>
    answer.json.data.map((promo) => promo.code);

  beforeAll(async () => {
    const template = templateBody();
    expect((await api.post(`${BASE}/templates`, template, operator)).status).toBe(201);
    for (const code of codes) {
      const created = await api.post(
        `${BASE}/promo-codes`,
        { code: code.toLowerCase(), name: `Promo ${code}`, template: template.code },
        operator,
      );
      expect(created.status).toBe(201);
    }
  });

  it('walks a prefix by cursor, `limit` codes a page, `next` null on the last', async () => {
    // The prefix is read in capitals, as codes are saved.
    const first = await page(`q=${prefix.toLowerCase()}&limit=2`);
    expect(first.status).toBe(200);
    expect(listed(first)).toEqual(codes.slice(0, 2));
    expect(first.json.next).toBe(codes[1]);
    expect(first.json.data[0]).toMatchObject({ name: `Promo ${codes[0]}`, uses: 0 });

    const second = await page(`q=${prefix}&limit=2&after=${first.json.next}`);
    expect(listed(second)).toEqual(codes.slice(2, 4));
    const last = await page(`q=${prefix}&limit=2&after=${second.json.next}`);
    expect(listed(last)).toEqual(codes.slice(4));
    expect(last.json.next).toBeNull();

    // 50 by default; a longer prefix narrows it, the whole code finds that code alone.
    expect(listed(await page(`q=${prefix}`))).toEqual(codes);
    expect(listed(await page(`q=${prefix}B`))).toEqual([codes[2], codes[3]]);
    expect(listed(await page(`q=${codes[4]}`))).toEqual([codes[4]]);
    expect((await page(`q=${prefix}Z`)).json).toEqual({ data: [], next: null });
  });

  it('pages every code by cursor without a prefix, and answers them all without any parameter', async () => {
    const after = await page(`after=${codes[1]!.toLowerCase()}&limit=2`);
    expect(listed(after)).toEqual(codes.slice(2, 4));
    expect(after.json.next).toBe(codes[3]);

    const whole = await api.get(`${BASE}/promo-codes`, operator);
    expect(whole.status).toBe(200);
    const all = listed(whole);
    expect(all).toEqual(expect.arrayContaining(codes));
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(whole.json.next).toBeNull();
    // An empty prefix is every code, a page of them.
    const empty = await page(`q=&limit=${all.length}`);
    expect(listed(empty)).toEqual(all);
    expect(empty.json.next).toBeNull();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['q=a%20b', 'q'],
    ['q=50%25', 'q'],
    [`q=${'A'.repeat(65)}`, 'q'],
    ['after=', 'after'],
    ['after=A%27B', 'after'],
    ['page=2', 'page'],
  ])('refuses %s with a 422 on its field', async (query, field) => {
    const refused = await page(query);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors)).toEqual([field]);
  });

  it('answers one code by its code, in capitals or not, and 404 for an unknown one', async () => {
    const one = await api.get(`${BASE}/promo-codes/${codes[2]!.toLowerCase()}`, operator);
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ code: codes[2], name: `Promo ${codes[2]}`, uses: 0 });
    for (const unknown of [`${prefix}Z9`, 'NO%20SUCH', `${'A'.repeat(65)}`]) {
      const missing = await api.get(`${BASE}/promo-codes/${unknown}`, operator);
      expect(missing.status).toBe(404);
    }
    expect((await api.get(`${BASE}/promo-codes/${codes[2]}`)).status).toBe(401);
  });

  it('is for staff who manage marketing', async () => {
    const support = { token: await signedInStaff(api, 'support') };
    const marketer = { token: await signedInStaff(api, 'marketing') };
    expect((await api.get(`${BASE}/promo-codes?q=${prefix}`, support)).status).toBe(403);
    expect((await api.get(`${BASE}/promo-codes/${codes[0]}`, support)).status).toBe(403);
    expect(listed(await api.get(`${BASE}/promo-codes?q=${prefix}`, marketer))).toEqual(codes);
  });

  describe('the page\u2019s statement', () => {
    /** The plan with sequential scans priced out: what PostgreSQL does once the table is big. */
    const plan = (statement: SQL) =>
      api.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${statement}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });

    it.each([
      ['the first page', ''],
      ['a page after a cursor', 'after=PGA1&limit=50'],
      ['a prefix', 'q=pg'],
      ['a prefix after a cursor', 'q=PG&after=PGA1&limit=200'],
    ])('reads %s along the primary key', async (_name, raw) => {
      const query = operatorPromosQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(raw || 'limit=50')),
      );
      const limit = (query.limit ?? 50) + 1;
      const text = await plan(
        promoCodeRows(api.ctx.db, promoCodesCondition(query), limit).getSQL(),
      );
      expect(text).not.toMatch(/Seq Scan on promo_codes/);
      // In the key's order for a page of a wide range; a narrow prefix's few rows may be read
      // by a bitmap of the same index and sorted. Either way the bounds are the index's.
      expect(text).toMatch(
        /(Index Scan using promo_codes_pkey|Bitmap Index Scan on promo_codes_pkey)/,
      );
      if (query.q) expect(text).toMatch(/Index Cond: .*code >= .*code < /);
      if (query.after) expect(text).toMatch(/Index Cond: .*code > /);
    });
  });
});

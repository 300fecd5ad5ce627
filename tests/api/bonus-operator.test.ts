import { randomBytes } from 'node:crypto';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { player } from '@/tests/support/payments';
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

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bonusGrants, bonusOffers, promoCodes, promoRedemptions, users } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { expireGrants } from '@/server/services/bonus/expire-grants';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balanceOf, createTemplate } from '@/tests/support/bonus';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { player } from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const PROMO = '/api/bonus-system/promo';
const uniqueCode = () => `B${randomBytes(4).toString('hex').toUpperCase()}`;

/** A promo code giving a template's bonus; `kind` picks a no-deposit or a deposit template. */
async function promo(
  fields: Partial<typeof promoCodes.$inferInsert> = {},
  kind: 'no_deposit' | 'deposit_match' = 'no_deposit',
) {
  const template = await createTemplate(api, { kind, wageringMultiplier: 20 });
  const code = uniqueCode();
  await api.ctx.db.insert(promoCodes).values({
    code,
    type: kind,
    value: '500',
    name: 'Promo',
    templateId: template.id,
    ...fields,
  });
  return { code, template };
}

/** A 422 on `promo` with the reason the player reads (issue 32: not only "no such code"). */
const expectInvalid = (
  response: { status: number; json: { errors: Record<string, string[]> } },
  reason = 'invalid_promo',
) => {
  expect(response.status).toBe(422);
  expect(response.json.errors.promo).toEqual([expect.stringMatching(new RegExp(`^${reason}: `))]);
};

describe('POST /bonus-system/promo', () => {
  it('credits a no-deposit code at once, once per player', async () => {
    const { code } = await promo();
    const { token, id } = await player(api);
    const response = await api.post(PROMO, { promo: code.toLowerCase() }, { token });
    expect(response.status).toBe(201);
    expect(response.json.data.offer).toBeNull();
    expect(response.json.data.grant).toMatchObject({ status: 'active', amount: 500, balance: 500 });
    expect(await balanceOf(api, id, 'bonus')).toBe(50_000);
    const again = await api.post(PROMO, { promo: code }, { token });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'promo_used' });
    const [row] = await api.ctx.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.uses).toBe(1);
    await expectLedgerBalanced(api);
  });

  it('takes a code once when the same player sends it twice at once', async () => {
    const { code } = await promo();
    const { token, id } = await player(api);
    const answers = await Promise.all([
      api.post(PROMO, { promo: code }, { token }),
      api.post(PROMO, { promo: code }, { token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(api, id, 'bonus')).toBe(50_000);
  });

  it('makes a deposit code an offer waiting 3 days, shown as the bonus-wait', async () => {
    const { code, template } = await promo({}, 'deposit_match');
    const { token, id } = await player(api);
    const response = await api.post(PROMO, { promo: code }, { token });
    expect(response.status).toBe(201);
    expect(response.json.data).toMatchObject({
      grant: null,
      offer: {
        id: template.code,
        source: 'promo',
        promo: code,
        waiting: true,
        expires_in: 259_200,
      },
    });
    const [offer] = await api.ctx.db.select().from(bonusOffers).where(eq(bonusOffers.userId, id));
    expect(offer).toMatchObject({ status: 'waiting', sourceRef: code });
    const [redemption] = await api.ctx.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, id));
    expect(redemption!.offerId).toBe(offer!.id);

    const wait = '/api/bonus-system/bonus-activation/waiting-reg-and-dep';
    expect((await api.get(wait, { token })).json).toEqual({
      data: { name: 'Match bonus (ru)', expires_in: 259_200 },
    });
    expect((await api.get(wait)).json).toEqual({ data: null });
    expect((await api.get('/api/bonus-system/offers', { token })).json.data[0]).toMatchObject({
      promo: code,
      waiting: true,
    });
    api.clock.advance(259_200_000);
    expect((await api.get(wait, { token })).json).toEqual({ data: null });
    await expireGrants(api.ctx);
    const [expired] = await api.ctx.db
      .select()
      .from(bonusOffers)
      .where(eq(bonusOffers.id, offer!.id));
    expect(expired!.status).toBe('expired');
  });

  it('refuses unknown, inactive, not started, expired and used-up codes', async () => {
    const { token } = await player(api);
    const now = api.clock.now();
    const inactive = await promo({ active: false });
    const later = await promo({ startsAt: addSeconds(now, 60) });
    const expired = await promo({ expiresAt: now });
    const usedUp = await promo({ maxUses: 1, uses: 1 });
    const tracking = uniqueCode();
    await api.ctx.db
      .insert(promoCodes)
      .values({ code: tracking, type: 'x', value: '1', name: 'x' });
    for (const [code, reason] of [
      [uniqueCode(), 'invalid_promo'],
      [inactive.code, 'invalid_promo'],
      [later.code, 'promo_not_started'],
      [expired.code, 'promo_expired'],
      [usedUp.code, 'promo_used_up'],
      [tracking, 'invalid_promo'],
    ]) {
      expectInvalid(await api.post(PROMO, { promo: code }, { token }), reason);
    }
    for (const code of [inactive.code, later.code, expired.code, usedUp.code]) {
      expect((await api.get(`/api/bonus-system/bonus/${code}`)).status).toBe(404);
    }
    expect((await api.get(`/api/bonus-system/bonus/${tracking}`)).status).toBe(200);
  });

  it('counts uses atomically: the last use goes to one player of two', async () => {
    const { code } = await promo({ maxUses: 1 });
    const [one, two] = [await player(api), await player(api)];
    const answers = await Promise.all([
      api.post(PROMO, { promo: code }, { token: one.token }),
      api.post(PROMO, { promo: code }, { token: two.token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expectInvalid(
      answers.find((answer) => answer.status === 422)!,
      'promo_used_up',
    );
    const [row] = await api.ctx.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.uses).toBe(1);
    expect((await api.get(`/api/bonus-system/bonus/${code}`)).status).toBe(404);
  });

  it('keeps new-players-only codes and currencies to whom they are for', async () => {
    const onlyNew = await promo({ newPlayersOnly: true });
    const onlyUsd = await promo({ currencies: ['USD'] });
    const { token } = await player(api);
    expectInvalid(
      await api.post(PROMO, { promo: onlyNew.code }, { token }),
      'promo_new_players_only',
    );
    expectInvalid(await api.post(PROMO, { promo: onlyUsd.code }, { token }), 'promo_currency');
    const usd = await player(api, 'USD');
    expect((await api.post(PROMO, { promo: onlyUsd.code }, { token: usd.token })).status).toBe(201);
    // A template without the player's currency does not apply either.
    const kzt = await player(api, 'KZT');
    expectInvalid(
      await api.post(PROMO, { promo: onlyNew.code }, { token: kzt.token }),
      'promo_currency',
    );
  });

  it('answers 401 without a session and 422 for a bad body', async () => {
    const { token } = await player(api);
    expect((await api.post(PROMO, { promo: 'X' })).status).toBe(401);
    const empty = await api.post(PROMO, { promo: '  ' }, { token });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.promo).toEqual([expect.stringMatching(/^required/)]);
    expect((await api.post(PROMO, { promo: 'x'.repeat(65) }, { token })).status).toBe(422);
    expect((await api.post(PROMO, {}, { token })).status).toBe(422);
  });
});

describe('registration with a promo code', () => {
  const path = '/api/api/v2/auth/register/email';
  const body = (promo: string, currency = 'RUB') => ({
    email: `promo-${randomBytes(5).toString('hex')}@example.test`,
    password: 'correct-horse-battery',
    currency,
    promo,
  });

  it('answers 422 on promo for a code that does not apply, and opens no account', async () => {
    const onlyUsd = await promo({ currencies: ['USD'] });
    for (const [code, reason] of [
      [uniqueCode(), 'invalid_promo'],
      [onlyUsd.code, 'promo_currency'],
    ]) {
      const request = body(code!);
      const response = await api.post(path, request);
      expectInvalid(response, reason);
      const [user] = await api.ctx.db.select().from(users).where(eq(users.email, request.email));
      expect(user).toBeUndefined();
    }
  });

  it('takes a new-players-only code for the new account', async () => {
    const { code } = await promo({ newPlayersOnly: true });
    const response = await api.post(path, body(code.toLowerCase()));
    expect(response.status).toBe(201);
    const grants = await api.get('/api/bonus-system/grants', { token: response.json.token });
    expect(grants.json.data.active).toEqual([expect.objectContaining({ amount: 500 })]);
    const [grant] = await api.ctx.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.id, grants.json.data.active[0].id));
    expect(grant!.key).toMatch(new RegExp(`^promo:${code}:\\d+$`));
  });
});

import { eq } from 'drizzle-orm';
import { bonusCredits, bonusGrants, ledgerTransfers } from '@/server/db/schema';
import { bonusAmount } from '@/server/services/bonus/bonus-amount';
import { creditBonus } from '@/server/services/bonus/credit-bonus';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balanceOf, createTemplate, ledgerSum } from '@/tests/support/bonus';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { player } from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const grantsOf = (userId: number) =>
  api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));

describe('bonusAmount', () => {
  it('matches a deposit up to the cap, only from the minimum deposit, per currency', async () => {
    const template = await createTemplate(api, { percent: 150, wageringMultiplier: 40 });
    expect(bonusAmount(template, 'RUB', { depositAmount: 100_000 })).toEqual({
      amount: 150_000,
      wagering: 6_000_000,
      depositAmount: 100_000,
    });
    // 150 % of 10 000 RUB is over the 10 000 RUB cap.
    expect(bonusAmount(template, 'RUB', { depositAmount: 1_000_000 })?.amount).toBe(1_000_000);
    expect(bonusAmount(template, 'RUB', { depositAmount: 49_999 })).toBeNull();
    expect(bonusAmount(template, 'USD', { depositAmount: 5_000 })?.amount).toBe(7_500);
    expect(bonusAmount(template, 'KZT', { depositAmount: 5_000_000 })).toBeNull();
    expect(bonusAmount(template, 'RUB')).toBeNull();
  });

  it('counts the deposit in the base of bonus_plus_deposit', async () => {
    const template = await createTemplate(api, { wageringBase: 'bonus_plus_deposit' });
    expect(bonusAmount(template, 'RUB', { depositAmount: 100_000 })).toEqual({
      amount: 100_000,
      wagering: 35 * 200_000,
      depositAmount: 100_000,
    });
  });

  it('gives a fixed amount on a qualifying deposit, a no-deposit amount without one', async () => {
    const fixed = await createTemplate(api, { kind: 'fixed' });
    const free = await createTemplate(api, { kind: 'no_deposit', wageringMultiplier: 20 });
    expect(bonusAmount(fixed, 'RUB', { depositAmount: 60_000 })?.amount).toBe(50_000);
    expect(bonusAmount(fixed, 'RUB', { depositAmount: 10_000 })).toBeNull();
    expect(bonusAmount(free, 'RUB')).toEqual({
      amount: 50_000,
      wagering: 1_000_000,
      depositAmount: 0,
    });
    expect(bonusAmount(free, 'USD')?.amount).toBe(1_000);
    expect(bonusAmount(free, 'RUB', { amount: 777 })?.amount).toBe(777);
  });
});

describe('creditBonus', () => {
  it('opens an active grant with the template terms and moves pool money to bonus', async () => {
    const template = await createTemplate(api);
    const { id } = await player(api);
    const before = await ledgerSum(api);
    const result = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: template.id,
      key: `test:${id}:1`,
      source: 'operator',
      depositAmount: 200_000,
    });
    expect(result?.created).toBe(true);
    expect(result?.grant).toMatchObject({
      status: 'active',
      amount: 200_000,
      wageringRequired: 7_000_000,
      maxBet: 50_000,
      maxConversion: null,
      contributions: template.contributions,
    });
    expect(result!.grant.expiresAt.getTime() - api.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(await balanceOf(api, id, 'bonus')).toBe(200_000);
    expect(await ledgerSum(api)).toBe(before);
    const [transfer] = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus-credit:test:${id}:1`));
    expect(transfer).toMatchObject({ kind: 'bonus_credit', amount: 200_000 });

    // A replay of the key answers the same grant and moves nothing.
    const again = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: template.id,
      key: `test:${id}:1`,
      source: 'operator',
      depositAmount: 200_000,
    });
    expect(again).toMatchObject({ created: false, grant: { id: result!.grant.id } });
    expect(await balanceOf(api, id, 'bonus')).toBe(200_000);
    await expectLedgerBalanced(api);
  });

  it('merges a second credit into the active grant: sums, the later expiry', async () => {
    const first = await createTemplate(api, { validityDays: 7 });
    const second = await createTemplate(api, { percent: 50, validityDays: 3 });
    const { id } = await player(api);
    const one = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: first.id,
      key: `merge:${id}:1`,
      source: 'operator',
      depositAmount: 100_000,
    });
    api.clock.advance(5 * 86_400_000);
    const two = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: second.id,
      key: `merge:${id}:2`,
      source: 'operator',
      depositAmount: 100_000,
    });
    expect(two?.grant.id).toBe(one!.grant.id);
    expect(two?.grant).toMatchObject({
      amount: 150_000,
      depositAmount: 200_000,
      wageringRequired: 35 * 150_000,
      templateId: first.id,
    });
    expect(two!.grant.expiresAt).toEqual(new Date(api.clock.now().getTime() + 3 * 86_400_000));
    expect(await grantsOf(id)).toHaveLength(1);
    const credits = await api.ctx.db
      .select()
      .from(bonusCredits)
      .where(eq(bonusCredits.grantId, one!.grant.id));
    expect(credits.map((credit) => credit.amount).sort()).toEqual([100_000, 50_000]);
    expect(await balanceOf(api, id, 'bonus')).toBe(150_000);
  });

  it('pays a bonus without wagering as real money, recorded completed', async () => {
    const template = await createTemplate(api, { kind: 'no_deposit', wageringMultiplier: 0 });
    const { id } = await player(api);
    const result = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: template.id,
      key: `real:${id}`,
      source: 'promo',
    });
    expect(result?.grant).toMatchObject({
      status: 'completed',
      convertedAmount: 50_000,
      wageringRequired: 0,
    });
    expect(await balanceOf(api, id, 'real')).toBe(50_000);
    expect(await balanceOf(api, id, 'bonus')).toBe(0);
    const again = await creditBonus(api.ctx, {
      userId: id,
      currency: 'RUB',
      templateId: template.id,
      key: `real:${id}`,
      source: 'promo',
    });
    expect(again?.created).toBe(false);
    expect(await balanceOf(api, id, 'real')).toBe(50_000);
  });

  it('gives nothing for a currency the template lacks', async () => {
    const template = await createTemplate(api);
    const { id } = await player(api);
    const result = await creditBonus(api.ctx, {
      userId: id,
      currency: 'KZT',
      templateId: template.id,
      key: `kzt:${id}`,
      source: 'operator',
      depositAmount: 10_000_000,
    });
    expect(result).toBeNull();
    expect(await grantsOf(id)).toHaveLength(0);
  });

  it('grants once for the same key at once, and merges two triggers at once into one grant', async () => {
    const template = await createTemplate(api, { kind: 'no_deposit' });
    const { id } = await player(api);
    const credit = (key: string) =>
      creditBonus(api.ctx, {
        userId: id,
        currency: 'RUB',
        templateId: template.id,
        key,
        source: 'operator',
      });
    const same = await Promise.all([
      credit(`race:${id}`),
      credit(`race:${id}`),
      credit(`race:${id}`),
    ]);
    expect(same.filter((result) => result?.created)).toHaveLength(1);
    expect(new Set(same.map((result) => result!.grant.id)).size).toBe(1);
    expect(await balanceOf(api, id, 'bonus')).toBe(50_000);

    const other = await createTemplate(api, { kind: 'no_deposit' });
    const { id: id2 } = await player(api);
    const two = await Promise.all(
      [template, other].map((t, index) =>
        creditBonus(api.ctx, {
          userId: id2,
          currency: 'RUB',
          templateId: t.id,
          key: `race2:${id2}:${index}`,
          source: 'operator',
        }),
      ),
    );
    expect(two.every((result) => result?.created)).toBe(true);
    const grants = await grantsOf(id2);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ status: 'active', amount: 100_000 });
    expect(await balanceOf(api, id2, 'bonus')).toBe(100_000);
    await expectLedgerBalanced(api);
  });
});

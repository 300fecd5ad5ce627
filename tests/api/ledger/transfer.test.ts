import { eq, sql } from 'drizzle-orm';
import { amountSchema } from '@/lib/money/amount';
import { rootOf } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { createAccount } from '@/server/services/auth/register';
import {
  accountCode,
  shardCode,
  systemBalance,
  userBalances,
  type AccountRef,
} from '@/server/services/ledger/accounts';
import { settlePending, transfer } from '@/server/services/ledger/transfer';
import { createTestApi, uniqueEmail, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
const key = (name: string) => `${name}-${Date.now()}-${(seq += 1)}-${Math.random()}`;

async function player() {
  const user = await createAccount(api.ctx, {
    method: 'email',
    email: uniqueEmail(),
    currency: 'RUB',
  });
  const real: AccountRef = { owner: 'user', userId: user.id, currency: 'RUB', kind: 'real' };
  return { user, real };
}
const house: AccountRef = { owner: 'house', currency: 'RUB' };
const psp: AccountRef = { owner: 'psp', provider: 'sandbox', currency: 'RUB' };

async function fund(real: AccountRef, amount: number) {
  return transfer(api.ctx, {
    key: key('fund'),
    kind: 'deposit',
    debit: psp,
    credit: real,
    amount,
    currency: 'RUB',
  });
}

async function account(ref: AccountRef) {
  const [row] = await api.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(ref)));
  return row!;
}

/** The ledger's own invariant: each balance is its posted credits minus its posted debits. */
async function expectBalanced(ref: AccountRef) {
  const row = await account(ref);
  const [sums] = await api.ctx.db
    .select({
      credits: sql<string>`coalesce(sum(case when ${ledgerTransfers.creditAccountId} = ${row.id} then ${ledgerTransfers.amount} end), 0)`,
      debits: sql<string>`coalesce(sum(case when ${ledgerTransfers.debitAccountId} = ${row.id} then ${ledgerTransfers.amount} end), 0)`,
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.status, 'posted'));
  expect(row.balance).toBe(Number(sums!.credits) - Number(sums!.debits));
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describe('ledger transfers', () => {
  it('moves money between two accounts and records one balanced transfer', async () => {
    const { user, real } = await player();
    const row = await fund(real, 10_000);
    expect(row).toMatchObject({ status: 'posted', amount: 10_000, currency: 'RUB' });
    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 10_000, bonus: 0 });
    expect(await systemBalance(api.ctx.db, psp)).toBeLessThanOrEqual(-10_000);
    // The provider's side lands on one shard of its account, named by the key.
    const [shard] = await api.ctx.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, row.debitAccountId));
    expect(shard!.code).toMatch(/^psp:sandbox:RUB#[0-7]$/);
    expect(shard!.code).toBe(shardCode(psp, row.idempotencyKey));
    await expectBalanced(real);
  });

  it('a repeated key with the same content answers the first transfer; other content is a 409', async () => {
    const { user, real } = await player();
    const input = {
      key: key('dep'),
      kind: 'deposit',
      debit: psp,
      credit: real,
      amount: 500,
      currency: 'RUB' as const,
    };
    const first = await transfer(api.ctx, input);
    const again = await transfer(api.ctx, input);
    expect(again.id).toBe(first.id);
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(500);
    const conflict = await errorOf(transfer(api.ctx, { ...input, amount: 600 }));
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict).toMatchObject({ code: 'idempotency_conflict', status: 409 });
  });

  it('refuses to spend more than the player holds, changing nothing', async () => {
    const { user, real } = await player();
    await fund(real, 1_000);
    const error = await errorOf(
      transfer(api.ctx, {
        key: key('bet'),
        kind: 'bet',
        debit: real,
        credit: house,
        amount: 1_001,
        currency: 'RUB',
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(error?.fields?.amount?.[0]).toMatch(/^insufficient_funds:/);
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(1_000);
  });

  it('refuses bad amounts and a transfer to the same account', async () => {
    const { real } = await player();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      const error = await errorOf(
        transfer(api.ctx, {
          key: key('bad'),
          kind: 'x',
          debit: psp,
          credit: real,
          amount,
          currency: 'RUB',
        }),
      );
      expect(error).toMatchObject({ status: 422 });
    }
    const same = await errorOf(
      transfer(api.ctx, {
        key: key('same'),
        kind: 'x',
        debit: real,
        credit: real,
        amount: 1,
        currency: 'RUB',
      }),
    );
    expect(same).toMatchObject({ status: 422 });
  });

  it('never goes negative under concurrent spending', async () => {
    const { user, real } = await player();
    await fund(real, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        transfer(api.ctx, {
          key: key('spend'),
          kind: 'bet',
          debit: real,
          credit: house,
          amount: 10,
          currency: 'RUB',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(0);
    await expectBalanced(real);
  });

  it('one key sent concurrently moves the money once', async () => {
    const { user, real } = await player();
    const input = {
      key: key('webhook'),
      kind: 'deposit',
      debit: psp,
      credit: real,
      amount: 700,
      currency: 'RUB' as const,
    };
    const rows = await Promise.all(Array.from({ length: 8 }, () => transfer(api.ctx, input)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(700);
  });

  it('the database itself refuses an overdraft, whatever the code does', async () => {
    const { real } = await player();
    await fund(real, 50);
    const row = await account(real);
    await expect(
      api.ctx.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, row.id)),
    ).rejects.toThrow();
  });
});

describe("a transfer in the caller's transaction (ctx.db is the transaction)", () => {
  it('commits and rolls back with it; accounts it opened are not cached', async () => {
    const shardKey = key('shard');
    const { real: other } = await player();
    // A committed transfer on the house shard this test uses, so the cache may know it.
    await transfer(api.ctx, {
      key: key('warm'),
      kind: 'adjustment',
      debit: house,
      credit: other,
      amount: 100,
      currency: 'RUB',
      shardKey,
    });
    const { user, real } = await player();
    const failure = await api.ctx.db
      .transaction(async (tx) => {
        expect(rootOf(tx)).toBe(api.ctx.db);
        const inTx = { ...api.ctx, db: tx };
        const common = { currency: 'RUB', amount: 500, shardKey } as const;
        // The first opens the player's account; the second, in the same transaction, sees it.
        await transfer(inTx, {
          key: key('in'),
          kind: 'adjustment',
          debit: house,
          credit: real,
          ...common,
        });
        await transfer(inTx, {
          key: key('out'),
          kind: 'adjustment',
          debit: real,
          credit: house,
          ...common,
        });
        throw new Error('the caller fails after both transfers');
      })
      .catch((error: unknown) => error as Error);
    expect(failure.message).toBe('the caller fails after both transfers');
    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 0, bonus: 0 });
    expect(await account(real)).toBeUndefined();

    // Had the rolled-back account's id been cached, this would write to a row that never was.
    await transfer(api.ctx, {
      key: key('again'),
      kind: 'adjustment',
      debit: house,
      credit: real,
      amount: 300,
      currency: 'RUB',
      shardKey,
    });
    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 300, bonus: 0 });
    await expectBalanced(real);
  });
});

describe('pending transfers (money on hold)', () => {
  it('holds, then voids: the money is back', async () => {
    const { user, real } = await player();
    await fund(real, 10_000);
    const hold = key('payout');
    await transfer(api.ctx, {
      key: hold,
      kind: 'payout',
      debit: real,
      credit: psp,
      amount: 3_000,
      currency: 'RUB',
      pending: true,
    });
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(7_000);
    const spend = await errorOf(
      transfer(api.ctx, {
        key: key('bet'),
        kind: 'bet',
        debit: real,
        credit: house,
        amount: 8_000,
        currency: 'RUB',
      }),
    );
    expect(spend).toMatchObject({ status: 422 });
    await settlePending(api.ctx, { key: key('void'), pendingKey: hold, action: 'void' });
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(10_000);
    await expectBalanced(real);
  });

  it('holds, then posts once: the money leaves; a second settlement is refused', async () => {
    const { user, real } = await player();
    await fund(real, 10_000);
    const hold = key('payout');
    await transfer(api.ctx, {
      key: hold,
      kind: 'payout',
      debit: real,
      credit: psp,
      amount: 2_500,
      currency: 'RUB',
      pending: true,
    });
    const postKey = key('post');
    const posted = await settlePending(api.ctx, { key: postKey, pendingKey: hold, action: 'post' });
    expect(posted).toMatchObject({ status: 'posted', kind: 'payout:post', amount: 2_500 });
    expect(
      (await settlePending(api.ctx, { key: postKey, pendingKey: hold, action: 'post' })).id,
    ).toBe(posted.id);
    expect(
      await errorOf(settlePending(api.ctx, { key: key('void'), pendingKey: hold, action: 'void' })),
    ).toMatchObject({
      code: 'transfer_not_pending',
      status: 409,
    });
    const row = await account(real);
    expect(row).toMatchObject({ balance: 7_500, pendingDebits: 0 });
    expect((await userBalances(api.ctx.db, user.id, 'RUB')).real).toBe(7_500);
    await expectBalanced(real);
  });

  it('concurrent settlements of one hold: exactly one wins', async () => {
    const { real } = await player();
    await fund(real, 1_000);
    const hold = key('payout');
    await transfer(api.ctx, {
      key: hold,
      kind: 'payout',
      debit: real,
      credit: psp,
      amount: 1_000,
      currency: 'RUB',
      pending: true,
    });
    const results = await Promise.allSettled([
      settlePending(api.ctx, { key: key('a'), pendingKey: hold, action: 'post' }),
      settlePending(api.ctx, { key: key('b'), pendingKey: hold, action: 'void' }),
      settlePending(api.ctx, { key: key('c'), pendingKey: hold, action: 'post' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await account(real)).pendingDebits).toBe(0);
    await expectBalanced(real);
  });
});

describe('amounts in the API (major units, two decimals)', () => {
  it.each([
    [100, 10_000],
    ['99.5', 9_950],
    [0.01, 1],
    [0.1 + 0.2, 30],
    ['1000000', 100_000_000],
  ])('%p is %p minor units', (input, minor) => {
    expect(amountSchema.parse(input)).toBe(minor);
  });

  it.each([1.234, '1.234', 0, -1, '-1', 'abc', '', null, Number.POSITIVE_INFINITY, 2_000_000_000])(
    'refuses %p',
    (input) => {
      expect(amountSchema.safeParse(input).success).toBe(false);
    },
  );
});

import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';
import { accountCode, userBalances, type AccountRef } from '@/server/services/ledger/accounts';
import { settlePending, transfer } from '@/server/services/ledger/transfer';
import { createTestApi, uniqueEmail, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';

/**
 * The ledger's promises under load and failure: a wallet never goes below zero however many
 * debits race, every currency's accounts sum to zero, and a transfer that fails half-way leaves
 * nothing behind. On PGlite the races are serialized by its single connection; on PostgreSQL
 * (DATABASE_URL, as in CI) they are real.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
const key = (name: string) => `${name}-${Date.now()}-${(seq += 1)}-${Math.random()}`;
const house: AccountRef = { owner: 'house', currency: 'RUB' };
const psp: AccountRef = { owner: 'psp', provider: 'sandbox', currency: 'RUB' };

async function fundedPlayer(amount: number) {
  const user = await createAccount(api.ctx, {
    method: 'email',
    email: uniqueEmail(),
    currency: 'RUB',
  });
  const real: AccountRef = { owner: 'user', userId: user.id, currency: 'RUB', kind: 'real' };
  await transfer(api.ctx, {
    key: key('fund'),
    kind: 'deposit',
    debit: psp,
    credit: real,
    amount,
    currency: 'RUB',
  });
  return { user, real };
}

async function transfersOf(ref: AccountRef) {
  const [account] = await api.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(ref)));
  if (!account) return { account: undefined, count: 0 };
  const [{ count } = { count: 0 }] = await api.ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(
      sql`${ledgerTransfers.debitAccountId} = ${account.id} or ${ledgerTransfers.creditAccountId} = ${account.id}`,
    );
  return { account, count };
}

describe('ledger under concurrency', () => {
  it('200 concurrent debits never overdraw one wallet; every currency still sums to zero', async () => {
    // Enough for 150 of the 200 bets and holds.
    const { user, real } = await fundedPlayer(150 * 700);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        index % 4 === 0
          ? transfer(api.ctx, {
              key: key('hold'),
              kind: 'payout',
              debit: real,
              credit: psp,
              amount: 700,
              currency: 'RUB',
              pending: true,
            })
          : transfer(api.ctx, {
              key: key('bet'),
              kind: 'bet',
              debit: real,
              credit: house,
              amount: 700,
              currency: 'RUB',
            }),
      ),
    );
    const failures = results.filter((result) => result.status === 'rejected');
    expect(results.length - failures.length).toBe(150);
    for (const failure of failures) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({
        status: 422,
        fields: { amount: [expect.stringMatching(/^insufficient_funds:/)] },
      });
    }
    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 0, bonus: 0 });
    await expectLedgerBalanced(api);
  });

  it('concurrent bets and settlements of holds keep every currency at zero', async () => {
    const { real } = await fundedPlayer(100 * 100);
    const holds = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(api.ctx, {
          key: key('hold'),
          kind: 'payout',
          debit: real,
          credit: psp,
          amount: 100,
          currency: 'RUB',
          pending: true,
        }),
      ),
    );
    await Promise.allSettled([
      ...holds.map((hold, index) =>
        settlePending(api.ctx, {
          key: key('settle'),
          pendingKey: hold.idempotencyKey,
          action: index % 2 ? 'post' : 'void',
        }),
      ),
      ...Array.from({ length: 100 }, () =>
        transfer(api.ctx, {
          key: key('bet'),
          kind: 'bet',
          debit: real,
          credit: house,
          amount: 100,
          currency: 'RUB',
        }),
      ),
    ]);
    const [account] = await api.ctx.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, accountCode(real)));
    expect(account!.pendingDebits).toBe(0);
    expect(account!.balance).toBeGreaterThanOrEqual(0);
    await expectLedgerBalanced(api);
  });
});

describe('a failure half-way through a transfer', () => {
  /**
   * A trigger makes the database fail one write of a transfer, as a crash or a lost connection
   * would; the transfer's other writes must roll back with it.
   */
  async function run(statements: string[]) {
    for (const statement of statements) await api.ctx.db.execute(sql.raw(statement));
  }

  async function failWrites(table: 'ledger_accounts' | 'ledger_transfers', condition: string) {
    await run([
      `create or replace function test_inject_failure() returns trigger language plpgsql as $$
       begin
         if ${condition} then raise exception 'injected failure'; end if;
         return new;
       end $$`,
      `drop trigger if exists test_inject_failure on ${table}`,
      `create trigger test_inject_failure before insert or update on ${table}
         for each row execute function test_inject_failure()`,
    ]);
  }

  afterEach(() =>
    run([
      'drop trigger if exists test_inject_failure on ledger_accounts',
      'drop trigger if exists test_inject_failure on ledger_transfers',
      'drop function if exists test_inject_failure()',
    ]),
  );

  it('the credit fails after the debit was written: the debit is undone', async () => {
    const { user, real } = await fundedPlayer(1000);
    const winner = await createAccount(api.ctx, {
      method: 'email',
      email: uniqueEmail(),
      currency: 'RUB',
    });
    const target: AccountRef = { owner: 'user', userId: winner.id, currency: 'RUB', kind: 'real' };
    await failWrites('ledger_accounts', `new.code = '${accountCode(target)}' and new.balance > 0`);

    const failure = await transfer(api.ctx, {
      key: key('gift'),
      kind: 'adjustment',
      debit: real,
      credit: target,
      amount: 400,
      currency: 'RUB',
    }).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);

    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 1000, bonus: 0 });
    // Not even the credited account, opened inside the failed transaction, remains.
    expect((await transfersOf(target)).account).toBeUndefined();
    expect((await transfersOf(real)).count).toBe(1);
  });

  it('the transfer row fails after both balances were written: both are undone', async () => {
    const { user, real } = await fundedPlayer(1000);
    await failWrites('ledger_transfers', `new.kind = 'bet-injected'`);

    const failure = await transfer(api.ctx, {
      key: key('bet'),
      kind: 'bet-injected',
      debit: real,
      credit: house,
      amount: 300,
      currency: 'RUB',
    }).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);

    expect(await userBalances(api.ctx.db, user.id, 'RUB')).toEqual({ real: 1000, bonus: 0 });
    expect((await transfersOf(real)).count).toBe(1);
    await expectLedgerBalanced(api);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCIES } from '@/lib/constants/currencies';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { bonusGrants, ledgerAccounts } from '@/server/db/schema';
import { creditBonus } from '@/server/services/bonus/credit-bonus';
import { lockActiveGrant } from '@/server/services/bonus/funding';
import { userAccount } from '@/server/services/bonus/funding/grant-accounts';
import { ensureAccounts, shardCodes } from '@/server/services/ledger/accounts';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { createTemplate } from '@/tests/support/bonus';
import { player } from '@/tests/support/payments';

/**
 * Which accounts exist before any bet opens them. A bet opens its accounts before it takes the
 * player's bonus grant, and a bet holding the grant opens some of the same ones: an account
 * inserted by the first, uncommitted, made each wait for the other (a deadlock on PostgreSQL).
 * So the system accounts' shards open with the database (migration 0037) and the player's with
 * the grant, and a bet only ever finds them.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A player with no money, given a bonus with wagering: the grant is their first ledger entry. */
async function grantedPlayer() {
  const template = await createTemplate(api);
  const { id } = await player(api);
  const result = await creditBonus(api.ctx, {
    userId: id,
    currency: 'RUB',
    templateId: template.id,
    key: `opening:${id}`,
    source: 'operator',
    depositAmount: 100_000,
  });
  expect(result?.grant.status).toBe('active');
  return id;
}

const codesOf = async (codes: string[]) =>
  (
    await api.ctx.db
      .select({ code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes))
  ).map((row) => row.code);

it('opens every shard of the house and the bonus pool in every currency with the database', async () => {
  const expected = CURRENCIES.flatMap((currency) => [
    ...shardCodes({ owner: 'house', currency }),
    ...shardCodes({ owner: 'bonus', currency }),
  ]);
  expect((await codesOf(expected)).sort()).toEqual([...expected].sort());
  const [house] = await api.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, 'house:KZT#5'));
  expect(house).toMatchObject({ owner: 'house', kind: 'real', allowNegative: true });
  const [pool] = await api.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, 'bonus:EUR#0'));
  expect(pool).toMatchObject({ owner: 'bonus', kind: 'bonus', allowNegative: true });
});

it('opens the player’s real and bonus accounts with a grant, before any deposit', async () => {
  const id = await grantedPlayer();
  const rows = await api.ctx.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, id), eq(ledgerAccounts.currency, 'RUB')))
    .orderBy(ledgerAccounts.kind);
  expect(rows).toEqual([
    { kind: 'bonus', balance: 100_000 },
    { kind: 'real', balance: 0 },
  ]);
});

it('opens the accounts of grants made before the grant opened them (migration 0038), once', async () => {
  const [active, closed] = [await grantedPlayer(), await grantedPlayer()];
  await api.ctx.db
    .update(bonusGrants)
    .set({ status: 'forfeited' })
    .where(eq(bonusGrants.userId, closed));
  // As a deployment older than the grant's opening has them: no real account, never deposited.
  const real = (id: number) => `user:${id}:RUB:real`;
  await api.ctx.db
    .delete(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, [real(active), real(closed)]));
  const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0038_grant_accounts.sql'), 'utf8');
  await api.ctx.db.execute(sql.raw(migration));
  await api.ctx.db.execute(sql.raw(migration));
  expect(await codesOf([real(active), real(closed)])).toEqual([real(active)]);
  const [row] = await api.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, real(active)));
  expect(row).toMatchObject({
    owner: 'user',
    userId: active,
    kind: 'real',
    balance: 0,
    allowNegative: false,
  });
});

// Two transactions at once: PostgreSQL only (PGlite has one connection for everybody).
(process.env.DATABASE_URL ? it : it.skip)(
  'lets a bet holding the grant open its accounts while another bet of the player has opened its own',
  async () => {
    const id = await grantedPlayer();
    const key = `bet:${id}`;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const opening = new Promise<void>((resolve) => (opened = resolve));
    // A dice bet: its accounts first, then (held here) the grant's lock.
    const first = api.ctx.db.transaction(async (tx) => {
      await ensureAccounts(
        tx,
        [userAccount(id, 'RUB', 'real'), { owner: 'house', currency: 'RUB' }],
        key,
        api.clock.now(),
      );
      opened();
      await released;
    });
    await opening;
    // A slot bet of the same player holding the grant, opening the bonus and the same shard.
    const second = api.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      expect(await lockActiveGrant(tx, id, 'RUB')).not.toBeNull();
      return ensureAccounts(
        tx,
        [
          userAccount(id, 'RUB', 'real'),
          userAccount(id, 'RUB', 'bonus'),
          { owner: 'house', currency: 'RUB' },
        ],
        key,
        api.clock.now(),
      );
    });
    try {
      await expect(second).resolves.toHaveLength(3);
    } finally {
      release();
      await first;
    }
  },
);

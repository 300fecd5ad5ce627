import { generateKeyPairSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import { casinoRounds, ledgerAccounts, ledgerTransfers } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { SCENARIOS } from './scenarios';
import { makeHarness } from './harness';
import type { Driver, Harness, Inspector, Transport } from './types';

/**
 * The scenarios as a jest suite for one protocol, through `app.request` on the test database
 * (its own on PostgreSQL, as the house's money is summed).
 */
export function conformanceSuite(
  title: string,
  aggregator: CasinoAggregator,
  makeDriver: (transport: Transport, api: TestApi) => Driver,
) {
  describe(title, () => {
    let api: TestApi;
    let harness: Harness;
    beforeAll(async () => {
      // The sandbox's key from the environment, so the suite writes nothing into DATA_DIR.
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      api = await createTestApi({ ownDatabase: true, env: { SANDBOX_RGS_PRIVATE_KEY: pem } });
      const transport: Transport = async ({ path, headers, body }) => {
        const response = await api.app.request(`/api${path}`, { method: 'POST', headers, body });
        return { status: response.status, text: await response.text() };
      };
      harness = makeHarness({
        transport,
        driver: makeDriver(transport, api),
        aggregator,
        inspect: inspector(api, aggregator),
      });
    });
    afterAll(() => api.close());

    for (const scenario of SCENARIOS) {
      it(scenario.name, () => scenario.run(harness));
    }
  });
}

function inspector(api: TestApi, aggregator: CasinoAggregator): Inspector {
  const db = () => api.ctx.db;
  return {
    aggregator,
    async transfersUnder(key) {
      const rows = await db()
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, key));
      return rows.length;
    },
    async roundStatus(player, roundId) {
      const [round] = await db()
        .select({ status: casinoRounds.status })
        .from(casinoRounds)
        .where(
          and(
            eq(casinoRounds.aggregator, aggregator),
            eq(casinoRounds.externalRoundId, roundId),
            eq(casinoRounds.userId, player.userId),
          ),
        );
      return round?.status ?? null;
    },
    async bonusBalance(player) {
      return (await userBalances(db(), player.userId, player.currency)).bonus;
    },
    async houseBalance(currency) {
      const [row] = await db()
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.owner, 'house'), eq(ledgerAccounts.currency, currency)));
      return Number(row!.total);
    },
    async ledgerBalanced() {
      const rows = await db()
        .select({
          balance: sql<string>`sum(${ledgerAccounts.balance})`,
          holds: sql<string>`sum(${ledgerAccounts.pendingDebits}) - sum(${ledgerAccounts.pendingCredits})`,
        })
        .from(ledgerAccounts)
        .groupBy(ledgerAccounts.currency);
      return rows.every((row) => Number(row.balance) === 0 && Number(row.holds) === 0);
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  backupVerifyOptionsFromEnv,
  dumpDatabase,
  verifyBackup,
  type BackupReport,
} from '@/scripts/lib/backup-verify';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { fundedPlayer, GOOD_CARD, OPERATOR_TOKEN, payoutHash } from '@/tests/support/wallet';

/**
 * `npm run backup:verify` (scripts/lib/backup-verify.ts) against a real dump and restore: it
 * needs PostgreSQL and its client tools (DATABASE_URL, as in CI). The suite's own database holds
 * players with a deposit, a dice bet, a payout on hold and one cancelled, so the ledger check
 * meets posted, pending and voided transfers.
 */
const databaseUrl = process.env.DATABASE_URL;

describe('backup:verify settings', () => {
  it('refuses to run without a PostgreSQL URL, saying which variable to set', () => {
    expect(() => backupVerifyOptionsFromEnv({})).toThrow(/BACKUP_SOURCE_URL \(or DATABASE_URL\)/);
    expect(() => backupVerifyOptionsFromEnv({ BACKUP_SOURCE_URL: '.data/pglite' })).toThrow(
      /postgres:\/\/ URL/,
    );
    expect(
      backupVerifyOptionsFromEnv({
        DATABASE_URL: 'postgres://app@db/casino',
        BACKUP_FILE: '/backups/casino.dump',
      }),
    ).toEqual({
      sourceUrl: 'postgres://app@db/casino',
      adminUrl: undefined,
      file: '/backups/casino.dump',
    });
  });
});

(databaseUrl ? describe : describe.skip)('backup:verify on PostgreSQL', () => {
  let api: TestApi;
  let source: string;
  beforeAll(async () => {
    api = await createTestApi({ ownDatabase: true, env: { OPERATOR_TOKEN } });
    source = api.databaseUrl!;
    const PAYOUT = '/api/api/v2/billing/payout';
    const payout = (amount: number, player: { token: string }) =>
      api.post(
        PAYOUT,
        { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
        player,
      );
    const [first, second] = [
      await fundedPlayer(api, { amount: 1000 }),
      await fundedPlayer(api, { amount: 500 }),
    ];
    const bet = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount: 10, target: 50, direction: 'under' },
      first,
    );
    expect(bet.status).toBe(200);
    expect((await payout(300, first)).status).toBe(201);
    const cancelled = await payout(200, second);
    expect(cancelled.status).toBe(201);
    expect(
      (await api.post(`${PAYOUT}/${cancelled.json.id}/cancel`, undefined, second)).status,
    ).toBe(200);
  });
  afterAll(() => api?.close());

  /** The journal's newest tag: the migration whose row the damaged copy lost. */
  const newestMigration = () => {
    const journal = JSON.parse(
      readFileSync(path.join(process.cwd(), 'server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    return journal.entries.at(-1)!.tag;
  };

  const failed = (report: BackupReport) =>
    report.checks.filter((check) => !check.ok).map((check) => check.name);

  async function databaseExists(name: string) {
    const admin = new pg.Client({ connectionString: source });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      return found.rowCount === 1;
    } finally {
      await admin.end();
    }
  }

  it('a dump of the live database restores, is migrated, balanced and counts what the source holds', async () => {
    const seen: string[] = [];
    const report = await verifyBackup({
      sourceUrl: source,
      onCheck: (check) => seen.push(check.name),
    });
    expect(failed(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(seen).toEqual(['dump', 'restore', 'migrations', 'ledger', 'rows']);
    const by = Object.fromEntries(report.checks.map((check) => [check.name, check]));
    expect(by.dump!.summary).toMatch(/^\d+\.\d MB$/);
    expect(by.migrations!.summary).toMatch(/^(\d+) of \1 applied$/);
    // The house and the bonus pool are open in every currency from migration 0037 on.
    expect(by.ledger!.summary).toMatch(/^\d+ accounts in EUR, INR, KZT, RUB, USD, \d+ transfers$/);
    expect(by.rows!.skipped).toBeUndefined();
    expect(by.rows!.summary).toMatch(/users 2, ledger_accounts \d+, ledger_transfers \d+,/);
    expect(by.rows!.summary).toContain('payouts 2');
    expect(report.scratchDatabase).toMatch(/^backup_verify_\d+$/);
    expect(await databaseExists(report.scratchDatabase)).toBe(false);
  });

  it('a given dump is checked without a live source: a balance changed outside a transfer fails the ledger check, a lost migration row the migrations check', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'backup-verify-test-'));
    const file = path.join(folder, 'given.dump');
    try {
      await dumpDatabase(source, file);
      const report = await verifyBackup({
        sourceUrl: source,
        file,
        afterRestore: async (copy) => {
          await copy.query(
            `update ledger_accounts set balance = balance + 1
              where id = (select min(id) from ledger_accounts where owner = 'user' and kind = 'real')`,
          );
          await copy.query(
            `delete from drizzle.__drizzle_migrations
              where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
          );
        },
      });
      expect(report.ok).toBe(false);
      expect(failed(report)).toEqual(['migrations', 'ledger']);
      const by = Object.fromEntries(report.checks.map((check) => [check.name, check]));
      expect(by.migrations!.problems).toEqual([`${newestMigration()}: not applied`]);
      expect(by.ledger!.problems).toEqual([
        'RUB: balances sum to 1',
        expect.stringMatching(/^user:\d+:RUB:real: balance \d+, its posted transfers \d+$/),
      ]);
      const [, balance, posted] = by.ledger!.problems[1]!.match(
        /balance (\d+), its posted transfers (\d+)/,
      )!;
      expect(Number(balance) - Number(posted)).toBe(1);
      expect(by.rows).toMatchObject({ ok: true, skipped: true });
      expect(await databaseExists(report.scratchDatabase)).toBe(false);
      // The given file is the operator's: verifying it leaves it where it was.
      expect(existsSync(file)).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a dump that does not restore fails the restore check and leaves no scratch database', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'backup-verify-test-'));
    const file = path.join(folder, 'broken.dump');
    try {
      await dumpDatabase(source, file);
      // Cut in half: pg_restore meets the end of the file in the middle of the data.
      await truncate(file, Math.floor((await stat(file)).size / 2));
      const report = await verifyBackup({ sourceUrl: source, file });
      expect(failed(report)).toEqual(['restore']);
      expect(report.checks.map((check) => check.name)).toEqual(['dump', 'restore']);
      expect(report.checks[1]!.problems[0]).toMatch(/^pg_restore exited with 1:/);
      expect(await databaseExists(report.scratchDatabase)).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

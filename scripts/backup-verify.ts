/**
 * `npm run backup:verify`: proves that a backup of the PostgreSQL database restores and holds
 * together (docs/OPERATIONS.md, "Backups"). Dumps BACKUP_SOURCE_URL (default DATABASE_URL) with
 * `pg_dump --format=custom`, or takes the dump BACKUP_FILE names, restores it into a scratch
 * database `backup_verify_<timestamp>` on the same server (created through BACKUP_ADMIN_URL,
 * default the source's server on database `postgres`), checks migrations, the ledger's
 * invariants and row counts on it, and drops it. Prints each check with its figures; exits 1 when
 * one fails, 2 when it cannot start.
 */
import {
  backupVerifyOptionsFromEnv,
  verifyBackup,
  type BackupCheck,
  type BackupVerifyOptions,
} from './lib/backup-verify';

function print(check: BackupCheck) {
  const mark = check.skipped ? '-' : check.ok ? '✓' : '✗';
  const time = check.skipped ? '' : ` (${check.seconds} s)`;
  console.log(`${mark} ${check.name.padEnd(10)} ${check.summary}${time}`);
  for (const problem of check.problems) console.log(`    ${problem}`);
}

async function main(): Promise<number> {
  let options: BackupVerifyOptions;
  try {
    options = backupVerifyOptionsFromEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const started = performance.now();
  const report = await verifyBackup({ ...options, onCheck: print });
  for (const note of report.notes) console.log(`note: ${note}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = report.checks.filter((check) => !check.ok).map((check) => check.name);
  console.log(
    report.ok
      ? `backup verified in ${seconds} s`
      : `backup verification FAILED (${failed.join(', ')}) in ${seconds} s`,
  );
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('backup:verify could not run:', error);
    process.exit(2);
  },
);

/**
 * `npm run casino:reconcile -- --aggregator sandbox|hub88|slotegrator --date YYYY-MM-DD [--json]`:
 * the daily reconciliation (GET /operator/casino/reconciliation) run against the configured
 * database and aggregator, printed as a report; exits 1 when there are mismatches, 2 on bad input
 * or when the aggregator cannot be asked.
 */
import { parseArgs } from 'node:util';
import { casinoReconciliationQuerySchema } from '@/lib/schemas/casino-reconciliation';
import { loadConfig } from '@/server/config';
import { createContext, openPreparedDatabase } from '@/server/context';
import { AppError } from '@/server/lib/app-error';
import { reconcileDay } from '@/server/services/casino/reconcile';

const { values } = parseArgs({
  options: {
    aggregator: { type: 'string', default: 'sandbox' },
    date: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const query = casinoReconciliationQuerySchema.safeParse({
  aggregator: values.aggregator,
  date: values.date,
});
if (!query.success) {
  console.error('usage: npm run casino:reconcile -- --aggregator sandbox --date 2026-11-25');
  console.error(
    query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
  process.exit(2);
}

async function main(data: NonNullable<typeof query.data>): Promise<number> {
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  let code = 0;
  try {
    const ctx = createContext({ config, db: database.db });
    const report = await reconcileDay(ctx, data.aggregator, data.date);
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else {
      const { counts } = report;
      console.log(`${report.aggregator} ${report.date} (${report.from} … ${report.to})`);
      console.log(
        `theirs ${counts.theirs}, ours ${counts.ours}, matched ${counts.matched}, mismatched ${counts.mismatched}`,
      );
      for (const [kind, count] of Object.entries(counts.by_kind)) {
        if (count > 0) console.log(`  ${kind}: ${count}`);
      }
      for (const item of report.mismatches) {
        const side = (
          s: { kind: string; amount: number; currency: string; state: string } | null,
        ) => (s ? `${s.kind} ${s.amount} ${s.currency} ${s.state}` : '—');
        console.log(
          `${item.kind.padEnd(14)} ${item.tx_id}  ours: ${side(item.ours)}  theirs: ${side(item.theirs)}`,
        );
      }
      if (report.truncated) console.log(`… listed the first ${report.mismatches.length}`);
    }
    code = report.counts.mismatched > 0 ? 1 : 0;
  } catch (error) {
    console.error(
      error instanceof AppError
        ? `${error.code}: ${JSON.stringify(error.fields ?? error.message)}`
        : error,
    );
    code = 2;
  } finally {
    await database.close();
  }
  return code;
}

void main(query.data).then((code) => process.exit(code));

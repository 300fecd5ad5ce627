// A jest reporter (jest.config.mjs): lists the slowest test files at the end of a run, and fails
// the run when a file took longer than its budget, so the suite cannot quietly grow back.
//
// Every file has DEFAULT_BUDGET_S seconds. A file that needs longer says so in a comment, with
// its own budget and the reason:
//   /** @long 90 — a match day of the simulated feed through the applier to the ledger */
// TEST_FILE_BUDGET_S raises every budget to at least that many seconds: for a slow machine, or
// a long run of a suite sized by a variable (SPORTS_DAY_HOURS, RTP_ROUNDS, FUZZ_BUDGET).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_BUDGET_S = 30;
const SHOWN = 10;

/** The budget a file declares with `@long <seconds>`, or null. */
function declaredBudget(file) {
  try {
    const match = readFileSync(file, 'utf8').match(/@long\s+(\d+)/);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export default class TimeBudgetReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.budget = Number(process.env.TEST_FILE_BUDGET_S || DEFAULT_BUDGET_S);
    this.files = [];
  }

  onTestResult(_test, result) {
    const seconds = result.perfStats.runtime / 1000;
    const declared = declaredBudget(result.testFilePath);
    this.files.push({
      file: path.relative(this.rootDir, result.testFilePath),
      seconds,
      budget: Math.max(declared ?? DEFAULT_BUDGET_S, this.budget),
      long: declared !== null,
    });
  }

  onRunComplete() {
    if (this.files.length > 1) {
      const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
      const lines = slowest.map(
        ({ file, seconds, budget, long }) =>
          `  ${seconds.toFixed(1).padStart(6)} s  ${file}${long ? `  (@long ${budget})` : ''}`,
      );
      process.stderr.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
    }
    for (const { file, seconds, budget } of this.over()) {
      process.stderr.write(
        `Over budget: ${file} took ${seconds.toFixed(1)} s, its budget is ${budget} s. Make it ` +
          `faster, or mark it with @long <seconds> and say why (tests/support/time-budget-reporter.mjs).\n`,
      );
    }
  }

  over() {
    return this.files.filter(({ seconds, budget }) => seconds > budget);
  }

  getLastError() {
    const over = this.over();
    if (over.length === 0) return undefined;
    return new Error(`${over.length} test file(s) over their time budget`);
  }
}

import { Counter, Histogram, type Metric } from 'prom-client';

/**
 * What this process observes as it works: requests answered, ledger transfers posted, bets
 * settled, periodic job runs. Like the log and the analytics these observe and never change a
 * result, so they are the process's, counted where the work is done without a context field
 * every money function would have to thread. They belong to no registry: each context's
 * registry (`server/services/metrics/`) exposes them beside what it reads at scrape time, so
 * tests that build several contexts in one process never register a name twice.
 *
 * Labels stay few and bounded: a route's pattern, never its path; a transfer's kind and
 * currency, never its account; a product, never a game.
 */

const httpRequests = new Counter({
  name: 'arcada_http_requests_total',
  help: 'API requests answered, by operation (the route pattern), method and status',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [],
});

const httpDuration = new Histogram({
  name: 'arcada_http_request_duration_seconds',
  help: 'Time to answer an API request (to its headers, for a stream), by operation and method',
  labelNames: ['operation', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});

const ledgerTransfers = new Counter({
  name: 'arcada_ledger_transfers_total',
  help: 'Ledger transfers posted (a replayed key counts once), by kind and currency',
  labelNames: ['kind', 'currency'] as const,
  registers: [],
});

const betsSettled = new Counter({
  name: 'arcada_bets_settled_total',
  help: 'Bets that reached their result, by product (a casino round counts once)',
  labelNames: ['product'] as const,
  registers: [],
});

const jobRuns = new Counter({
  name: 'arcada_job_runs_total',
  help: 'Periodic job runs in this process, by job (its failure message names it)',
  labelNames: ['name'] as const,
  registers: [],
});

const jobFailures = new Counter({
  name: 'arcada_job_failures_total',
  help: 'Periodic job runs that failed, by job',
  labelNames: ['name'] as const,
  registers: [],
});

const captchaChecks = new Counter({
  name: 'arcada_captcha_checks_total',
  help: 'Captcha tokens checked, by action and outcome (passed, missing, refused, low_score, wrong_action, wrong_host, unavailable)',
  labelNames: ['action', 'outcome'] as const,
  registers: [],
});

const crashLate = new Histogram({
  name: 'arcada_crash_late_seconds',
  help: "How late the crash engine committed a round's start (after its starts_at) or its crash (after the curve passed its point)",
  labelNames: ['step'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});

/** Every instrument above, for a context's registry to expose. */
export const PROCESS_METRICS: readonly Metric[] = [
  httpRequests,
  httpDuration,
  ledgerTransfers,
  betsSettled,
  jobRuns,
  jobFailures,
  captchaChecks,
  crashLate,
];

/** An answered request; `operation` is the route's pattern (`unmatched` when none matched). */
export function observeRequest(request: {
  operation: string;
  method: string;
  status: number;
  seconds: number;
}): void {
  const { operation, method } = request;
  httpRequests.inc({ operation, method, status: String(request.status) });
  httpDuration.observe({ operation, method }, request.seconds);
}

/**
 * A ledger transfer posted. Counted when its statement succeeded, inside the caller's
 * transaction: a transfer rolled back with a transaction that failed later is counted too (money
 * steps come last in the transactions here, so that is rare).
 */
export function countTransfer(kind: string, currency: string): void {
  ledgerTransfers.inc({ kind, currency });
}

/** A bet that reached its result, after its commit (`trackBetSettled`). */
export function countBetSettled(product: string): void {
  betsSettled.inc({ product });
}

/** A periodic job's run and whether it failed. */
export function countJobRun(name: string, failed: boolean): void {
  jobRuns.inc({ name });
  if (failed) jobFailures.inc({ name });
}

/** A captcha token checked for `action`, and what became of it (`server/services/captcha/`). */
export function countCaptchaCheck(action: string, outcome: string): void {
  captchaChecks.inc({ action, outcome });
}

/**
 * How late the crash engine committed a step, in ms after it was due: players' curves run on
 * past a crash until it is committed and published (issue 41).
 */
export function observeCrashLate(step: 'start' | 'crash', lateMs: number): void {
  crashLate.observe({ step }, Math.max(0, lateMs) / 1000);
}

/**
 * A process run with `--cpu-prof` (a bench's BENCH_API_PROFILE or BENCH_SITE_PROFILE) writes its
 * profile when it exits, and a process a signal kills does not exit: the benches stop their
 * servers with SIGTERM to the process group, and the profile was lost. Profiled, a stop exits
 * instead (the engines then leave their leases to lapse, as after a crash). Unprofiled, nothing
 * changes.
 */
export function exitOnStopWhenProfiled(execArgv: readonly string[] = process.execArgv): void {
  if (!execArgv.some((flag) => flag.startsWith('--cpu-prof'))) return;
  // Every signal, not the first only: a stop signals the whole process group, so tsx's parent
  // relays a second SIGTERM, which with no handler left killed the process mid-write.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
}

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK` on Linux). */
const TICKS_PER_S = 100;

type ProcStat = {
  pid: number;
  comm: string;
  ppid: number;
  pgrp: number;
  /** Its own CPU seconds (user + system). */
  cpuS: number;
  /** CPU seconds of its children that ended and that it waited for. */
  childrenS: number;
};

/** /proc/<pid>/stat's fields the benches read; null when the process is gone. */
function procStat(pid: number): ProcStat | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command may hold spaces and parentheses: the fields start after its last ')'.
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    pid,
    comm,
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    cpuS: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S,
    childrenS: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_S,
  };
}

function allPids() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** Every live process's /proc/<pid>/stat, for the sums over groups and names. */
function allStats(): ProcStat[] {
  return allPids()
    .map(procStat)
    .filter((stat): stat is ProcStat => stat !== null);
}

/** CPU seconds used so far by process `pid` (user + system); 0 once it is gone. */
export function cpuSeconds(pid: number) {
  return procStat(pid)?.cpuS ?? 0;
}

/**
 * CPU seconds used so far by the live processes of process group `pgid`: a cluster member is
 * tsx and its Node child in a group of their own, and the child is where the work is.
 */
export function groupCpuSeconds(pgid: number) {
  return allStats()
    .filter((stat) => stat.pgrp === pgid)
    .reduce((sum, stat) => sum + stat.cpuS, 0);
}

/**
 * CPU seconds used so far by the processes named `comm` (e.g. `postgres`: the server and every
 * backend, whichever database they serve), those that ended included: a backend that closes
 * takes its CPU time with it, into its parent's count of its waited-for children, so the
 * topmost process of the name brings that count.
 */
export function commCpuSeconds(comm: string) {
  const named = allStats().filter((stat) => stat.comm === comm);
  const pids = new Set(named.map((stat) => stat.pid));
  return named.reduce(
    (sum, stat) => sum + stat.cpuS + (pids.has(stat.ppid) ? 0 : stat.childrenS),
    0,
  );
}

/** Jiffies of all cores so far, busy and in all (/proc/stat's first line). */
export function systemCpu() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const jiffies = fields.map(Number);
  const idle = jiffies[3]! + jiffies[4]!;
  const total = jiffies.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/**
 * Resident memory in MB of the largest live process of group `pgid`: of a cluster member, its
 * Node child rather than the tsx that started it.
 */
export function groupRssMb(pgid: number) {
  const members = allPids().filter((pid) => procStat(pid)?.pgrp === pgid);
  return Math.max(0, ...members.map(rssMb));
}

/** Resident memory of process `pid` in MB; 0 once it is gone. */
export function rssMb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** What a CPU meter reads: CPU seconds so far of something (a process, a group, a name). */
export type CpuSource = () => number;

export type CpuReading = {
  seconds: number;
  /** Share of one core per source over the window (1 = a whole core). */
  cores: Record<string, number>;
  /** Share of all the machine's cores that were busy, whoever used them. */
  machineBusy: number;
};

/**
 * Starts measuring the CPU of named sources and of the whole machine; the answer ends the
 * window and reads it. A bench on a shared machine says what each part used, so a figure can be
 * put down to the part that ran out.
 */
export function startCpuMeter(sources: Record<string, CpuSource>): () => CpuReading {
  const started = performance.now();
  const before = Object.fromEntries(Object.entries(sources).map(([name, read]) => [name, read()]));
  const systemBefore = systemCpu();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const system = systemCpu();
    const cores: Record<string, number> = {};
    for (const [name, read] of Object.entries(sources)) {
      cores[name] = (read() - before[name]!) / seconds;
    }
    const machineBusy = (system.busy - systemBefore.busy) / (system.total - systemBefore.total);
    return { seconds, cores, machineBusy };
  };
}

/**
 * `tsx scripts/cpu-profile-top.ts <file.cpuprofile> [rows]`: where a V8 CPU profile's time went,
 * as three tables: self time by package or project folder, self time by function, and inclusive
 * time by project function (the time spent in it and in everything it called). Profiles come
 * from `node --cpu-prof`, e.g. a bench's API with BENCH_API_PROFILE=<dir> (scripts/lib/start-api.ts).
 * It prints how busy each second was; `--window <from>-<to>` (seconds) then keeps only the load a
 * bench measures, without the start-up's compiling and the idle time after it.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const windowAt = args.indexOf('--window');
const windowS = windowAt === -1 ? null : (args.splice(windowAt, 2)[1] ?? '').split('-').map(Number);
const [file, rowsArg] = args;
if (!file || (windowS && (windowS.length !== 2 || windowS.some(Number.isNaN)))) {
  console.error(
    'usage: tsx scripts/cpu-profile-top.ts <file.cpuprofile> [rows] [--window <from>-<to>]',
  );
  process.exit(2);
}
const ROWS = Number(rowsArg || 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

/** The package (node_modules/<name>), the project folder (server/services/…) or Node's own. */
function area(url: string): string {
  if (!url) return '(native or idle)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node:';
  const project = url.match(/\/work\/[^/]+\/(.+)\/[^/]+$/);
  return project ? project[1]! : url;
}

const where = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^.*\/(node_modules|work\/[^/]+)\//, '');
  return `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
};

const IDLE_FRAMES = ['(idle)', '(program)', '(garbage collector)'];

/** The samples' indexes from..to (exclusive) inside the window, or all of them. */
function samplesInWindow(): [number, number] {
  const { samples, timeDeltas } = profile;
  if (!windowS) return [0, samples.length];
  const [from, to] = windowS as [number, number];
  let time = 0;
  let first = samples.length;
  let last = 0;
  timeDeltas.forEach((delta, i) => {
    time += delta / 1e6;
    if (time >= from && time < to) [first, last] = [Math.min(first, i), i + 1];
  });
  return [first, last];
}

/** Busy share per second: where the start-up ends and a bench's load begins. */
function timeline() {
  const busy = new Map<number, [number, number]>();
  let time = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const second = Math.floor(time / 1e6);
    const [working, all] = busy.get(second) ?? [0, 0];
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    busy.set(second, [working + (idle ? 0 : delta), all + delta]);
  });
  const line = [...busy].map(
    ([second, [working, all]]) => `${second}s ${Math.round((100 * working) / all)}%`,
  );
  console.log(`busy per second: ${line.join(', ')}`);
}

const self = new Map<number, number>();
timeline();
const [first, last] = samplesInWindow();
for (let i = first; i < last; i += 1) {
  const id = profile.samples[i]!;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((sum, us) => sum + us, 0);
const idle = [...self.entries()]
  .filter(([id]) => IDLE_FRAMES.includes(byId.get(id)!.callFrame.functionName))
  .map(([id, us]) => [byId.get(id)!.callFrame.functionName, us] as const);

function table(title: string, rows: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, ROWS)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)} %  ${name}`);
  }
}

const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);

const areas = new Map<string, number>();
const functions = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const node = byId.get(id)!;
  add(areas, area(node.callFrame.url), us);
  add(functions, where(node), us);
  // Each project function on the sample's stack, once per sample.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    const url = frame.callFrame.url;
    if (!url || url.includes('node_modules') || url.startsWith('node:')) continue;
    const name = where(frame);
    if (!seen.has(name)) add(inclusive, name, us);
    seen.add(name);
  }
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
for (const [name, us] of idle) console.log(`${name}: ${((100 * us) / total).toFixed(1)} %`);
table('self time by package or folder', areas);
table('self time by function', functions);
table('inclusive time by project function', inclusive);

import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import type { EngineName } from './lease';

type Engine = { readonly driving: boolean; stop?(): Promise<void> };
type Running = { name: EngineName; engine: Engine };

/**
 * The engines this process runs, per database (`rootOf`): what readiness and the metrics read to
 * say whether this process drives an engine. Per database rather than per process, so a test
 * that plays two processes on two databases in one Node process reads each its own.
 */
const running = new WeakMap<Db, Set<Running>>();

/** Notes a started engine; the answer forgets it again (its stop). */
export function trackEngine(
  ctx: Pick<AppContext, 'db'>,
  name: EngineName,
  engine: Engine,
): () => void {
  const root = rootOf(ctx.db);
  let engines = running.get(root);
  if (!engines) running.set(root, (engines = new Set()));
  const entry = { name, engine };
  engines.add(entry);
  return () => engines.delete(entry);
}

/**
 * Per engine this process runs on the context's database: whether it drives it now. Two of one
 * name (a test playing two processes on one database) drive if either does.
 */
export function runningEngines(ctx: Pick<AppContext, 'db'>): Map<EngineName, boolean> {
  const found = new Map<EngineName, boolean>();
  for (const { name, engine } of running.get(rootOf(ctx.db)) ?? []) {
    found.set(name, (found.get(name) ?? false) || engine.driving);
  }
  return found;
}

/**
 * Stops every engine this process runs on the context's database; each lets its lease go, so
 * another process drives at once (`onShutdown` at SIGTERM).
 */
export async function stopRunningEngines(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const engines = [...(running.get(rootOf(ctx.db)) ?? [])];
  await Promise.all(engines.map(({ engine }) => engine.stop?.()));
}

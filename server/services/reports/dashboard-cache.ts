import type { OfficeDashboard } from '@/lib/schemas/reports';
import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import { readDashboard } from './dashboard';

/** An answer this young is served as it is. */
const FRESH_MS = 30_000;
/** One older than FRESH_MS but younger than this is served while a new one is read behind it. */
const STALE_MS = 5 * 60_000;

type Entry = { at: number; answer: Promise<OfficeDashboard>; refreshing: boolean };
const entries = new WeakMap<Db, Entry>();

/**
 * The dashboard, read at most about twice a minute per process and database: it counts a
 * month of stakes across every player (seconds at a million transfers), and every member of staff
 * opening the office would otherwise ask for it again. A young answer is served at once, an older
 * one while the next is read (its `as_of` says how old), none or a very old one is read now.
 */
export function cachedDashboard(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const root = rootOf(ctx.db);
  const now = ctx.clock.now().getTime();
  const entry = entries.get(root);
  const read = () => {
    const next: Entry = { at: now, answer: readDashboard(ctx), refreshing: false };
    // A failed read is not kept: the next request tries again.
    next.answer.catch(() => entries.get(root) === next && entries.delete(root));
    return next;
  };
  if (!entry || now - entry.at >= STALE_MS) {
    const next = read();
    entries.set(root, next);
    return next.answer;
  }
  if (now - entry.at >= FRESH_MS && !entry.refreshing) {
    entry.refreshing = true;
    const next = read();
    next.answer.then(
      () => entries.set(root, next),
      () => (entry.refreshing = false),
    );
  }
  return entry.answer;
}

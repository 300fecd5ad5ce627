import { TOP_REFRESH_MS } from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { refreshTopBoards } from './refresh-top-boards';

/**
 * The top list's job in every API process: the boards computed at start and then every minute.
 * The advisory lock lets one process compute at a time; a run still going when the next is due
 * is not doubled.
 */
export function startTopJobs(ctx: AppContext): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    refreshTopBoards(ctx)
      .catch((error: unknown) => log.error('top: boards could not be computed', { error }))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, TOP_REFRESH_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}

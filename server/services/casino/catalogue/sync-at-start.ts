import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { sandboxSource } from './sandbox-source';
import { syncCatalogue } from './sync-catalogue';

/**
 * The sandbox's titles in the catalogue from the first start, as the seed fills the rest: with
 * development tools (or `SANDBOX_RGS_ENABLED=1`) each start syncs the sandbox source, which is
 * local and quick. Real aggregators are synced on a schedule instead (README, "Casino
 * catalogue"): their lists are large and rate-limited. A failure is logged, never fatal.
 */
export async function syncSandboxAtStart(ctx: AppContext) {
  if (!ctx.config.casino.sandboxRgs) return;
  try {
    await syncCatalogue(ctx, sandboxSource(ctx.clock));
  } catch (error) {
    log.error('casino catalogue: the sandbox sync at start failed', { error });
  }
}

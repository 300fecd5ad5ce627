import type { CasinoAggregator } from '@/lib/constants/casino';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import type { AppContext } from '@/server/app-context';
import type { SandboxLaunchOptions } from '../sandbox-rgs/launch';
import { sandboxClient } from './sandbox';
import type { AggregatorClient } from './types';

export * from './types';

/**
 * The client of an aggregator the environment configures, or null: the sandbox provider while it
 * is on. Hub88's and Slotegrator's free-rounds clients come with their launch calls.
 */
export function aggregatorClient(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  aggregator: CasinoAggregator,
  sandboxOptions: SandboxLaunchOptions = {},
): AggregatorClient | null {
  if (aggregator === 'sandbox') {
    return ctx.config.casino.sandboxRgs ? sandboxClient(ctx, sandboxOptions) : null;
  }
  return null;
}

/**
 * A call to an aggregator; a failure (unreachable, refused) is a 503 `aggregator_unavailable`,
 * logged, and the caller has written nothing yet.
 */
export async function callAggregator<T>(client: AggregatorClient, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    log.warn('aggregator call failed', { aggregator: client.aggregator, error });
    throw AppError.of('aggregator_unavailable', 503);
  }
}

import type { CasinoAggregator } from '@/lib/constants/casino';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import type { AppContext } from '@/server/app-context';
import type { SandboxLaunchOptions } from '../sandbox-rgs/launch';
import { hub88Client } from './hub88';
import { sandboxClient } from './sandbox';
import { slotegratorClient } from './slotegrator';
import type { AggregatorClient } from './types';

export * from './types';

/**
 * The client of an aggregator the environment configures, or null: the sandbox provider while it
 * is on, Hub88 and Slotegrator when their variables are set (README).
 */
export function aggregatorClient(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  aggregator: CasinoAggregator,
  sandboxOptions: SandboxLaunchOptions = {},
): AggregatorClient | null {
  if (aggregator === 'sandbox') {
    return ctx.config.casino.sandboxRgs ? sandboxClient(ctx, sandboxOptions) : null;
  }
  const { hub88, slotegrator } = ctx.config.casino;
  if (aggregator === 'hub88') return hub88 ? hub88Client(ctx, hub88) : null;
  return slotegrator ? slotegratorClient(ctx, slotegrator) : null;
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

import type { AppContext } from '@/server/app-context';
import { giveFreeRounds, withdrawFreeRounds } from '../sandbox-rgs/free-rounds';
import { createSandboxLaunch, type SandboxLaunchOptions } from '../sandbox-rgs/launch';
import { sandboxTransactions } from '../sandbox-rgs/transactions';
import type { AggregatorClient } from './types';

/**
 * The sandbox provider, reached in process: it lives in this application. A development launch
 * may choose its wallet protocol and a fault (`options`).
 */
export function sandboxClient(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  options: SandboxLaunchOptions = {},
): AggregatorClient {
  return {
    aggregator: 'sandbox',
    launch: async (request) => ({ url: (await createSandboxLaunch(ctx, request, options)).url }),
    createFreeRounds: (order) => giveFreeRounds(ctx, order),
    cancelFreeRounds: (ref) => withdrawFreeRounds(ctx, ref),
    transactions: (range) => sandboxTransactions(ctx, range),
  };
}

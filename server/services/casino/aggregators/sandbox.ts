import type { AppContext } from '@/server/app-context';
import { giveFreeRounds, withdrawFreeRounds } from '../sandbox-rgs/free-rounds';
import type { AggregatorClient } from './types';

/** The sandbox provider, reached in process: it lives in this application. */
export function sandboxClient(ctx: Pick<AppContext, 'db' | 'clock'>): AggregatorClient {
  return {
    aggregator: 'sandbox',
    createFreeRounds: (order) => giveFreeRounds(ctx, order),
    cancelFreeRounds: (ref) => withdrawFreeRounds(ctx, ref),
  };
}

import type { CasinoAggregator } from '@/lib/constants/casino';

export * from '@/lib/casino/aggregator-port';

/** The aggregator could not be reached or refused: nothing was granted or cancelled. */
export class AggregatorUnavailableError extends Error {
  constructor(
    readonly aggregator: CasinoAggregator,
    cause?: unknown,
  ) {
    super(`the ${aggregator} aggregator did not answer`, { cause });
    this.name = 'AggregatorUnavailableError';
  }
}

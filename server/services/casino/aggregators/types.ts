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

/**
 * The aggregator has no such API (Slotegrator GIS publishes no transactions list): reconciliation
 * reports it rather than a mismatch of every transaction.
 */
export class AggregatorOperationUnsupportedError extends Error {
  constructor(
    readonly aggregator: CasinoAggregator,
    readonly operation: 'transactions',
  ) {
    super(`the ${aggregator} aggregator has no ${operation} API`);
    this.name = 'AggregatorOperationUnsupportedError';
  }
}

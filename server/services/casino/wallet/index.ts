/**
 * The canonical casino wallet: one function per operation, each one database transaction.
 * Protocol adapters call these and map the answers' codes to their statuses.
 */
export { balance } from './balance';
export { bet } from './bet';
export { win } from './win';
export { rollback } from './rollback';
export { finaliseStaleRounds } from './finalise-stale-rounds';
export * from './types';

import type { FeedMessage, ProducerId } from '@/lib/sports/feed-messages';

/**
 * A source of sports data in the canonical model (`lib/sports/feed-messages.ts`): the simulated
 * feed (`sim/`, the default), a replay of recorded messages, later Sportradar's UOF over AMQP.
 * The feed runner hands every message to the applier in the order the adapter delivers them;
 * an adapter may deliver duplicates and older messages, as real feeds do, and the applier copes.
 */
export interface FeedAdapter {
  readonly name: string;
  /** Starts delivering; `deliver` resolves once the message is applied (back-pressure). */
  start(deliver: (message: FeedMessage) => Promise<void>): void;
  stop(): Promise<void>;
  /**
   * Asks the producer to replay the current state of its events changed after `after` (feed ms),
   * each message carrying `requestId`, then a `snapshot_complete` with it (UOF recovery).
   */
  recover(producer: ProducerId, after: number, requestId: string): Promise<void>;
}

import type { FeedMessage, FeedMessageType } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import type { FeedMessageOutcome } from '@/server/db/schema';
import type { LineChanges } from './line-changes';

export type FeedCtx = Pick<AppContext, 'db' | 'clock'>;

/** What a handler did: its verdict, the line's changes, and the tickets to settle after the commit. */
export type Applied = {
  outcome: FeedMessageOutcome;
  changes: LineChanges[];
  /** Tickets with a leg on a market whose settlement or cancel this message touched. */
  tickets: string[];
};

export type MessageOf<T extends FeedMessageType> = Extract<FeedMessage, { type: T }>;

/**
 * One message type's handler. It runs inside the message's transaction (`ctx.db` is it) and
 * never publishes. `settles`: the type may move money, so a redelivered duplicate settles the
 * tickets of its markets again (idempotent), finishing a run that stopped after the commit.
 */
export type FeedHandler<T extends FeedMessageType> = {
  apply(ctx: FeedCtx, message: MessageOf<T>): Promise<Applied>;
  /** The tickets a redelivery re-settles; absent for types that move no money. */
  tickets?(ctx: FeedCtx, message: MessageOf<T>): Promise<string[]>;
};

export const nothing = (outcome: FeedMessageOutcome): Applied => ({
  outcome,
  changes: [],
  tickets: [],
});

import type { FeedMessageType } from '@/lib/sports/feed-messages';
import { applyAlive } from './apply-alive';
import { applyBetCancel } from './apply-bet-cancel';
import { applyBetSettlement } from './apply-bet-settlement';
import { applyBetStop } from './apply-bet-stop';
import { applyFixtureChange } from './apply-fixture-change';
import { applyOddsChange } from './apply-odds-change';
import { applyRollbackCancel } from './apply-rollback-cancel';
import { applyRollbackSettlement } from './apply-rollback-settlement';
import { applySnapshotComplete } from './apply-snapshot-complete';
import type { FeedHandler } from './feed-handler';

/** One handler per message type: the applier looks the type up here, never switches on it. */
export const MESSAGE_HANDLERS: { [T in FeedMessageType]: FeedHandler<T> } = {
  odds_change: applyOddsChange,
  bet_stop: applyBetStop,
  bet_settlement: applyBetSettlement,
  rollback_bet_settlement: applyRollbackSettlement,
  bet_cancel: applyBetCancel,
  rollback_bet_cancel: applyRollbackCancel,
  fixture_change: applyFixtureChange,
  alive: applyAlive,
  snapshot_complete: applySnapshotComplete,
};

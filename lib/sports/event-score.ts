import type { EventStatus } from './feed-messages';

/**
 * The statuses of a match that has begun (UOF `sport_event_status`): only such a match has a
 * score. A fixture's state carries 0:0 from its announcement on, and a match postponed, delayed
 * or cancelled before kick-off keeps it: shown, it reads as a score of a match nobody played.
 */
const BEGUN: ReadonlySet<EventStatus> = new Set<EventStatus>([
  'live',
  'suspended',
  'interrupted',
  'abandoned',
  'ended',
  'closed',
]);

/** Whether the match has kicked off (whatever happened since). */
export function hasBegun(status: EventStatus): boolean {
  return BEGUN.has(status);
}

/** The score a player is shown: the feed's once the match has begun, none before. */
export function shownScore<Score>(event: {
  status: EventStatus;
  score: Score | null;
}): Score | null {
  return hasBegun(event.status) ? event.score : null;
}

import type { FeedMessage, FixtureChange } from '@/lib/sports/feed-messages';

/**
 * What a UOF message says in our model. Every canonical message but one survives the wire
 * whole; a `fixture_change` on the wire names no teams, tournament or seed, only the event,
 * the kind of change and the start time: the adapter fetches the fixture from the REST API
 * (`fixture-xml.ts`) and completes the notice into our FixtureChange.
 */
export type FixtureChangeNotice = {
  type: 'fixture_change';
  producer: FixtureChange['producer'];
  eventId: string;
  timestamp: number;
  /**
   * UOF `change_type` 1–5. UOF also has 6 (a baseball pitcher change) and may send none
   * ("other"): both arrive as 4, format; the applier acts on 3 (cancelled) alone, so the
   * label changes nothing else.
   */
  changeType: FixtureChange['changeType'];
  /** The fixture's start, ms (UOF `start_time`). */
  startTime?: number;
  requestId?: string;
};

export type UofMessage = Exclude<FeedMessage, FixtureChange> | FixtureChangeNotice;

/** The notice a canonical fixture change goes out as. */
export function fixtureChangeNotice(message: FixtureChange): FixtureChangeNotice {
  return {
    type: 'fixture_change',
    producer: message.producer,
    eventId: message.eventId,
    timestamp: message.timestamp,
    changeType: message.changeType,
    startTime: message.fixture.scheduledAt,
    ...(message.requestId !== undefined ? { requestId: message.requestId } : {}),
  };
}

'use client';

import { useCallback, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { roomState } from '@/lib/api/rooms';
import type { Currency } from '@/lib/constants/currencies';
import { roomTopic, type Room } from '@/lib/constants/rooms';
import { applyRoomEvent, mergeRoomState, roomFeedOf, type RoomFeed } from '@/lib/games/rooms/feed';
import type { RoomsEvent, RoomState } from '@/lib/schemas/rooms';
import { useStream } from '@/lib/stream/use-stream';

/**
 * A room's rounds in a currency as the stream tells them (topic `rooms:<room>:<currency>`): the
 * snapshot, then each event applied in order; the server's clock for the countdown; and whether
 * the picture may be behind (the connection is being made again). A null currency follows
 * nothing yet (the player's profile is loading). A feed of another topic is never shown: a new
 * currency starts from its own snapshot.
 *
 * `catchUp()` asks the API for the room's state and folds it in: the stream publishes a round
 * opened by a stake, and the stake, only at the engine's next pass (and not at all if the bus
 * drops the message), so the board asks after its own stake rather than show "no round yet".
 */
export function useRoomFeed(room: Room, currency: Currency | null) {
  const topic = currency ? roomTopic(room, currency) : null;
  const [held, setHeld] = useState<{ topic: string; feed: RoomFeed } | null>(null);
  const { state, serverNow } = useStream(topic, (frame) => {
    if (frame.type === 'snapshot') {
      setHeld({ topic: frame.topic, feed: roomFeedOf(frame.data as RoomState) });
    } else {
      setHeld((known) =>
        known && known.topic === frame.topic
          ? { topic: known.topic, feed: applyRoomEvent(known.feed, frame as unknown as RoomsEvent) }
          : known,
      );
    }
  });
  const catchUp = useCallback(async () => {
    if (!topic || !currency) return;
    try {
      const answer = await roomState(browserApi(), room, currency);
      setHeld((known) => {
        // Before the snapshot the answer stands in for it; the snapshot replaces it when it comes.
        if (!known) return { topic, feed: roomFeedOf(answer) };
        return known.topic === topic ? { topic, feed: mergeRoomState(known.feed, answer) } : known;
      });
    } catch {
      // The stream tells the round at the engine's next pass all the same.
    }
  }, [room, currency, topic]);
  const feed = held && held.topic === topic ? held.feed : null;
  const lagging = feed !== null && (state === 'closed' || state === 'connecting');
  return { feed, lagging, serverNow, catchUp };
}

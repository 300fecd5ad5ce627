'use client';

import { useState } from 'react';
import type { Currency } from '@/lib/constants/currencies';
import { roomTopic, type Room } from '@/lib/constants/rooms';
import { applyRoomEvent, roomFeedOf, type RoomFeed } from '@/lib/games/rooms/feed';
import type { RoomsEvent, RoomState } from '@/lib/schemas/rooms';
import { useStream } from '@/lib/stream/use-stream';

/**
 * A room's rounds in a currency as the stream tells them (topic `rooms:<room>:<currency>`): the
 * snapshot, then each event applied in order; the server's clock for the countdown; and whether
 * the picture may be behind (the connection is being made again). A null currency follows
 * nothing yet (the player's profile is loading). A feed of another topic is never shown: a new
 * currency starts from its own snapshot.
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
  const feed = held && held.topic === topic ? held.feed : null;
  const lagging = feed !== null && (state === 'closed' || state === 'connecting');
  return { feed, lagging, serverNow };
}

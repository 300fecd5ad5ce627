import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { isRoom } from '@/lib/constants/rooms';
import type { TopicSource } from '@/server/services/stream/types';
import { roomState } from './views';

const TOPIC = /^rooms:([a-z]+):([A-Z]{3})$/;

/** The room and currency of a topic `rooms:<room>:<currency>`, or null. */
function parseTopic(topic: string) {
  const match = TOPIC.exec(topic);
  if (!match || !isRoom(match[1]!)) return null;
  const currency = match[2] as Currency;
  if (!CURRENCIES.includes(currency)) return null;
  return { room: match[1], currency };
}

/** The rooms' topics (`rooms:red:RUB`): a fresh connection first gets the room's state. */
export const roomsTopicSource: TopicSource = {
  matches: (topic) => parseTopic(topic) !== null,
  snapshot(ctx, topic) {
    const parsed = parseTopic(topic);
    if (!parsed) throw new RangeError(`not a rooms topic: ${topic}`);
    return roomState(ctx, parsed.room, parsed.currency);
  },
};

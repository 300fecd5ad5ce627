import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import type { TopicSource } from '@/server/services/stream/types';
import { boardOf } from './read-leaderboard';
import { tournaments } from '@/server/db/schema';
import { eq } from 'drizzle-orm';

const PREFIX = 'tournament:';

/** The tournament of a topic `tournament:<id>`, or null for another topic. */
export function tournamentOfTopic(topic: string): number | null {
  if (!topic.startsWith(PREFIX) || !STREAM_TOPIC_PATTERN.test(topic)) return null;
  const id = topic.slice(PREFIX.length);
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

export const tournamentTopic = (id: number) => `${PREFIX}${id}`;

/**
 * `tournament:<id>`: a fresh stream first gets the public leaderboard (`null` for no such
 * tournament); the scoring job publishes `board` with the same shape after a tick changed it.
 */
export const tournamentTopicSource: TopicSource = {
  matches: (topic) => tournamentOfTopic(topic) !== null,
  snapshot: async (ctx, topic) => {
    const id = tournamentOfTopic(topic)!;
    const [tournament] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
    return tournament ? boardOf(ctx.db, tournament) : null;
  },
};

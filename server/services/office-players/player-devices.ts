import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { PLAYER_DEVICE_OTHERS, PLAYER_DEVICES_SHOWN } from '@/lib/constants/office-players';
import type { Db } from '@/server/db/client';
import { deviceMarks } from '@/server/db/schema';

/**
 * The device marks the player presented, latest first, each with a few other accounts that
 * presented the same mark (`device_marks_mark_idx`): the duplicate accounts staff look for.
 */
export async function playerDevices(db: Db, userId: number) {
  const marks = await db
    .select()
    .from(deviceMarks)
    .where(eq(deviceMarks.userId, userId))
    .orderBy(desc(deviceMarks.lastSeenAt))
    .limit(PLAYER_DEVICES_SHOWN);
  const others =
    marks.length === 0
      ? []
      : await db
          .select({ mark: deviceMarks.mark, userId: deviceMarks.userId })
          .from(deviceMarks)
          .where(
            and(
              inArray(
                deviceMarks.mark,
                marks.map((row) => row.mark),
              ),
              ne(deviceMarks.userId, userId),
            ),
          )
          .orderBy(desc(deviceMarks.lastSeenAt))
          .limit(PLAYER_DEVICES_SHOWN * PLAYER_DEVICE_OTHERS);
  return marks.map((row) => ({
    mark: row.mark,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    other_user_ids: others
      .filter((other) => other.mark === row.mark)
      .slice(0, PLAYER_DEVICE_OTHERS)
      .map((other) => other.userId),
  }));
}

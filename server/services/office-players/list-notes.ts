import { desc, eq } from 'drizzle-orm';
import { PLAYER_NOTES_SHOWN } from '@/lib/constants/office-players';
import type { StaffNote } from '@/lib/schemas/office-players';
import type { Db } from '@/server/db/client';
import { staff, staffNotes, type StaffNote as StaffNoteRow } from '@/server/db/schema';

/** A note as the office shows it, with the member who wrote it. */
export function noteOut(
  note: StaffNoteRow,
  author: { id: number; name: string; email: string },
): StaffNote {
  return {
    id: note.id,
    body: note.body,
    created_at: note.createdAt.toISOString(),
    staff: { id: author.id, name: author.name, email: author.email },
  };
}

/** Staff's notes on the player, newest first (`staff_notes_user_idx`), with their authors. */
export async function listNotes(db: Db, userId: number): Promise<StaffNote[]> {
  const rows = await db
    .select({ note: staffNotes, author: { id: staff.id, name: staff.name, email: staff.email } })
    .from(staffNotes)
    .innerJoin(staff, eq(staff.id, staffNotes.staffId))
    .where(eq(staffNotes.userId, userId))
    .orderBy(desc(staffNotes.id))
    .limit(PLAYER_NOTES_SHOWN);
  return rows.map((row) => noteOut(row.note, row.author));
}

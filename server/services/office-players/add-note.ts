import type { StaffNote } from '@/lib/schemas/office-players';
import type { AppContext } from '@/server/app-context';
import { staffNotes } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { StaffActor } from '@/server/services/staff/actor';
import { auditActor, recordAudit } from '@/server/services/staff/audit';
import { findPlayer } from '@/server/services/kyc/staff-view';
import { noteOut } from './list-notes';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type NewNote = {
  userId: number;
  body: string;
  actor: StaffActor;
  requestId?: string | null;
  address?: string | null;
};

/**
 * A member of staff writes a note on a player for colleagues, in one transaction with its audit
 * row, so a note never exists without the trail naming who wrote it. A note names its author,
 * a person: the service key (`OPERATOR_TOKEN`) is refused, 403 `forbidden`. Notes are never
 * edited nor deleted (the table's trigger refuses both); a correction is a new note.
 */
export async function addNote(ctx: Ctx, input: NewNote): Promise<StaffNote> {
  const { actor } = input;
  if (actor.type !== 'staff') throw AppError.of('forbidden', 403);
  await findPlayer(ctx, input.userId);
  return ctx.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(staffNotes)
      .values({
        userId: input.userId,
        staffId: actor.id,
        body: input.body,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await recordAudit(
      { db: tx, clock: ctx.clock },
      {
        action: 'players.note',
        actor: auditActor(actor),
        targetType: 'players',
        targetId: String(input.userId),
        after: { note_id: note!.id, body: input.body },
        requestId: input.requestId,
        address: input.address,
      },
    );
    return noteOut(note!, actor);
  });
}

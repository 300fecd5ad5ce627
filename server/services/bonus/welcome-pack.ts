import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  bonusOffers,
  bonusTemplates,
  deviceMarks,
  paymentInvoices,
  welcomePackSteps,
  welcomePacks,
  type BonusTemplate,
  type User,
  type WelcomePack,
  type WelcomePackStep,
} from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';

export type PackStep = WelcomePackStep & { template: BonusTemplate };
export type ActivePack = WelcomePack & { steps: PackStep[] };

/** The active welcome pack (the first, when an operator left several on) with its steps, or null. */
export async function findActivePack(db: Db): Promise<ActivePack | null> {
  const [pack] = await db
    .select()
    .from(welcomePacks)
    .where(eq(welcomePacks.active, true))
    .orderBy(asc(welcomePacks.id))
    .limit(1);
  if (!pack) return null;
  const steps = await db
    .select({ step: welcomePackSteps, template: bonusTemplates })
    .from(welcomePackSteps)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, welcomePackSteps.templateId))
    .where(eq(welcomePackSteps.packId, pack.id))
    .orderBy(asc(welcomePackSteps.step));
  return { ...pack, steps: steps.map((row) => ({ ...row.step, template: row.template })) };
}

/** The end of a player's welcome period: registration + the pack's valid days. */
export function packDeadline(pack: Pick<WelcomePack, 'validDays'>, user: Pick<User, 'createdAt'>) {
  return addSeconds(user.createdAt, pack.validDays * 86_400);
}

/** A step's offer row: `pack:<pack>:<step>`, the record of what became of it for the player. */
export const stepRef = (packId: number, step: number) => `pack:${packId}:${step}`;

/** How many of the player's deposits were paid (all currencies). */
export async function depositsMade(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.userId, userId), eq(paymentInvoices.status, 'paid')));
  return Number(row?.n ?? 0);
}

/**
 * Whether another account sharing a device mark with the player already received a welcome-pack
 * bonus: then the pack's steps are not granted to this one (one welcome pack per device).
 */
export async function sharesDeviceWithWelcome(db: Db, userId: number): Promise<boolean> {
  const marks = db
    .select({ mark: deviceMarks.mark })
    .from(deviceMarks)
    .where(eq(deviceMarks.userId, userId));
  const [row] = await db
    .select({ userId: deviceMarks.userId })
    .from(deviceMarks)
    .innerJoin(bonusOffers, eq(bonusOffers.userId, deviceMarks.userId))
    .where(
      and(
        inArray(deviceMarks.mark, marks),
        ne(deviceMarks.userId, userId),
        eq(bonusOffers.source, 'welcome_pack'),
        eq(bonusOffers.status, 'granted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The player's welcome-step records (granted or missed), by step ref. */
export async function stepRecords(db: Db, userId: number, packId: number) {
  return db
    .select()
    .from(bonusOffers)
    .where(
      and(
        eq(bonusOffers.userId, userId),
        eq(bonusOffers.source, 'welcome_pack'),
        like(bonusOffers.sourceRef, `pack:${packId}:%`),
      ),
    );
}

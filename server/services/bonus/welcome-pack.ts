import {
  and,
  asc,
  count,
  eq,
  exists,
  inArray,
  like,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  bonusOffers,
  bonusTemplates,
  deviceMarks,
  paymentInvoices,
  users,
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
 * An e-mail address as one mailbox receives it, in SQL: lower-cased, without a `+tag`, and for
 * Gmail without dots (`Jo.Hn+pack@gmail.com` and `john@googlemail.com` are one mailbox).
 */
function mailbox(email: SQL | AnyColumn) {
  const local = sql`regexp_replace(split_part(lower(${email}), '@', 1), '\\+.*$', '')`;
  const domain = sql`split_part(lower(${email}), '@', 2)`;
  return sql`case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end`;
}

/**
 * Whether another account already received a welcome-pack bonus from the player's device or
 * contact: one sharing a device mark with the player (`device_marks`), or one whose e-mail is the
 * same mailbox as the player's confirmed e-mail (`mailbox`: aliases by `+tag` or Gmail dots; a
 * phone number is unique to one account already, in E.164). Then the pack's steps are not granted
 * to this one (one welcome pack per device and per contact).
 */
export async function welcomedElsewhere(db: Db, userId: number): Promise<boolean> {
  const welcomed = (other: AnyColumn) =>
    db
      .select({ one: sql`1` })
      .from(bonusOffers)
      .where(
        and(
          eq(bonusOffers.userId, other),
          eq(bonusOffers.source, 'welcome_pack'),
          eq(bonusOffers.status, 'granted'),
        ),
      );
  const marks = db
    .select({ mark: deviceMarks.mark })
    .from(deviceMarks)
    .where(eq(deviceMarks.userId, userId));
  const [byDevice] = await db
    .select({ userId: deviceMarks.userId })
    .from(deviceMarks)
    .where(
      and(
        inArray(deviceMarks.mark, marks),
        ne(deviceMarks.userId, userId),
        exists(welcomed(deviceMarks.userId)),
      ),
    )
    .limit(1);
  if (byDevice) return true;
  const [me] = await db
    .select({ email: users.email, emailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!me?.email || !me.emailVerified) return false;
  const [byContact] = await db
    .select({ id: users.id })
    .from(bonusOffers)
    .innerJoin(users, eq(users.id, bonusOffers.userId))
    .where(
      and(
        eq(bonusOffers.source, 'welcome_pack'),
        eq(bonusOffers.status, 'granted'),
        ne(users.id, userId),
        sql`${mailbox(users.email)} = ${mailbox(sql`${me.email}`)}`,
      ),
    )
    .limit(1);
  return byContact !== undefined;
}

/** The player's welcome-step records (granted or missed), by step ref. */
/**
 * The step a player's deposit can take next: the pack's first step, in order, with no record
 * for the player (a granted, waiting or missed offer), once the player has made its nth deposit
 * (`deposits` counts the one at hand). A deposit that took nothing (too small for the step, the
 * bonus declined, a promo offer taken instead) records nothing: the step waits for the next.
 */
export function pendingStep(
  pack: ActivePack,
  records: { sourceRef: string | null }[],
  deposits: number,
): PackStep | null {
  const recorded = new Set(records.map((record) => record.sourceRef));
  const step = pack.steps.find((candidate) => !recorded.has(stepRef(pack.id, candidate.step)));
  return step && step.nthDeposit <= deposits ? step : null;
}

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

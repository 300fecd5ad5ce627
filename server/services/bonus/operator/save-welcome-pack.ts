import { asc, eq, inArray } from 'drizzle-orm';
import type { WelcomePackRequest } from '@/lib/schemas/operator-bonus';
import type { AppContext } from '@/server/app-context';
import {
  bonusTemplates,
  welcomePackSteps,
  welcomePacks,
  type WelcomePack,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Creates a welcome pack with its steps, or (`existingCode`) replaces one's fields and steps.
 * Steps name templates by code (an unknown one: 422 on `steps`); two steps with one number or
 * one nth deposit are a 422 too. A player's granted steps stay recorded by pack and step number.
 */
export async function saveWelcomePack(
  ctx: Ctx,
  input: WelcomePackRequest,
  existingCode?: string,
): Promise<WelcomePack> {
  const codes = [...new Set(input.steps.map((step) => step.template))];
  const templates = await ctx.db
    .select({ id: bonusTemplates.id, code: bonusTemplates.code })
    .from(bonusTemplates)
    .where(inArray(bonusTemplates.code, codes));
  if (templates.length !== codes.length) throw AppError.field('steps', 'invalid_value');
  const distinct = (values: number[]) => new Set(values).size === values.length;
  if (
    !distinct(input.steps.map((step) => step.step)) ||
    !distinct(input.steps.map((step) => step.nth_deposit))
  ) {
    throw AppError.field('steps', 'invalid_value');
  }
  const fields = {
    name: input.name,
    publicTitle: input.public_title,
    validDays: input.valid_days,
    active: input.active,
  };
  return ctx.db
    .transaction(async (tx) => {
      let pack: WelcomePack | undefined;
      if (existingCode !== undefined) {
        [pack] = await tx
          .update(welcomePacks)
          .set(fields)
          .where(eq(welcomePacks.code, existingCode))
          .returning();
        if (!pack) throw AppError.of('not_found', 404);
        await tx.delete(welcomePackSteps).where(eq(welcomePackSteps.packId, pack.id));
      } else {
        [pack] = await tx
          .insert(welcomePacks)
          .values({ code: input.code, ...fields, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!pack) throw AppError.field('code', 'invalid_value');
      }
      await tx.insert(welcomePackSteps).values(
        input.steps.map((step) => ({
          packId: pack.id,
          step: step.step,
          nthDeposit: step.nth_deposit,
          templateId: templates.find((template) => template.code === step.template)!.id,
        })),
      );
      return pack;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) throw AppError.field('steps', 'invalid_value');
      throw error;
    });
}

/** Every pack with its steps, as the operator sees them. */
export async function listWelcomePacks(ctx: Pick<AppContext, 'db'>, code?: string) {
  const packs = await ctx.db
    .select()
    .from(welcomePacks)
    .where(code === undefined ? undefined : eq(welcomePacks.code, code))
    .orderBy(asc(welcomePacks.id));
  const steps = packs.length
    ? await ctx.db
        .select({ step: welcomePackSteps, template: bonusTemplates.code })
        .from(welcomePackSteps)
        .innerJoin(bonusTemplates, eq(bonusTemplates.id, welcomePackSteps.templateId))
        .where(
          inArray(
            welcomePackSteps.packId,
            packs.map((pack) => pack.id),
          ),
        )
        .orderBy(asc(welcomePackSteps.step))
    : [];
  return packs.map((pack) => ({
    id: pack.id,
    code: pack.code,
    name: pack.name,
    public_title: pack.publicTitle,
    valid_days: pack.validDays,
    active: pack.active,
    steps: steps
      .filter((row) => row.step.packId === pack.id)
      .map((row) => ({
        step: row.step.step,
        nth_deposit: row.step.nthDeposit,
        template: row.template,
      })),
  }));
}

import { asc, eq } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { BonusTerms } from '@/lib/schemas/bonus';
import type { BonusTemplateRequest } from '@/lib/schemas/operator-bonus';
import type { AppContext } from '@/server/app-context';
import { bonusTemplates, type BonusTemplate, type ContributionProfile } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { contributionsOf } from '../terms';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Percents and odds as the operator writes them, in the database's basis points. */
function profileOf(contributions: BonusTerms['contributions']): ContributionProfile {
  const bp = (percent: number) => Math.max(0, Math.min(10_000, Math.round(percent * 100)));
  return {
    slots_bp: bp(contributions.slots),
    live_casino_bp: bp(contributions.live_casino),
    table_bp: bp(contributions.table),
    reference_edge_bp: Math.max(1, bp(contributions.in_house_reference_edge)),
    sports_bp: bp(contributions.sports),
    sports_min_odds_e4: Math.max(10_000, Math.round(contributions.sports_min_odds * 10_000)),
    excluded_games: contributions.excluded_games,
  };
}

function columnsOf(input: BonusTemplateRequest) {
  return {
    kind: input.kind,
    name: input.name,
    terms: input.terms,
    percent: input.percent,
    currencies: input.currencies,
    wageringMultiplier: input.wagering_multiplier,
    wageringBase: input.wagering_base,
    contributions: profileOf(input.contributions),
    validityDays: input.validity_days,
    freeSpins: input.free_spins,
    active: input.active,
  };
}

/**
 * Creates a template (`code` taken: 409) or, with `existingCode`, replaces one's terms (404 when
 * unknown). Grants already made keep the terms they copied.
 */
export async function saveTemplate(
  ctx: Ctx,
  input: BonusTemplateRequest,
  existingCode?: string,
): Promise<BonusTemplate> {
  const now = ctx.clock.now();
  if (existingCode !== undefined) {
    const [updated] = await ctx.db
      .update(bonusTemplates)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(bonusTemplates.code, existingCode))
      .returning();
    if (!updated) throw AppError.of('not_found', 404);
    return updated;
  }
  try {
    const [created] = await ctx.db
      .insert(bonusTemplates)
      .values({ code: input.code, ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    return created!;
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.field('code', 'invalid_value');
    throw error;
  }
}

export const listTemplates = (ctx: Pick<AppContext, 'db'>) =>
  ctx.db.select().from(bonusTemplates).orderBy(asc(bonusTemplates.id));

/** A template as the operator sees it, major units. */
export function serializeTemplate(template: BonusTemplate) {
  const major = (value: number | null) => (value === null ? null : toMajor(value));
  return {
    id: template.id,
    code: template.code,
    kind: template.kind,
    name: template.name,
    terms: template.terms,
    percent: template.percent,
    currencies: Object.fromEntries(
      Object.entries(template.currencies).map(([currency, terms]) => [
        currency,
        {
          min_deposit: toMajor(terms.min_deposit),
          max_bonus: toMajor(terms.max_bonus),
          fixed_amount: toMajor(terms.fixed_amount),
          max_bet: toMajor(terms.max_bet),
          max_conversion: major(terms.max_conversion),
        },
      ]),
    ),
    wagering_multiplier: template.wageringMultiplier,
    wagering_base: template.wageringBase,
    contributions: contributionsOf(template.contributions),
    validity_days: template.validityDays,
    free_spins: template.freeSpins && {
      ...template.freeSpins,
      bet_value: Object.fromEntries(
        Object.entries(template.freeSpins.bet_value).map(([cur, v]) => [cur, toMajor(v)]),
      ),
    },
    active: template.active,
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

/** The template a handle names, or a 422 on `field`. */
export async function templateByCode(ctx: Pick<AppContext, 'db'>, code: string, field: string) {
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.code, code));
  if (!template) throw AppError.field(field, 'invalid_value');
  return template;
}

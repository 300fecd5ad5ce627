import { inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import {
  bonusTemplates,
  promoCodes,
  welcomePackSteps,
  welcomePacks,
  type BonusCurrencyTerms,
  type ContributionProfile,
  type LocalizedText,
} from '@/server/db/schema';

/** Slots count fully, live and table games a tenth, in-house games by edge against 4 %. */
const CONTRIBUTIONS: ContributionProfile = {
  slots_bp: 10_000,
  live_casino_bp: 1_000,
  table_bp: 1_000,
  reference_edge_bp: 400,
  sports_bp: 5_000,
  sports_min_odds_e4: 15_000,
  excluded_games: [],
};

/** Roughly what 1 RUB is worth in each currency, rounded to amounts a player reads easily. */
const SCALE: Record<Currency, number> = { RUB: 1, USD: 0.01, EUR: 0.01, KZT: 5, INR: 1 };

/** Per-currency terms from RUB major amounts (null: no conversion cap). */
function inEvery(rub: {
  minDeposit: number;
  maxBonus: number;
  fixed: number;
  maxBet: number;
  maxConversion: number | null;
}): Partial<Record<Currency, BonusCurrencyTerms>> {
  const minor = (major: number, currency: Currency) => Math.round(major * SCALE[currency] * 100);
  return Object.fromEntries(
    (Object.keys(SCALE) as Currency[]).map((currency) => [
      currency,
      {
        min_deposit: minor(rub.minDeposit, currency),
        max_bonus: minor(rub.maxBonus, currency),
        fixed_amount: minor(rub.fixed, currency),
        max_bet: minor(rub.maxBet, currency),
        max_conversion: rub.maxConversion === null ? null : minor(rub.maxConversion, currency),
      },
    ]),
  );
}

const WAGERING_TERMS: LocalizedText = {
  ru: 'Сначала тратятся реальные деньги, затем бонусные. Вывод средств до отыгрыша аннулирует бонус, но не ваш депозит.',
  en: 'Real money is spent first, then bonus money. A withdrawal before the wagering is done forfeits the bonus, never your deposit.',
  kz: 'Алдымен нақты ақша, содан кейін бонус ақшасы жұмсалады. Бонусты ұтып алмай тұрып ақша шығару бонусты жояды, бірақ депозитіңізді емес.',
};

const TEMPLATES = [
  {
    code: 'welcome-1',
    kind: 'deposit_match' as const,
    name: {
      ru: '100 % на первый депозит',
      en: '100% on your first deposit',
      kz: 'Бірінші депозитке 100 %',
    },
    percent: 100,
    currencies: inEvery({
      minDeposit: 500,
      maxBonus: 10_000,
      fixed: 0,
      maxBet: 500,
      maxConversion: null,
    }),
    wageringMultiplier: 35,
    wageringBase: 'bonus' as const,
    validityDays: 14,
  },
  {
    code: 'welcome-2',
    kind: 'deposit_match' as const,
    name: {
      ru: '50 % на второй депозит',
      en: '50% on your second deposit',
      kz: 'Екінші депозитке 50 %',
    },
    percent: 50,
    currencies: inEvery({
      minDeposit: 500,
      maxBonus: 15_000,
      fixed: 0,
      maxBet: 500,
      maxConversion: null,
    }),
    wageringMultiplier: 35,
    wageringBase: 'bonus' as const,
    validityDays: 14,
  },
  {
    code: 'welcome-3',
    kind: 'deposit_match' as const,
    name: {
      ru: '25 % на третий депозит',
      en: '25% on your third deposit',
      kz: 'Үшінші депозитке 25 %',
    },
    percent: 25,
    currencies: inEvery({
      minDeposit: 1_000,
      maxBonus: 20_000,
      fixed: 0,
      maxBet: 500,
      maxConversion: null,
    }),
    wageringMultiplier: 35,
    wageringBase: 'bonus' as const,
    validityDays: 14,
  },
  {
    code: 'promo-free500',
    kind: 'no_deposit' as const,
    name: {
      ru: '500 ₽ без депозита',
      en: '500 RUB with no deposit',
      kz: 'Депозитсіз 500 ₽',
    },
    percent: 0,
    currencies: inEvery({
      minDeposit: 0,
      maxBonus: 0,
      fixed: 500,
      maxBet: 100,
      maxConversion: 5_000,
    }),
    wageringMultiplier: 20,
    wageringBase: 'bonus' as const,
    validityDays: 3,
  },
  {
    code: 'promo-welcome150',
    kind: 'deposit_match' as const,
    name: {
      ru: '150 % на депозит по промокоду',
      en: '150% deposit bonus with a promo code',
      kz: 'Промокод бойынша депозитке 150 %',
    },
    percent: 150,
    currencies: inEvery({
      minDeposit: 1_000,
      maxBonus: 20_000,
      fixed: 0,
      maxBet: 500,
      maxConversion: null,
    }),
    wageringMultiplier: 40,
    wageringBase: 'bonus_plus_deposit' as const,
    validityDays: 14,
  },
];

/**
 * The demo bonuses (development tools): the welcome pack «Пакет новичка» of three deposit steps,
 * the no-deposit code FREE500 for new players and the deposit code WELCOME150. Idempotent: rows
 * that exist (by code) are left as an operator may have changed them.
 */
export async function seedBonuses(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(bonusTemplates)
    .values(
      TEMPLATES.map((template) => ({
        ...template,
        terms: WAGERING_TERMS,
        contributions: CONTRIBUTIONS,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: bonusTemplates.code });
  const rows = await ctx.db
    .select({ id: bonusTemplates.id, code: bonusTemplates.code })
    .from(bonusTemplates)
    .where(
      inArray(
        bonusTemplates.code,
        TEMPLATES.map((template) => template.code),
      ),
    );
  const id = (code: string) => rows.find((row) => row.code === code)!.id;

  await ctx.db
    .insert(welcomePacks)
    .values({
      code: 'starter',
      name: { ru: 'Пакет новичка', en: 'Starter pack', kz: 'Жаңадан келгендер пакеті' },
      publicTitle: {
        ru: 'До 45 000 ₽ бонусов на первые три депозита',
        en: 'Up to 45,000 RUB in bonuses on your first three deposits',
        kz: 'Алғашқы үш депозитке 45 000 ₽ дейін бонус',
      },
      validDays: 7,
      createdAt: now,
    })
    .onConflictDoNothing({ target: welcomePacks.code });
  const [pack] = await ctx.db
    .select({ id: welcomePacks.id })
    .from(welcomePacks)
    .where(inArray(welcomePacks.code, ['starter']));
  await ctx.db
    .insert(welcomePackSteps)
    .values(
      [1, 2, 3].map((step) => ({
        packId: pack!.id,
        step,
        nthDeposit: step,
        templateId: id(`welcome-${step}`),
      })),
    )
    .onConflictDoNothing();

  await ctx.db
    .insert(promoCodes)
    .values([
      {
        code: 'FREE500',
        type: 'no_deposit',
        value: 'promo-free500',
        name: '500 RUB with no deposit',
        templateId: id('promo-free500'),
        newPlayersOnly: true,
      },
      {
        code: 'WELCOME150',
        type: 'deposit_match',
        value: '150',
        name: '150% deposit bonus',
        templateId: id('promo-welcome150'),
      },
    ])
    .onConflictDoNothing({ target: promoCodes.code });
}

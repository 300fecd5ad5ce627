import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { tournaments, type LocalizedText } from '@/server/db/schema';

const DAY_MS = 86_400_000;

const RACE: LocalizedText = {
  ru: 'Недельная гонка множителей',
  en: 'Weekly multiplier race',
  kz: 'Апталық көбейткіштер жарысы',
};
const WEEKEND: LocalizedText = {
  ru: 'Турнир выходных по обороту',
  en: 'Weekend turnover tournament',
  kz: 'Демалыс күндерінің айналым турнирі',
};
/** The English names the pair had before issue 32, whose rows are renamed while they run. */
const OLD_NAMES = {
  race: 'Demo: weekly multiplier race',
  weekend: 'Demo: weekend turnover tournament',
};

/**
 * The weekend's pool is fixed, so its prizes show before anyone has played (a share of a
 * turnover nobody has made yet reads 0 ₽): 20,000 RUB in base-currency minor units.
 */
const WEEKEND_POOL = { mode: 'fixed' as const, amount: 20_000_00 };
const WEEKEND_RULES: LocalizedText = {
  ru: 'Присоединитесь к турниру и играйте: засчитываются все ставки от 10 ₽ после присоединения. Призовой фонд — 20 000 ₽.',
  en: 'Join the tournament and play: every bet of at least 10 ₽ after you join counts. The prize pool is 20,000 ₽.',
  kz: 'Турнирге қосылып, ойнаңыз: қосылғаннан кейінгі кемінде 10 ₽ әр бәс есептеледі. Жүлде қоры — 20 000 ₽.',
};

/**
 * With development tools, an active and an upcoming demo tournament, so `npm run dev` shows
 * both lists filled: made when no demo tournament is upcoming or active (again once they end).
 * The active one is written upcoming with a start in the past: the scoring job starts it and
 * freezes the rates as for any other.
 */
export async function seedTournaments(ctx: Pick<AppContext, 'db' | 'clock'>) {
  // Two starts at once (several API processes) wait for each other: the second finds them made.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedIn({ db: tx, clock: ctx.clock });
  });
}

const SEED_LOCK = 7_210_023;

async function seedIn(ctx: Pick<AppContext, 'db' | 'clock'>) {
  await renameOldPair(ctx);
  const [live] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ['upcoming', 'active']),
        sql`${tournaments.name} ->> 'en' in (${RACE.en}, ${WEEKEND.en})`,
      ),
    );
  if (live!.n > 0) return;
  const now = ctx.clock.now().getTime();
  const base = {
    image: null,
    status: 'upcoming' as const,
    products: [],
    games: [],
    minBet: { RUB: 10_00, USD: 10, EUR: 10, KZT: 50_00, INR: 10_00 },
    createdAt: new Date(now),
  };
  await ctx.db.insert(tournaments).values([
    {
      ...base,
      name: RACE,
      rules: {
        ru: 'Сделайте ставку от 10 ₽ в любой игре. Засчитывается лучший множитель (выплата ÷ ставка); при равенстве выше тот, кто получил его раньше.',
        en: 'Bet at least 10 ₽ in any game. Your best multiplier (payout ÷ stake) counts; on equal multipliers the earlier one ranks higher.',
        kz: 'Кез келген ойында кемінде 10 ₽ бәс жасаңыз. Ең үздік көбейткішіңіз (төлем ÷ бәс) есептеледі; тең болса, ертерек алған жоғары тұрады.',
      },
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 6 * DAY_MS),
      registration: 'auto' as const,
      scoring: 'max_multiplier' as const,
      minPlayers: 1,
      pool: { mode: 'fixed' as const, amount: 50_000_00 },
      prizes: [
        { from: 1, to: 1, share_bp: 4000, kind: 'real' as const },
        { from: 2, to: 2, share_bp: 2500, kind: 'real' as const },
        { from: 3, to: 3, share_bp: 1500, kind: 'real' as const },
        { from: 4, to: 10, share_bp: 285, kind: 'real' as const },
      ],
    },
    {
      ...base,
      name: WEEKEND,
      rules: WEEKEND_RULES,
      startsAt: new Date(now + 2 * DAY_MS),
      endsAt: new Date(now + 4 * DAY_MS),
      registration: 'opt_in' as const,
      scoring: 'turnover' as const,
      minPlayers: 3,
      maxPlayers: 500,
      pool: WEEKEND_POOL,
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' as const },
        { from: 2, to: 3, share_bp: 2500, kind: 'real' as const },
      ],
    },
  ]);
}

/**
 * A database seeded before issue 32 holds the pair as "Demo: …" with a weekend pool of 1 % of
 * turnover: while they run they take the new names, and the weekend, not started yet, the fixed
 * pool and its rules. Ended ones keep what they were played under.
 */
async function renameOldPair(ctx: Pick<AppContext, 'db'>) {
  const named = (en: string) => sql`${tournaments.name} ->> 'en' = ${en}`;
  const running = inArray(tournaments.status, ['upcoming', 'active']);
  await ctx.db
    .update(tournaments)
    .set({ pool: WEEKEND_POOL, rules: WEEKEND_RULES })
    .where(and(eq(tournaments.status, 'upcoming'), named(OLD_NAMES.weekend)));
  await ctx.db
    .update(tournaments)
    .set({ name: RACE })
    .where(and(running, named(OLD_NAMES.race)));
  await ctx.db
    .update(tournaments)
    .set({ name: WEEKEND })
    .where(and(running, named(OLD_NAMES.weekend)));
}

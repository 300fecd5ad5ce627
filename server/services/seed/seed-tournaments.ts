import { and, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { tournaments, type LocalizedText } from '@/server/db/schema';

const DAY_MS = 86_400_000;

const RACE: LocalizedText = {
  ru: 'Демо: недельная гонка множителей',
  en: 'Demo: weekly multiplier race',
  kz: 'Демо: апталық көбейткіштер жарысы',
};
const WEEKEND: LocalizedText = {
  ru: 'Демо: турнир выходных по обороту',
  en: 'Demo: weekend turnover tournament',
  kz: 'Демо: демалыс күндерінің айналым турнирі',
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
      rules: {
        ru: 'Присоединитесь к турниру и играйте: засчитываются все ставки от 10 ₽ после присоединения. Призовой фонд — 1 % оборота участников.',
        en: 'Join the tournament and play: every bet of at least 10 ₽ after you join counts. The prize pool is 1 % of the players\u2019 turnover.',
        kz: 'Турнирге қосылып, ойнаңыз: қосылғаннан кейінгі кемінде 10 ₽ әр бәс есептеледі. Жүлде қоры — қатысушылар айналымының 1 %.',
      },
      startsAt: new Date(now + 2 * DAY_MS),
      endsAt: new Date(now + 4 * DAY_MS),
      registration: 'opt_in' as const,
      scoring: 'turnover' as const,
      minPlayers: 3,
      maxPlayers: 500,
      pool: { mode: 'turnover_share' as const, share_bp: 100 },
      prizes: [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' as const },
        { from: 2, to: 3, share_bp: 2500, kind: 'real' as const },
      ],
    },
  ]);
}

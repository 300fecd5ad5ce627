import type { Fixture, LocalName } from '@/lib/sports/feed-messages';
import type { SportSlug } from '@/lib/sports/market-types';
import type { ModelParams } from '@/lib/sports/pricing';
import { SIM_LEAGUES, SPORT_WEIGHTS, type SimLeague } from './leagues';
import { createRng, deriveSeed, sha256Hex } from './rng';

/**
 * The rolling schedule: slot n kicks off about every SLOT_SPACING_MS of simulated time, so with
 * matches lasting 100–120 simulated minutes about six are live at any moment. Each slot's
 * sport, teams and model come from its own seed, published as a hash before kick-off.
 */
export const SLOT_SPACING_MS = 18 * 60_000;
/** Matches are announced this long before kick-off. */
export const ANNOUNCE_AHEAD_MS = 48 * 3_600_000;
/** The schedule begins this long before the feed starts, so matches are live from the start. */
export const CATCH_UP_MS = 130 * 60_000;
/**
 * A team (or player) kicks off at most once in this long. The longest match, three tennis sets
 * of 7–6, takes under four simulated hours, so a team's matches never overlap, and a usual match
 * of about two hours leaves two hours' rest. A longer rest would not fit the world: with about 13
 * slots in this window taking 26 of its 38 teams, some league still has two rested teams (the
 * rest are spread over six leagues), so every slot gets a match.
 */
export const TEAM_REST_MS = 4 * 3_600_000;

export type SlotPlan = {
  n: number;
  eventId: string;
  seed: string;
  sport: SportSlug;
  fixture: Fixture;
  params: ModelParams;
};

const SPORTS = Object.keys(SPORT_WEIGHTS) as SportSlug[];
const TOTAL_WEIGHT = SPORTS.reduce((sum, sport) => sum + SPORT_WEIGHTS[sport], 0);

/** The kick-off of slot n (n ≥ 1) on a schedule anchored at `anchor`. */
export function slotKickoff(feedSeed: string, anchor: number, n: number): number {
  const jitter = Math.floor(createRng(feedSeed, `slot:${n}:time`).next() * 6) - 3;
  return anchor + n * SLOT_SPACING_MS + jitter * 60_000;
}

/** A team's identity across the world's leagues: its English name. */
const teamKey = (name: LocalName) => name.en;

/** Teams that kick off within TEAM_REST_MS of `at` in the plans given. */
function busyTeams(plans: readonly SlotPlan[], at: number): Set<string> {
  const busy = new Set<string>();
  for (const plan of plans) {
    if (Math.abs(plan.fixture.scheduledAt - at) >= TEAM_REST_MS) continue;
    busy.add(teamKey(plan.fixture.home));
    busy.add(teamKey(plan.fixture.away));
  }
  return busy;
}

/**
 * Slot n's match: its sport drawn by weight, a league of that sport, two of its teams; none of
 * them a team that kicks off within TEAM_REST_MS in `planned` (the slots planned before it, in
 * order). When every league of the drawn sport is short of rested teams, another sport's league
 * plays; when none has two, the slot stays empty (null), which the world's size rules out (see
 * TEAM_REST_MS).
 */
export function planSlot(
  feedSeed: string,
  anchor: number,
  n: number,
  planned: readonly SlotPlan[],
): SlotPlan | null {
  const seed = deriveSeed(feedSeed, `match:${n}`);
  const rng = createRng(seed, 'fixture');
  const scheduledAt = slotKickoff(feedSeed, anchor, n);
  const busy = busyTeams(planned, scheduledAt);
  const rested = (league: SimLeague) => league.teams.filter((t) => !busy.has(teamKey(t.name)));
  const open = SIM_LEAGUES.filter((l) => rested(l).length >= 2);
  if (open.length === 0) return null;
  let draw = rng.next() * TOTAL_WEIGHT;
  const drawn = SPORTS.find((s) => (draw -= SPORT_WEIGHTS[s]) < 0) ?? 'football';
  const ofSport = open.filter((l) => l.sport === drawn);
  const league = rng.pick(ofSport.length > 0 ? ofSport : open);
  const sport = league.sport;
  const teams = rested(league);
  const homeIndex = rng.int(teams.length);
  const awayIndex = (homeIndex + 1 + rng.int(teams.length - 1)) % teams.length;
  const home = teams[homeIndex]!;
  const away = teams[awayIndex]!;
  const eventId = `sim:match:${n}`;
  return {
    n,
    eventId,
    seed,
    sport,
    params: modelParams(sport, home.rating - away.rating, 0.95 + rng.next() * 0.1),
    fixture: {
      eventId,
      sport: { id: `sim:sport:${sport}`, name: league.sportName },
      category: { id: `sim:category:${league.slug}`, name: league.category },
      tournament: { id: `sim:tournament:${league.slug}`, name: league.tournament },
      home: home.name,
      away: away.name,
      scheduledAt,
      seedHash: sha256Hex(seed),
    },
  };
}

/**
 * A match's model from the strength difference d (home minus away) and a form factor near 1:
 * more goals or points for the stronger side, a home advantage where the sport has one.
 */
export function modelParams(sport: SportSlug, d: number, form: number): ModelParams {
  const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
  switch (sport) {
    case 'football':
      return {
        sport,
        lambdaHome: 1.3 * form * Math.exp(0.12 + 0.45 * d),
        lambdaAway: 1.3 * form * Math.exp(-0.12 - 0.45 * d),
      };
    case 'ice-hockey':
      return {
        sport,
        lambdaHome: 2.9 * form * Math.exp(0.06 + 0.3 * d),
        lambdaAway: 2.9 * form * Math.exp(-0.06 - 0.3 * d),
      };
    case 'basketball':
      return { sport, rateHome: 110 * form + 2.5 + 9 * d, rateAway: 110 * form - 2.5 - 9 * d };
    case 'tennis':
      return { sport, gameHome: clamp(0.5 + 0.08 * d * form, 0.3, 0.7) };
    case 'esports':
      return { sport, mapHome: clamp(0.5 + 0.22 * d * form, 0.2, 0.8) };
  }
}

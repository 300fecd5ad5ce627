import { SPORT_WEIGHTS } from '@/server/services/sports/feed/sim/leagues';
import { TEAM_REST_MS, planSlot, type SlotPlan } from '@/server/services/sports/feed/sim/schedule';

const ANCHOR = Date.parse('2026-03-01T00:00:00Z');
const SLOTS = 2_000;

/** Slots 1…SLOTS planned in order, each seeing the ones before it, as the feed plans them. */
function schedule(seed: string) {
  const plans: SlotPlan[] = [];
  const empty: number[] = [];
  for (let n = 1; n <= SLOTS; n++) {
    // The last 20 slots span more than TEAM_REST_MS (slots come 13–23 minutes apart).
    const plan = planSlot(seed, ANCHOR, n, plans.slice(-20));
    if (plan) plans.push(plan);
    else empty.push(n);
  }
  return { plans, empty };
}

/** Every pair of matches of one team that kick off less than TEAM_REST_MS apart. */
function clashes(plans: readonly SlotPlan[]) {
  const last = new Map<string, SlotPlan>();
  const found: string[] = [];
  for (const plan of plans) {
    for (const team of [plan.fixture.home.en, plan.fixture.away.en]) {
      const before = last.get(team);
      if (before && plan.fixture.scheduledAt - before.fixture.scheduledAt < TEAM_REST_MS) {
        found.push(`${team}: ${before.eventId} and ${plan.eventId}`);
      }
      last.set(team, plan);
    }
  }
  return found;
}

describe('the simulated schedule', () => {
  it.each(['steppe', 'tundra', 'taiga'])(
    'never fields a team or player twice within TEAM_REST_MS (seed %s)',
    (seed) => {
      const { plans, empty } = schedule(seed);
      expect(empty).toEqual([]);
      expect(clashes(plans)).toEqual([]);
      for (const plan of plans) expect(plan.fixture.home.en).not.toBe(plan.fixture.away.en);
    },
  );

  it('still draws every sport about as often as its weight says', () => {
    const { plans } = schedule('weights');
    const total = Object.values(SPORT_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    for (const [sport, weight] of Object.entries(SPORT_WEIGHTS)) {
      const share = plans.filter((plan) => plan.sport === sport).length / plans.length;
      expect(share).toBeGreaterThan((weight / total) * 0.8);
      expect(share).toBeLessThan((weight / total) * 1.2);
    }
  });

  it('plans the same slots from the same seed', () => {
    const digest = (plans: SlotPlan[]) =>
      plans.map((p) => `${p.fixture.home.en}/${p.fixture.away.en}`);
    expect(digest(schedule('again').plans)).toEqual(digest(schedule('again').plans));
  });
});

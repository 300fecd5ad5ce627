import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The simulated sports feed as the specs drive and read it (sports, keyboard betting). */

export type EventView = {
  id: string;
  live: boolean;
  home: { en: string };
  away: { en: string };
  main_market: {
    status: string;
    outcomes: { id: string; odds: string | null; active: boolean }[];
  } | null;
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Open events whose main market takes bets on every outcome, soonest first. */
export async function bettable(request: APIRequestContext, live: boolean): Promise<EventView[]> {
  const answer = await request.get(`/api/sports/events?live=${live ? 1 : 0}`);
  expect(answer.status()).toBe(200);
  const { events } = (await answer.json()) as { events: EventView[] };
  return events.filter(
    (event) =>
      event.main_market?.status === 'active' &&
      event.main_market.outcomes.every((outcome) => outcome.active && outcome.odds),
  );
}

/**
 * Sends the simulated feed a control. Only the process driving the feed takes it (409
 * `feed_not_driven` elsewhere): behind `npm run cluster`'s balancer, which deals requests to
 * its APIs in turn, the next try reaches the other one.
 */
export async function feedControl(request: APIRequestContext, body: Record<string, unknown>) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await request.post('/api/dev/sports/feed', { data: body });
    if (answer.status() === 409 && attempt < 8) continue;
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as { driving: boolean; scenario: { applied: boolean } | null };
  }
}

/**
 * Waits until the process answering drives the simulated feed and its first matches are on the
 * line: it takes the lease within seconds of the start, then announces the schedule. Behind a
 * balancer one of the polls reaches the driver.
 */
export async function feedDriven(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const state = await (await request.get('/api/dev/sports/feed')).json();
        return state.driving && state.live.length > 0 && state.upcoming > 0;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

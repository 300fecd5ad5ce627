import type { SportEventView, SportMarketView, TicketView } from '@/lib/schemas/sports';

/** Line and ticket fixtures that follow lib/schemas/sports.ts, for the sportsbook's pages. */

const name = (text: string) => ({ ru: text, en: text, kz: text });

export function marketFixture(over: Partial<SportMarketView> = {}): SportMarketView {
  const eventId = over.key?.split('/')[0] ?? 'sim:match:1';
  return {
    key: `${eventId}/1/`,
    type_id: 1,
    spec_key: '',
    specifiers: {},
    status: 'active',
    version: 1,
    outcomes: [
      { id: '1', odds: '2.10', active: true },
      { id: '2', odds: '3.40', active: true },
      { id: '3', odds: '3.50', active: true },
    ],
    ...over,
  };
}

export function eventFixture(
  id = 'sim:match:1',
  over: Partial<SportEventView> = {},
): SportEventView {
  const n = id.split(':').pop();
  return {
    id,
    sport: 'football',
    tournament: { id: 'sim:tournament:1', name: name('Premier League') },
    category: { id: 'sim:category:1', name: name('Atlantis') },
    home: name(`Home ${n}`),
    away: name(`Away ${n}`),
    scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    status: 'not_started',
    live: false,
    score: null,
    clock: null,
    period_scores: [],
    markets_count: 20,
    main_market: marketFixture({ key: `${id}/1/` }),
    seed_hash: 'a'.repeat(64),
    seed: null,
    ...over,
  };
}

type Leg = TicketView['legs'][number];

export function legFixture(over: Partial<Leg> = {}): Leg {
  return {
    idx: 0,
    event_id: 'sim:match:1',
    event: {
      sport: 'football',
      home: name('Home 1'),
      away: name('Away 1'),
      scheduled_at: new Date().toISOString(),
      status: 'ended',
      score: { home: 2, away: 1 },
    },
    type_id: 1,
    spec_key: '',
    specifiers: {},
    outcome_id: '1',
    odds_requested: '2.00',
    odds: '2.00',
    banker: false,
    market_status: 'settled',
    settlement: null,
    ...over,
  };
}

export function ticketFixture(over: Partial<TicketView> = {}): TicketView {
  return {
    id: 't-1',
    kind: 'single',
    system_size: null,
    lines: 1,
    status: 'open',
    currency: 'USD',
    stake: 10,
    open_stake: 10,
    odds_policy: 'none',
    live: false,
    total_odds: '2.00',
    potential_win: 20,
    payout: 0,
    cashed_out: 0,
    grade: null,
    reject_code: null,
    placed_at: new Date().toISOString(),
    accept_after: null,
    accepted_at: null,
    settled_at: null,
    version: 0,
    legs: [legFixture()],
    ...over,
  };
}

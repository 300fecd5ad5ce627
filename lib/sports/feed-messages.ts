/**
 * The canonical feed model (research A2): Sportradar's Unified Odds Feed messages as JSON, in
 * our names. Every feed adapter (the simulated feed, a replay, a future UOF adapter) produces
 * these; the applier (`server/services/sports/feed/`) is the only reader. Odds are decimal text,
 * parsed exactly by `parseOdds`; times are feed milliseconds since the epoch.
 */

/** Producers (UOF `ProducerId`): 1 live odds, 3 pre-match. */
export const PRODUCERS = { live: 1, prematch: 3 } as const;
export type ProducerId = (typeof PRODUCERS)[keyof typeof PRODUCERS];

/**
 * Market status (UOF XSD `marketStatus`): 1 active, -1 suspended, 0 deactivated, -2 handed
 * over, -3 settled, -4 cancelled.
 */
export const MARKET_STATUS = {
  active: 1,
  suspended: -1,
  deactivated: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** Cash-out status of a market: 1 available, -1 unavailable, -2 closed. */
export type CashoutStatus = 1 | -1 | -2;

/** Event status (UOF `eventStatusStatus`, by name). */
export const EVENT_STATUSES = [
  'not_started',
  'live',
  'suspended',
  'ended',
  'closed',
  'cancelled',
  'delayed',
  'interrupted',
  'postponed',
  'abandoned',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Names in the site's languages: the feed gives them per locale. */
export type LocalName = { ru: string; en: string; kz: string };

export type SportEventState = {
  status: EventStatus;
  homeScore: number;
  awayScore: number;
  /** Match clock: minute (or game/set for tennis) and the period's code (`1h`, `ht`, `2h`, `p3`, `s2`). */
  clock?: { minute: number; period: string };
  /** Scores per period, in order. */
  periodScores?: { home: number; away: number }[];
};

export type FeedOutcome = {
  id: string;
  /** Decimal text (`"1.85"`); absent when the outcome is not priced. */
  odds?: string;
  active: boolean;
  /** Probability the outcome wins (fully), 0–1 (UOF `probabilities`). */
  probability?: number;
  /** Asian lines: probabilities of a half win, a refund and a half loss. */
  halfWinProbability?: number;
  refundProbability?: number;
  halfLoseProbability?: number;
};

export type FeedMarket = {
  typeId: number;
  specifiers: Record<string, string>;
  status: MarketStatus;
  cashoutStatus?: CashoutStatus;
  /** Absent in a status-only message (a handover's last word). */
  outcomes?: FeedOutcome[];
};

type EventMessage = {
  producer: ProducerId;
  eventId: string;
  /** The message's feed time, ms: older messages never overwrite newer ones. */
  timestamp: number;
  /** Set while a recovery replays state (`recover(after)`), so a stale guard lets it through. */
  requestId?: string;
};

export type OddsChange = EventMessage & {
  type: 'odds_change';
  eventState?: SportEventState;
  markets: FeedMarket[];
};

/** Suspends the active markets of the event (groups `all`) or of the named groups. */
export type BetStop = EventMessage & {
  type: 'bet_stop';
  groups: string[];
  /** The status to give them; suspended when absent. */
  marketStatus?: MarketStatus;
};

export type SettledOutcome = {
  id: string;
  result: 0 | 1;
  /** `0.5` or `1` when (half) refunded. */
  voidFactor?: '0.5' | '1';
  /** Decimal text, `1` when there was no dead heat. */
  deadHeatFactor?: string;
};

/** certainty 1: live-scouted; 2: confirmed. The same result twice is one settlement. */
export type BetSettlement = EventMessage & {
  type: 'bet_settlement';
  certainty: 1 | 2;
  markets: {
    typeId: number;
    specifiers: Record<string, string>;
    voidReason?: number;
    outcomes: SettledOutcome[];
  }[];
};

export type MarketRef = { typeId: number; specifiers: Record<string, string> };

export type RollbackBetSettlement = EventMessage & {
  type: 'rollback_bet_settlement';
  markets: MarketRef[];
};

/**
 * Voids the bets placed inside [startTime, endTime] on the markets: no start means every bet
 * before the end, no end every bet after the start.
 */
export type BetCancel = EventMessage & {
  type: 'bet_cancel';
  startTime?: number;
  endTime?: number;
  markets: (MarketRef & { voidReason?: number })[];
};

export type RollbackBetCancel = EventMessage & {
  type: 'rollback_bet_cancel';
  startTime?: number;
  endTime?: number;
  markets: MarketRef[];
};

export type Fixture = {
  eventId: string;
  sport: { id: string; name: LocalName };
  category: { id: string; name: LocalName };
  tournament: { id: string; name: LocalName };
  home: LocalName;
  away: LocalName;
  /** Kick-off, ms. */
  scheduledAt: number;
  /** SHA-256 of the simulated match's seed, published before kick-off (the seed after it). */
  seedHash?: string;
  /** The seed itself, revealed in a fixture change once the match is over. */
  seed?: string;
};

/** UOF `change_type`: 1 new, 2 start time, 3 cancelled, 4 format, 5 coverage. */
export type FixtureChange = EventMessage & {
  type: 'fixture_change';
  changeType: 1 | 2 | 3 | 4 | 5;
  fixture: Fixture;
};

/** A producer's heartbeat, every 10 s; `subscribed: false` asks the client to recover. */
export type Alive = {
  type: 'alive';
  producer: ProducerId;
  timestamp: number;
  subscribed: boolean;
};

/** A recovery (`recover(after)`) finished: the producer's markets may reopen. */
export type SnapshotComplete = {
  type: 'snapshot_complete';
  producer: ProducerId;
  timestamp: number;
  requestId: string;
};

export type FeedMessage =
  | OddsChange
  | BetStop
  | BetSettlement
  | RollbackBetSettlement
  | BetCancel
  | RollbackBetCancel
  | FixtureChange
  | Alive
  | SnapshotComplete;

export type FeedMessageType = FeedMessage['type'];

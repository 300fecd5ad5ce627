/**
 * The shapes the pricing models share: a market's identity, its outcomes' fair probabilities
 * and the play state a model prices from and settles on. Pure data, no clock, no randomness.
 */

export type MarketSpec = { typeId: number; specifiers: Record<string, string> };

/**
 * The fair chances of one outcome. Asian lines split into a full win, a half win, a refund and
 * a half loss; the loss is what is left.
 */
export type OutcomeChances = {
  id: string;
  win: number;
  halfWin: number;
  refund: number;
  halfLose: number;
};

export type PricedMarket = MarketSpec & { outcomes: OutcomeChances[] };

/** How an outcome ended for a bet on it (the grades of research A2.2). */
export type OutcomeGrade = 'win' | 'lose' | 'half_win' | 'half_lose' | 'refund';

/**
 * The state of play every model reads: scores per period (football halves, hockey periods
 * and overtime, basketball quarters and overtimes, tennis sets in games, esports maps as 1:0),
 * the share of regulation play left, and, for football, who scored each goal in order.
 */
export type PlayState = {
  periods: { home: number; away: number }[];
  /** Share of the regulation time still to play, 1 before kick-off, 0 once it is over. */
  remaining: number;
  /** The match is over: every market can be settled. */
  ended: boolean;
  /** Football: the scorer of each goal, in order (next-goal markets). */
  goals?: ('home' | 'away')[];
};

export type Score = { home: number; away: number };

/** Parameters of a match's model, per sport (drawn from the teams' ratings). */
export type ModelParams =
  | { sport: 'football' | 'ice-hockey'; lambdaHome: number; lambdaAway: number }
  | { sport: 'basketball'; rateHome: number; rateAway: number }
  | { sport: 'tennis'; gameHome: number }
  | { sport: 'esports'; mapHome: number };

export const NOT_STARTED: PlayState = { periods: [], remaining: 1, ended: false, goals: [] };

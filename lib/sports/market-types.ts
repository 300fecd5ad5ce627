/**
 * The market types the line carries (a registry of variants: the feed prices them, the browser
 * names and groups them, settlement reads their outcomes; nobody switches on an id elsewhere).
 * Ids and outcome ids follow Sportradar's UOF where the research verified them (1, 16, 18, 8);
 * the others use UOF's published numbers as we read them and are ours to keep stable.
 * Names live in messages `SportsMarkets.<key>` (`{total}`, `{hcp}`, `{goalnr}` from specifiers).
 */

export const SPORT_SLUGS = ['football', 'ice-hockey', 'basketball', 'tennis', 'esports'] as const;
export type SportSlug = (typeof SPORT_SLUGS)[number];

export type MarketGroup = 'main' | 'totals' | 'handicaps' | 'goals' | 'halves' | 'score';

export type MarketType = {
  id: number;
  /** The messages key: `SportsMarkets.<key>.name`, outcomes `SportsMarkets.<key>.<outcome id>`. */
  key: string;
  group: MarketGroup;
  /** Specifier names (`total`, `hcp`, `goalnr`); the market's identity with its id. */
  specifiers: readonly string[];
  /** Outcome ids; empty when the outcomes are open-ended (a correct score `2:1`). */
  outcomes: readonly string[];
  /** Offered only while the match is live. */
  liveOnly?: boolean;
};

const TYPES: readonly MarketType[] = [
  { id: 1, key: 'oneXtwo', group: 'main', specifiers: [], outcomes: ['1', '2', '3'] },
  { id: 10, key: 'doubleChance', group: 'main', specifiers: [], outcomes: ['9', '10', '11'] },
  { id: 11, key: 'drawNoBet', group: 'main', specifiers: [], outcomes: ['4', '5'] },
  { id: 18, key: 'total', group: 'totals', specifiers: ['total'], outcomes: ['12', '13'] },
  { id: 16, key: 'handicap', group: 'handicaps', specifiers: ['hcp'], outcomes: ['1714', '1715'] },
  { id: 29, key: 'bothTeamsToScore', group: 'goals', specifiers: [], outcomes: ['74', '76'] },
  { id: 41, key: 'correctScore', group: 'score', specifiers: [], outcomes: [] },
  {
    id: 8,
    key: 'nextGoal',
    group: 'goals',
    specifiers: ['goalnr'],
    outcomes: ['6', '7', '8'],
    liveOnly: true,
  },
  { id: 60, key: 'firstHalfOneXtwo', group: 'halves', specifiers: [], outcomes: ['1', '2', '3'] },
  { id: 406, key: 'winnerOvertime', group: 'main', specifiers: [], outcomes: ['4', '5'] },
  { id: 219, key: 'winnerOvertime', group: 'main', specifiers: [], outcomes: ['4', '5'] },
  { id: 225, key: 'totalOvertime', group: 'totals', specifiers: ['total'], outcomes: ['12', '13'] },
  {
    id: 223,
    key: 'handicapOvertime',
    group: 'handicaps',
    specifiers: ['hcp'],
    outcomes: ['1714', '1715'],
  },
  { id: 186, key: 'winner', group: 'main', specifiers: [], outcomes: ['4', '5'] },
  {
    id: 187,
    key: 'gameHandicap',
    group: 'handicaps',
    specifiers: ['hcp'],
    outcomes: ['1714', '1715'],
  },
  { id: 189, key: 'totalGames', group: 'totals', specifiers: ['total'], outcomes: ['12', '13'] },
  {
    id: 327,
    key: 'mapHandicap',
    group: 'handicaps',
    specifiers: ['hcp'],
    outcomes: ['1714', '1715'],
  },
  { id: 328, key: 'totalMaps', group: 'totals', specifiers: ['total'], outcomes: ['12', '13'] },
];

const BY_ID = new Map(TYPES.map((type) => [type.id, type]));

/** The market type of an id; undefined for a type the line does not carry. */
export const marketType = (id: number): MarketType | undefined => BY_ID.get(id);

export const MARKET_TYPES = TYPES;

/** Market types each sport offers, the main market (shown in lists) first. */
export const SPORT_MARKETS: Record<SportSlug, readonly number[]> = {
  football: [1, 10, 11, 18, 16, 29, 41, 8, 60],
  'ice-hockey': [1, 406, 18, 16],
  basketball: [219, 225, 223],
  tennis: [186, 189, 187],
  esports: [186, 327, 328],
};

/** The market a list shows for an event of the sport. */
export const mainMarketOf = (sport: SportSlug): number => SPORT_MARKETS[sport][0]!;

/** The order groups are shown in on an event's page. */
export const MARKET_GROUPS: readonly MarketGroup[] = [
  'main',
  'goals',
  'totals',
  'handicaps',
  'halves',
  'score',
];

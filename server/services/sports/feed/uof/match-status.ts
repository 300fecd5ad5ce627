import { EVENT_STATUSES, type EventStatus } from '@/lib/sports/feed-messages';
import type { SportSlug } from '@/lib/sports/market-types';

/**
 * `sport_event_status` between UOF's numbers and our names. The event status is the XSD's
 * `eventStatusStatus` (0 not_started … 9 abandoned, the order of EVENT_STATUSES). The period
 * codes of our clock (`1h`, `ht`, `p3`, `s2`, …, as the simulator's engines name them) map to
 * UOF `match_status` codes (descriptions/match_status.xml): football halves 6/7 and halftime
 * 31; ice-hockey periods 1–3 and intermissions 301/302; basketball quarters 13–16, breaks
 * 301/31/303; overtime 40; tennis sets 8–12 (441/442 for 6 and 7); CS2 maps 141–147; 100 ended.
 * 301 ("first break") is both a hockey intermission (`i1`) and basketball's break after the
 * first quarter (`b1`): the period scores' codes tell them apart.
 */

export const EVENT_STATUS_CODES = EVENT_STATUSES.map((_, code) => code);

export function eventStatusCode(status: EventStatus): number {
  return EVENT_STATUSES.indexOf(status);
}

export function eventStatusName(code: number): EventStatus {
  return EVENT_STATUSES[code]!;
}

/** How the clock is carried: a played period (match_time is elapsed, our minute is the
 * ordinal one: 27:33 is the 28th minute), a break (the minute stands), or none (tennis
 * and CS2 have no match clock in UOF: the game or map number follows from the scores). */
type PeriodKind = 'play' | 'break' | 'set' | 'map';

const PERIODS: readonly { period: string; code: number; kind: PeriodKind }[] = [
  { period: '1h', code: 6, kind: 'play' },
  { period: '2h', code: 7, kind: 'play' },
  { period: 'ht', code: 31, kind: 'break' },
  { period: 'p1', code: 1, kind: 'play' },
  { period: 'p2', code: 2, kind: 'play' },
  { period: 'p3', code: 3, kind: 'play' },
  { period: 'i1', code: 301, kind: 'break' },
  { period: 'i2', code: 302, kind: 'break' },
  { period: 'q1', code: 13, kind: 'play' },
  { period: 'q2', code: 14, kind: 'play' },
  { period: 'q3', code: 15, kind: 'play' },
  { period: 'q4', code: 16, kind: 'play' },
  { period: 'b1', code: 301, kind: 'break' },
  { period: 'b3', code: 303, kind: 'break' },
  { period: 'ot', code: 40, kind: 'play' },
  { period: 's1', code: 8, kind: 'set' },
  { period: 's2', code: 9, kind: 'set' },
  { period: 's3', code: 10, kind: 'set' },
  { period: 's4', code: 11, kind: 'set' },
  { period: 's5', code: 12, kind: 'set' },
  { period: 's6', code: 441, kind: 'set' },
  { period: 's7', code: 442, kind: 'set' },
  { period: 'm1', code: 141, kind: 'map' },
  { period: 'm2', code: 142, kind: 'map' },
  { period: 'm3', code: 143, kind: 'map' },
  { period: 'm4', code: 144, kind: 'map' },
  { period: 'm5', code: 145, kind: 'map' },
  { period: 'm6', code: 146, kind: 'map' },
  { period: 'm7', code: 147, kind: 'map' },
  { period: 'ended', code: 100, kind: 'break' },
];

/** match_status without a clock: what the event status alone says. */
const STATUS_MATCH_STATUS: Record<EventStatus, number> = {
  not_started: 0,
  live: 20,
  suspended: 81,
  ended: 100,
  closed: 100,
  cancelled: 70,
  delayed: 61,
  interrupted: 80,
  postponed: 60,
  abandoned: 90,
};

/** Period scores' codes per sport, in order; periods beyond them are overtimes (40). */
const SPORT_PERIOD_CODES: Record<SportSlug, readonly number[]> = {
  football: [6, 7],
  'ice-hockey': [1, 2, 3],
  basketball: [13, 14, 15, 16],
  tennis: [8, 9, 10, 11, 12, 441, 442],
  esports: [141, 142, 143, 144, 145, 146, 147],
};
/** When the sport is unknown: "1st period" … "5th period". */
const GENERIC_PERIOD_CODES = [1, 2, 3, 4, 5];
const OVERTIME = 40;
const QUARTERS = new Set([13, 14, 15, 16]);

/** The sport a period code belongs to, where only one sport uses it. */
const SPORT_OF_PERIOD: Record<string, SportSlug> = {
  '1h': 'football',
  '2h': 'football',
  p1: 'ice-hockey',
  p2: 'ice-hockey',
  p3: 'ice-hockey',
  i1: 'ice-hockey',
  i2: 'ice-hockey',
  q1: 'basketball',
  q2: 'basketball',
  q3: 'basketball',
  q4: 'basketball',
  b1: 'basketball',
  b3: 'basketball',
};

export function sportOfPeriod(period: string): SportSlug | undefined {
  if (/^s\d$/.test(period)) return 'tennis';
  if (/^m\d$/.test(period)) return 'esports';
  return SPORT_OF_PERIOD[period];
}

export function periodScoreCode(sport: SportSlug | undefined, index: number): number {
  const codes = sport ? SPORT_PERIOD_CODES[sport] : GENERIC_PERIOD_CODES;
  return codes[index] ?? OVERTIME;
}

export type ClockOnWire = { matchStatus: number; matchTime?: string };

/** Our clock → match_status and, for a clocked period, `<clock match_time>`. */
export function clockToWire(clock: { minute: number; period: string }): ClockOnWire {
  const entry = PERIODS.find((p) => p.period === clock.period);
  if (!entry) throw new RangeError(`no UOF match_status for the period "${clock.period}"`);
  if (entry.kind === 'set' || entry.kind === 'map') return { matchStatus: entry.code };
  const elapsed = entry.kind === 'play' ? Math.max(0, clock.minute - 1) : clock.minute;
  return { matchStatus: entry.code, matchTime: `${elapsed}:00` };
}

export function statusMatchStatus(status: EventStatus): number {
  return STATUS_MATCH_STATUS[status];
}

/**
 * match_status (with the clock element's match_time and the period scores) → our clock, or
 * undefined when the code names no period of ours or a clocked period came without a clock.
 */
export function clockFromWire(
  matchStatus: number,
  matchTime: string | undefined,
  periods: readonly { code: number; home: number; away: number }[],
): { minute: number; period: string } | undefined {
  const candidates = PERIODS.filter((p) => p.code === matchStatus);
  if (candidates.length === 0) return undefined;
  const basketball = periods.some((p) => QUARTERS.has(p.code));
  const entry =
    candidates.length > 1
      ? candidates.find((p) => (sportOfPeriod(p.period) === 'basketball') === basketball)!
      : candidates[0]!;
  if (entry.kind === 'map') return { minute: Number(entry.period.slice(1)), period: entry.period };
  if (entry.kind === 'set') {
    const current = periods[periods.length - 1];
    return { minute: current ? current.home + current.away + 1 : 1, period: entry.period };
  }
  if (matchTime === undefined) return undefined;
  const minutes = Number(matchTime.split(':')[0]);
  return { minute: entry.kind === 'play' ? minutes + 1 : minutes, period: entry.period };
}

import { marketType } from './market-types';

/**
 * Market and outcome names from `type_id`, `specifiers` and the teams, through the messages of
 * `SportsMarkets` (`<key>.name`, `<key>.<outcome id>`). Every message may use `{home}`, `{away}`,
 * `{total}`, `{hcp}` and `{goalnr}`; a handicap's line is signed per side (home −1.5, away +1.5),
 * as the feed's `hcp` is the home side's. Correct-score outcomes are `h:a` or `other`.
 */

/** A translator of the `SportsMarkets` namespace (next-intl's `t`, typed loosely). */
export type MarketsTranslate = (key: string, values?: Record<string, string | number>) => string;

export type Teams = { home: string; away: string };

export type MarketRef = { type_id: number; specifiers: Readonly<Record<string, string>> };

/** The outcome ids of the side a handicap's line reads against the away team. */
const AWAY_SIDE = new Set(['1715']);

/** `-1.5` → `−1.5`, `1.5` → `+1.5`, `0` → `0`, with the typographic minus. */
export function signedLine(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number) || number === 0) return '0';
  const text = value.replace(/^[+-]/, '');
  return number > 0 ? `+${text}` : `−${text}`;
}

/** The other side's line: `-1.5` → `1.5`. */
function opposite(value: string): string {
  if (value.startsWith('-')) return value.slice(1);
  if (value.startsWith('+')) return `-${value.slice(1)}`;
  return Number(value) === 0 ? value : `-${value}`;
}

function values(market: MarketRef, teams: Teams, outcomeId?: string) {
  const hcp = market.specifiers.hcp;
  const line = hcp === undefined ? '' : outcomeId && AWAY_SIDE.has(outcomeId) ? opposite(hcp) : hcp;
  return {
    home: teams.home,
    away: teams.away,
    total: market.specifiers.total ?? '',
    hcp: line === '' ? '' : signedLine(line),
    goalnr: market.specifiers.goalnr ?? '',
  };
}

/** The market's name: `Тотал (2.5)`, `Фора (−1.5)`, `Следующий гол (2)`. */
export function marketName(t: MarketsTranslate, market: MarketRef, teams: Teams): string {
  const type = marketType(market.type_id);
  if (!type) return t('unknown', { id: market.type_id });
  return t(`${type.key}.name`, values(market, teams));
}

/** The outcome's name within its market: `Больше 2.5`, `{home} (−1.5)`, `2:1`, `Другой счёт`. */
export function outcomeName(
  t: MarketsTranslate,
  market: MarketRef,
  outcomeId: string,
  teams: Teams,
): string {
  const type = marketType(market.type_id);
  if (!type) return outcomeId;
  if (type.outcomes.length === 0) {
    const score = /^(\d+):(\d+)$/.exec(outcomeId);
    if (score) return t('score', { home: Number(score[1]), away: Number(score[2]) });
    return outcomeId === 'other' ? t(`${type.key}.other`) : outcomeId;
  }
  if (!type.outcomes.includes(outcomeId)) return outcomeId;
  return t(`${type.key}.${outcomeId}`, values(market, teams, outcomeId));
}

/** Main markets with short column labels in lists (the winner markets of every sport). */
const SHORT = new Set(['oneXtwo', 'winnerOvertime', 'winner']);

/** A short label for an odds column of a list (`П1`, `X`, `П2`); else the outcome's name. */
export function outcomeShort(
  t: MarketsTranslate,
  market: MarketRef,
  outcomeId: string,
  teams: Teams,
): string {
  const type = marketType(market.type_id);
  if (type && SHORT.has(type.key) && type.outcomes.includes(outcomeId)) {
    return t(`short.${type.key}.${outcomeId}`);
  }
  return outcomeName(t, market, outcomeId, teams);
}

import { bestOfThreeOver } from '@/lib/sports/pricing/esports';
import { sumScore } from '@/lib/sports/pricing/distributions';
import { setOver, tennisOver } from '@/lib/sports/pricing/tennis';
import { addScore, type PlayEngine, type PlayMatch, type Side } from './play';

/**
 * The sports played in rounds rather than on a clock: tennis game by game (each 3–6 simulated
 * minutes, sets as periods) and CS2 map by map (30–45 minutes each, best of three).
 */
const MINUTE = 60_000;

const homeChance = (match: PlayMatch) =>
  match.params.sport === 'tennis'
    ? match.params.gameHome
    : match.params.sport === 'esports'
      ? match.params.mapHome
      : 0.5;

export const tennisEngine: PlayEngine = {
  kickoff(match, now) {
    match.state.periods.push({ home: 0, away: 0 });
    match.phase = 's1';
    match.phaseStart = now;
    match.phaseLength = (3 + match.rng.int(4)) * MINUTE;
  },
  next(match) {
    const side: Side = match.rng.chance(homeChance(match)) ? 'home' : 'away';
    return {
      at: match.phaseStart + match.phaseLength,
      kind: 'score',
      side,
      danger: match.rng.chance(0.15),
    };
  },
  apply(match, happening) {
    tennisEngine.score(match, happening.side!);
    match.phaseStart = happening.at;
    match.phaseLength = (3 + match.rng.int(4)) * MINUTE;
  },
  clock(match) {
    const sets = match.state.periods;
    const current = sets[sets.length - 1] ?? { home: 0, away: 0 };
    return { minute: current.home + current.away + 1, period: match.phase };
  },
  score(match, side) {
    addScore(match.state, side);
    const sets = match.state.periods;
    if (tennisOver(sets)) {
      match.phase = 'ended';
      match.state.ended = true;
      match.state.remaining = 0;
    } else if (setOver(sets[sets.length - 1]!)) {
      sets.push({ home: 0, away: 0 });
      match.phase = `s${sets.length}`;
    }
  },
};

export const esportsEngine: PlayEngine = {
  kickoff(match, now) {
    match.phase = 'm1';
    match.phaseStart = now;
    match.phaseLength = (30 + match.rng.int(16)) * MINUTE;
  },
  next(match) {
    const side: Side = match.rng.chance(homeChance(match)) ? 'home' : 'away';
    return { at: match.phaseStart + match.phaseLength, kind: 'score', side, danger: true };
  },
  apply(match, happening) {
    esportsEngine.score(match, happening.side!);
    match.phaseStart = happening.at + 5 * MINUTE;
    match.phaseLength = (30 + match.rng.int(16)) * MINUTE;
  },
  clock(match) {
    return { minute: match.state.periods.length + 1, period: match.phase };
  },
  score(match, side) {
    match.state.periods.push(side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
    if (bestOfThreeOver(sumScore(match.state.periods))) {
      match.phase = 'ended';
      match.state.ended = true;
      match.state.remaining = 0;
    } else {
      match.phase = `m${match.state.periods.length + 1}`;
    }
  },
};

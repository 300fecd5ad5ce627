import { BASKETBALL_PLAY_POINTS, playsPerMinute } from '@/lib/sports/pricing/basketball';
import { overtimeHome } from '@/lib/sports/pricing/ice-hockey';
import { sumScore } from '@/lib/sports/pricing/distributions';
import { addScore, type PlayEngine, type PlayMatch, type Side } from './play';

/**
 * The sports played on a clock: football (two halves with stoppage time), ice hockey (three
 * periods, sudden-death overtime, then a shootout) and basketball (four quarters, overtimes
 * until someone leads). Game minutes map to simulated minutes by `simPerMinute`.
 */
type TimedConfig = {
  periods: string[];
  breaks: { code: string; ms: number }[];
  periodMinutes: number;
  simPerMinute: number;
  scoring: 'goals' | 'plays';
  overtime?: { minutes: number; suddenDeath: boolean; repeat: boolean };
};

const MINUTE = 60_000;

const CONFIGS = {
  football: {
    periods: ['1h', '2h'],
    breaks: [{ code: 'ht', ms: 15 * MINUTE }],
    periodMinutes: 45,
    simPerMinute: 1,
    scoring: 'goals',
  },
  'ice-hockey': {
    periods: ['p1', 'p2', 'p3'],
    breaks: [
      { code: 'i1', ms: 15 * MINUTE },
      { code: 'i2', ms: 15 * MINUTE },
    ],
    periodMinutes: 20,
    simPerMinute: 1.3,
    scoring: 'goals',
    overtime: { minutes: 5, suddenDeath: true, repeat: false },
  },
  basketball: {
    periods: ['q1', 'q2', 'q3', 'q4'],
    breaks: [
      { code: 'b1', ms: 2 * MINUTE },
      { code: 'ht', ms: 15 * MINUTE },
      { code: 'b3', ms: 2 * MINUTE },
    ],
    periodMinutes: 12,
    simPerMinute: 2,
    scoring: 'plays',
    overtime: { minutes: 5, suddenDeath: false, repeat: true },
  },
} satisfies Record<string, TimedConfig>;

/** Regulation phases in order: play, break, play, … (index = match.step). */
const isBreak = (step: number) => step % 2 === 1;

function rates(match: PlayMatch): [number, number] {
  const p = match.params;
  if (p.sport === 'football' || p.sport === 'ice-hockey') return [p.lambdaHome, p.lambdaAway];
  if (p.sport === 'basketball') return [p.rateHome, p.rateAway];
  return [0, 0];
}

export function timedEngine(sport: keyof typeof CONFIGS): PlayEngine {
  const config: TimedConfig = CONFIGS[sport];
  const regulation = config.periods.length * config.periodMinutes;
  const minuteMs = config.simPerMinute * MINUTE;
  const lastStep = config.periods.length * 2 - 2;

  const startPlay = (match: PlayMatch, at: number, code: string, minutes: number) => {
    match.phase = code;
    match.phaseStart = at;
    match.phaseLength = minutes * minuteMs;
    match.state.periods.push({ home: 0, away: 0 });
  };
  const periodMinutes = (match: PlayMatch, step: number) =>
    config.periodMinutes + (match.stoppage[step / 2] ?? 0);
  const inOvertime = (match: PlayMatch) => match.step > lastStep;
  const finish = (match: PlayMatch) => {
    match.phase = 'ended';
    match.state.ended = true;
    match.state.remaining = 0;
  };

  const engine: PlayEngine = {
    kickoff(match, now) {
      match.stoppage = sport === 'football' ? [1 + match.rng.int(4), 2 + match.rng.int(5)] : [];
      match.step = 0;
      startPlay(match, now, config.periods[0]!, periodMinutes(match, 0));
    },

    next(match, now) {
      const end = match.phaseStart + match.phaseLength;
      if (isBreak(match.step) && !inOvertime(match))
        return { at: end, kind: 'phase', danger: false };
      const [home, away] = rates(match);
      if (config.scoring === 'plays') {
        const minutesIn = Math.floor((now - match.phaseStart) / minuteMs) + 1;
        const at = match.phaseStart + minutesIn * minuteMs;
        return at < end
          ? { at, kind: 'score', danger: false }
          : { at: end, kind: 'phase', danger: false };
      }
      const perMs = (home + away) / regulation / minuteMs;
      const at = now + Math.max(1_000, Math.round(match.rng.exponential(1 / perMs)));
      if (at >= end) return { at: end, kind: 'phase', danger: false };
      const side: Side = match.rng.chance(home / (home + away)) ? 'home' : 'away';
      return { at, kind: 'score', side, danger: match.rng.chance(0.6) };
    },

    apply(match, happening) {
      if (happening.kind === 'score') {
        if (config.scoring === 'plays') {
          const [home, away] = rates(match);
          addScore(match.state, 'home', drawPoints(match, playsPerMinute(home)));
          addScore(match.state, 'away', drawPoints(match, playsPerMinute(away)));
          return;
        }
        engine.score(match, happening.side!);
        return;
      }
      const at = happening.at;
      if (inOvertime(match)) {
        endOvertime(match, at);
        return;
      }
      if (isBreak(match.step)) {
        match.step += 1;
        startPlay(match, at, config.periods[match.step / 2]!, periodMinutes(match, match.step));
        return;
      }
      if (match.step < lastStep) {
        match.step += 1;
        const pause = config.breaks[(match.step - 1) / 2]!;
        match.phase = pause.code;
        match.phaseStart = at;
        match.phaseLength = pause.ms;
        return;
      }
      const total = sumScore(match.state.periods);
      if (config.overtime && total.home === total.away) {
        match.step += 1;
        startPlay(match, at, 'ot', config.overtime.minutes);
        return;
      }
      finish(match);
    },

    clock(match, now) {
      if (match.state.ended) return { minute: regulation, period: 'ended' };
      const elapsed = Math.max(0, (now - match.phaseStart) / minuteMs);
      if (inOvertime(match)) {
        match.state.remaining = config.overtime?.suddenDeath
          ? 0
          : Math.max(0, config.overtime!.minutes - elapsed) / regulation;
        return { minute: regulation + Math.floor(elapsed) + 1, period: 'ot' };
      }
      const played = Math.floor(match.step / 2) * config.periodMinutes;
      const inPeriod = isBreak(match.step)
        ? config.periodMinutes
        : Math.min(config.periodMinutes, elapsed);
      match.state.remaining = Math.max(0, regulation - played - inPeriod) / regulation;
      const minute = isBreak(match.step)
        ? played + config.periodMinutes
        : played + Math.floor(elapsed) + 1;
      return { minute, period: match.phase };
    },

    score(match, side) {
      addScore(match.state, side);
      match.state.goals?.push(side);
      if (inOvertime(match) && config.overtime?.suddenDeath) finish(match);
    },
  };

  /** The end of an overtime: a shootout decides a hockey draw, basketball plays another. */
  function endOvertime(match: PlayMatch, at: number) {
    const total = sumScore(match.state.periods);
    if (total.home !== total.away) return finish(match);
    if (config.overtime?.repeat) {
      startPlay(match, at, 'ot', config.overtime.minutes);
      return;
    }
    const p = match.params;
    const homeWins =
      p.sport === 'ice-hockey' ? match.rng.chance(overtimeHome(p)) : match.rng.chance(0.5);
    addScore(match.state, homeWins ? 'home' : 'away');
    finish(match);
  }

  return engine;
}

function drawPoints(match: PlayMatch, plays: number): number {
  let points = 0;
  for (let n = match.rng.poisson(plays); n > 0; n--) {
    let draw = match.rng.next();
    const play =
      BASKETBALL_PLAY_POINTS.find(([, p]) => (draw -= p) < 0) ?? BASKETBALL_PLAY_POINTS[1]!;
    points += play[0];
  }
  return points;
}

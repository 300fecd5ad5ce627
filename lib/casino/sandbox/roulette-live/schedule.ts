/**
 * The live table's clock: one round every 20 s on the wall clock, shared by every player. Round
 * n runs from n × 20 s after the Unix epoch: bets are taken for its first 15 s, then the wheel
 * spins and the result shows for 5 s. The round id is n, so the server needs no storage to know
 * which round a moment belongs to, and every process agrees.
 */
export const ROUND_MS = 20_000;
export const BETTING_MS = 15_000;

export type LivePhase = 'betting' | 'spinning';

export type LiveRoundTimes = {
  roundId: number;
  /** Epoch ms: betting opens; closes (no more bets, the wheel spins); the round ends. */
  opensAt: number;
  closesAt: number;
  endsAt: number;
};

function checkRound(roundId: number) {
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError(`bad round: ${roundId}`);
}

function checkTime(nowMs: number) {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0) throw new RangeError(`bad time: ${nowMs}`);
}

/** When a round opens, closes and ends. */
export function roundTimes(roundId: number): LiveRoundTimes {
  checkRound(roundId);
  const opensAt = roundId * ROUND_MS;
  return { roundId, opensAt, closesAt: opensAt + BETTING_MS, endsAt: opensAt + ROUND_MS };
}

/** The round a moment belongs to. */
export function roundIdAt(nowMs: number): number {
  checkTime(nowMs);
  return Math.floor(nowMs / ROUND_MS);
}

/** The schedule at a moment: its round, the phase and when the phase ends (epoch ms). */
export function liveSchedule(nowMs: number): LiveRoundTimes & {
  phase: LivePhase;
  phaseEndsAt: number;
} {
  const times = roundTimes(roundIdAt(nowMs));
  const phase = nowMs < times.closesAt ? 'betting' : 'spinning';
  return { ...times, phase, phaseEndsAt: phase === 'betting' ? times.closesAt : times.endsAt };
}

/** Whether a bet on the round is still taken at this moment: inside its 15 s window only. */
export function bettingOpen(roundId: number, nowMs: number): boolean {
  checkTime(nowMs);
  const { opensAt, closesAt } = roundTimes(roundId);
  return nowMs >= opensAt && nowMs < closesAt;
}

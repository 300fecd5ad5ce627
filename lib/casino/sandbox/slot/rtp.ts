import { type SpinOutcome, spinOutcomes, tallySpins } from './enumerate';
import { add, div, mul, type Rational, rational, sub, toNumber } from './rational';
import type { SlotConfig } from './types';

/**
 * The exact figures of a slot from every stop combination of both modes. A round R is the base
 * spin B plus, for each of the Tb free spins it awards, a free-spin chain Y (the free spin's own
 * win X plus the chains of the T spins it retriggers): Y = X + Σ_{j≤T} Y_j with independent
 * Y_j. So E[Y] = E[X] / (1 − E[T]) — the geometric series of retriggers — and
 * E[Y²](1 − E[T]) = E[X²] + 2 E[XT] E[Y] + E[T(T−1)] E[Y]²; the same sums over the base spin
 * give E[R] and E[R²]. All of it in BigInt fractions; only the standard deviation (a square
 * root, shown to people) is a float.
 */
export type SlotStats = {
  /** E[R] / total bet. */
  rtp: Rational;
  /** The base game's and the free spins' shares of the RTP. */
  baseRtp: Rational;
  freeSpinsRtp: Rational;
  /** P(the base spin pays or awards free spins). */
  hitRate: Rational;
  /** P(the base spin awards free spins). */
  freeSpinsRate: Rational;
  /** The expected free-spins win per feature, in multiples of the total bet. */
  featureValue: Rational;
  /** The standard deviation of a round's win, in multiples of the total bet. */
  stdDev: number;
  /**
   * The largest round win (multiples of the total bet) when its free spins are not retriggered:
   * the best base spin, with its awarded free spins each at the best free spin. Exact for a title
   * without retriggers; with them a round has no finite bound.
   */
  maxWinX: Rational;
  /** Stop combinations enumerated, base and free. */
  combinations: { base: number; free: number };
};

type Moments = {
  x: Rational;
  x2: Rational;
  t: Rational;
  xt: Rational;
  tt1: Rational;
  hits: Rational;
  triggers: Rational;
  maxCredits: number;
};

function moments(outcomes: readonly SpinOutcome[], combinations: number): Moments {
  let x = 0n;
  let x2 = 0n;
  let t = 0n;
  let xt = 0n;
  let tt1 = 0n;
  let hits = 0n;
  let triggers = 0n;
  let maxCredits = 0;
  for (const { count, credits, freeSpins } of outcomes) {
    const c = BigInt(count);
    const win = BigInt(credits);
    const spins = BigInt(freeSpins);
    x += c * win;
    x2 += c * win * win;
    t += c * spins;
    xt += c * win * spins;
    tt1 += c * spins * (spins - 1n);
    if (credits > 0 || freeSpins > 0) hits += c;
    if (freeSpins > 0) triggers += c;
    maxCredits = Math.max(maxCredits, credits);
  }
  const of = (sum: bigint) => rational(sum, combinations);
  return {
    x: of(x),
    x2: of(x2),
    t: of(t),
    xt: of(xt),
    tt1: of(tt1),
    hits: of(hits),
    triggers: of(triggers),
    maxCredits,
  };
}

export function slotStats(config: SlotConfig): SlotStats {
  const baseTally = tallySpins(config, 'base');
  const freeTally = tallySpins(config, 'free');
  const baseOutcomes = spinOutcomes(config, baseTally);
  const freeOutcomes = spinOutcomes(config, freeTally);
  const base = moments(baseOutcomes, baseTally.combinations);
  const free = moments(freeOutcomes, freeTally.combinations);
  const one = rational(1);
  const two = rational(2);
  if (free.t.n >= free.t.d) throw new RangeError('free spins retrigger forever on average');
  const chain = div(free.x, sub(one, free.t)); // E[Y]
  const chain2 = div(
    add(add(free.x2, mul(two, mul(free.xt, chain))), mul(free.tt1, mul(chain, chain))),
    sub(one, free.t),
  ); // E[Y²]
  const mean = add(base.x, mul(base.t, chain));
  const square = add(
    add(add(base.x2, mul(two, mul(base.xt, chain))), mul(base.t, chain2)),
    mul(base.tt1, mul(chain, chain)),
  );
  const totalBet = rational(config.paylines.length);
  const variance = div(sub(square, mul(mean, mean)), mul(totalBet, totalBet));
  const maxRound = Math.max(
    ...baseOutcomes.map((outcome) => outcome.credits + outcome.freeSpins * free.maxCredits),
  );
  return {
    rtp: div(mean, totalBet),
    baseRtp: div(base.x, totalBet),
    freeSpinsRtp: div(mul(base.t, chain), totalBet),
    hitRate: base.hits,
    freeSpinsRate: base.triggers,
    featureValue: base.triggers.n
      ? div(div(mul(base.t, chain), base.triggers), totalBet)
      : rational(0),
    stdDev: Math.sqrt(toNumber(variance)),
    maxWinX: rational(maxRound, config.paylines.length),
    combinations: { base: baseTally.combinations, free: freeTally.combinations },
  };
}

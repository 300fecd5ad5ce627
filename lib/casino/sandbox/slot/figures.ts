import { toFixed, toNumber, toText } from './rational';
import { slotStats } from './rtp';
import type { SlotConfig } from './types';
import { volatilityOf } from './volatility';

/**
 * A slot's published figures as JSON-safe text and numbers: what titles.ts declares and the
 * exact-RTP test compares, from `slotStats` (a full enumeration: run it outside Jest's sandbox).
 */
export type SlotFigures = {
  code: string;
  /** RTP in percent to two decimals, and as the exact fraction of the total bet. */
  rtp: string;
  rtpExact: string;
  baseRtp: string;
  freeSpinsRtp: string;
  hitRate: string;
  /** "1 in N" base spins start free spins. */
  freeSpinsEvery: number;
  featureValue: string;
  stdDev: number;
  volatility: ReturnType<typeof volatilityOf>;
  maxWinX: number;
  maxWinXExact: string;
  combinations: { base: number; free: number };
};

const percent = (value: { n: bigint; d: bigint }) => toFixed({ n: value.n * 100n, d: value.d }, 2);

export function slotFigures(config: SlotConfig): SlotFigures {
  const stats = slotStats(config);
  return {
    code: config.code,
    rtp: percent(stats.rtp),
    rtpExact: toText(stats.rtp),
    baseRtp: percent(stats.baseRtp),
    freeSpinsRtp: percent(stats.freeSpinsRtp),
    hitRate: percent(stats.hitRate),
    freeSpinsEvery: Math.round(1 / toNumber(stats.freeSpinsRate)),
    featureValue: toFixed(stats.featureValue, 2),
    stdDev: Math.round(stats.stdDev * 100) / 100,
    volatility: volatilityOf(stats.stdDev),
    maxWinX: toNumber(stats.maxWinX),
    maxWinXExact: toText(stats.maxWinX),
    combinations: stats.combinations,
  };
}

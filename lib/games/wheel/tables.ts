import { WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';

/** Wheel risk levels: how a table spreads the same 99 % between frequent and rare wins. */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** A wheel size: 10, 20, 30, 40 or 50 segments (`WHEEL_SEGMENT_COUNTS`). */
export type WheelSegments = (typeof WHEEL_SEGMENT_COUNTS)[number];

/**
 * The multiplier of every segment, by risk and wheel size, in the order the segments are drawn
 * clockwise from the top of the wheel: segment i is entry i. Every table returns exactly 99 %:
 * its multipliers (at most four decimals) sum to 0.99 × its segments, each segment being equally
 * likely (tests/unit/games/wheel.test.ts checks it in whole ten-thousandths).
 *
 * Low risk pays often and little, the same on every size (80 % of segments, 1.2× or 1.5×);
 * medium pays every other segment 1.5×–5×, the top rising with the size; high is one segment
 * of 0.99 × segments (9.9× on 10, 49.5× on 50) and nothing else. Wins are spread round the wheel
 * so that the picture does not bunch them; the order changes no chance.
 */
export const WHEEL_TABLES: Record<WheelRisk, Record<WheelSegments, readonly number[]>> = {
  low: {
    // 8 of every 10 segments pay: 1.5× once and 1.2× seven times (9.9 per 10).
    10: [1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0],
    20: [
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
    ],
    30: [
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
    ],
    40: [
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
    ],
    50: [
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
      1.5, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0,
    ],
  },
  medium: {
    // Every other segment pays 1.5×–5×; a loss between every two wins.
    10: [1.9, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0],
    20: [1.5, 0, 2, 0, 2, 0, 2, 0, 1.5, 0, 3, 0, 1.8, 0, 2, 0, 2, 0, 2, 0],
    30: [
      1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 4, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0,
      1.7, 0, 1.5, 0,
    ],
    40: [
      1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 1.6, 0, 1.5, 0, 2, 0, 1.5, 0, 5, 0, 1.5, 0,
      2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 2, 0,
    ],
    50: [
      1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 5, 0, 1.5, 0,
      2, 0, 1.5, 0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 3, 0, 1.5, 0, 2, 0, 1.5, 0, 4, 0, 1.5, 0,
    ],
  },
  high: {
    // One segment pays 0.99 × segments, every other loses.
    10: [9.9, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    20: [19.8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    30: [
      29.7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
    40: [
      39.6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
    50: [
      49.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ],
  },
};

/** Keno risk levels: how a table spreads the same return between frequent and rare hits. */
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/**
 * Multipliers by risk, then by picks (row 0 is 1 pick … row 9 is 10 picks), then by hits
 * (0 … picks). With 10 of 40 numbers drawn, hits follow the hypergeometric distribution
 * P(h) = C(10, h) · C(30, picks − h) / C(40, picks), and every table returns 99 % of the stake to
 * within 0.01 percentage point, never more (tests/unit/games/keno.test.ts computes it exactly).
 * "low" pays often and little, "high" rarely and much; "classic" sits between low and medium.
 */
export const KENO_PAYTABLES: Record<KenoRisk, readonly (readonly number[])[]> = {
  classic: [
    [0, 3.96],
    [0, 1.89, 4.56],
    [0, 1, 3.1, 10.38],
    [0, 0.8, 1.8, 5.01, 22.5],
    [0, 0.25, 1.4, 4.1, 16.51, 36],
    [0, 0, 1, 3.68, 7.01, 16.5, 40],
    [0, 0, 0.47, 3, 4.5, 14.02, 31, 60],
    [0, 0, 0, 2.2, 4, 12.98, 22, 55, 70],
    [0, 0, 0, 1.55, 3, 8.01, 14.99, 44, 60, 70],
    [0, 0, 0, 1.4, 2.25, 4.49, 8, 17, 50, 80, 100],
  ],
  low: [
    [0.7, 1.86],
    [0, 2.01, 3.76],
    [0, 1.45, 2, 6.44],
    [0, 1.1, 1.6, 3.09, 16.02],
    [0, 0.5, 1.45, 3.46, 9.53, 35],
    [0, 0.45, 1.15, 2.11, 5.58, 24, 100],
    [0, 0.3, 0.99, 1.6, 4, 12, 50, 200],
    [0, 0, 1.1, 1.5, 2, 5.49, 39, 100, 800],
    [0, 0, 1.09, 1.31, 1.7, 2.5, 7.5, 50, 250, 1000],
    [0, 0, 1.1, 1.2, 1.31, 1.82, 3.5, 13, 50, 250, 1000],
  ],
  medium: [
    [0.4, 2.76],
    [0, 1.8, 5.16],
    [0, 0, 2.8, 50.01],
    [0, 0, 1.71, 10, 100],
    [0, 0, 1.4, 4.01, 13.97, 390],
    [0, 0, 0, 3.02, 8.96, 180, 710],
    [0, 0, 0, 2, 7.01, 29.98, 400, 800],
    [0, 0, 0, 2, 4.01, 11, 67, 400, 900],
    [0, 0, 0, 2, 2.5, 5.02, 15, 100, 500, 1000],
    [0, 0, 0, 1.6, 2, 4, 7.03, 26, 100, 500, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.16],
    [0, 0, 0, 81.51],
    [0, 0, 0, 10, 259.4],
    [0, 0, 0, 4.51, 48.03, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7.01, 89.98, 400, 800],
    [0, 0, 0, 0, 5, 20.03, 270, 600, 900],
    [0, 0, 0, 0, 4, 11.01, 56.01, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 12.98, 63, 500, 800, 1000],
  ],
};

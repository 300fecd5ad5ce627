import { PAYLINES_10 } from '../paylines';
import { strip } from '../strips';
import type { SlotConfig } from '../types';

/**
 * Sandbox Fruits: the classic fruit machine, medium volatility. 10 lines; a star wild (not on reel 1 in
 * the base game); 3+ coins pay anywhere and start 10 free spins at ×2 on wild-richer strips, which
 * retrigger.
 * RTP: see `figures.ts` (computed exactly by `rtp.ts`, checked by tests/unit/casino-sandbox-slot-rtp.test.ts).
 */
export const sandboxFruits: SlotConfig = {
  code: 'sandbox-fruits',
  symbols: [
    { id: 'cherry', kind: 'low' },
    { id: 'lemon', kind: 'low' },
    { id: 'orange', kind: 'low' },
    { id: 'plum', kind: 'low' },
    { id: 'bell', kind: 'high' },
    { id: 'seven', kind: 'high' },
    { id: 'star', kind: 'wild' },
    { id: 'coin', kind: 'scatter' },
  ],
  reels: {
    base: [
      strip(`
        cherry orange seven lemon cherry bell plum orange lemon cherry cherry lemon orange coin
        plum bell cherry seven lemon orange cherry plum lemon bell orange cherry lemon plum
      `),
      strip(`
        cherry plum star orange lemon cherry seven bell plum orange lemon cherry cherry lemon
        orange plum bell cherry lemon orange seven coin cherry plum lemon cherry orange bell
        lemon
      `),
      strip(`
        coin lemon bell cherry plum orange lemon cherry cherry lemon plum bell seven star orange
        cherry lemon orange plum cherry lemon bell orange cherry lemon plum seven cherry orange
      `),
      strip(`
        seven orange lemon cherry bell plum orange lemon cherry coin cherry lemon orange plum
        bell seven cherry lemon orange star plum cherry lemon bell orange cherry lemon plum
        cherry
      `),
      strip(`
        plum cherry orange lemon seven cherry bell plum orange lemon cherry cherry lemon orange
        plum coin bell cherry lemon seven orange cherry plum lemon cherry orange bell star lemon
      `),
    ],
    free: [
      strip(`
        lemon cherry plum orange lemon star cherry seven bell plum orange lemon cherry cherry
        lemon orange plum cherry bell lemon orange cherry seven plum coin lemon cherry orange
        bell
      `),
      strip(`
        lemon bell cherry coin plum orange lemon star cherry cherry lemon orange plum bell seven
        cherry lemon orange plum cherry lemon bell star orange cherry lemon plum seven cherry
        orange
      `),
      strip(`
        orange seven lemon cherry bell plum orange lemon cherry star coin cherry lemon orange
        plum bell seven cherry lemon orange cherry plum lemon bell orange cherry star lemon plum
        cherry
      `),
      strip(`
        star plum cherry orange lemon cherry seven bell plum orange lemon cherry cherry lemon
        orange star plum bell cherry lemon coin seven orange cherry plum lemon cherry orange
        bell lemon
      `),
      strip(`
        bell lemon cherry plum orange lemon cherry star seven bell plum orange lemon cherry
        cherry lemon orange plum cherry bell lemon orange cherry seven plum lemon coin cherry
        orange
      `),
    ],
  },
  paylines: PAYLINES_10,
  paytable: {
    cherry: [5, 12, 50],
    lemon: [5, 16, 60],
    orange: [10, 25, 100],
    plum: [15, 40, 150],
    bell: [30, 100, 400],
    seven: [50, 250, 1500],
    star: [100, 500, 2500],
  },
  scatterPays: [2, 10, 100],
  freeSpins: { awarded: [10, 10, 10], multiplier: 2, retrigger: true },
};

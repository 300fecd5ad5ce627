import { PAYLINES_10 } from '../paylines';
import { strip } from '../strips';
import type { SlotConfig } from '../types';

/**
 * Aurora Gems: low volatility, many small wins. 10 lines; the aurora wild is doubled on reels 2–4;
 * 3+ stars pay anywhere and start 8 free spins (no multiplier) with more wilds, which retrigger.
 * RTP: see `figures.ts` (computed exactly by `rtp.ts`, checked by tests/unit/casino-sandbox-slot-rtp.test.ts).
 */
export const auroraGems: SlotConfig = {
  code: 'aurora-gems',
  symbols: [
    { id: 'jade', kind: 'low' },
    { id: 'amber', kind: 'low' },
    { id: 'topaz', kind: 'low' },
    { id: 'sapphire', kind: 'high' },
    { id: 'emerald', kind: 'high' },
    { id: 'diamond', kind: 'high' },
    { id: 'aurora', kind: 'wild' },
    { id: 'star', kind: 'scatter' },
  ],
  reels: {
    base: [
      strip(`
        jade topaz diamond amber jade emerald sapphire topaz amber jade amber topaz star
        sapphire jade emerald diamond amber topaz jade sapphire amber aurora jade emerald topaz
        amber sapphire
      `),
      strip(`
        jade sapphire aurora topaz amber jade diamond emerald sapphire topaz amber jade amber
        topaz sapphire aurora jade emerald amber topaz jade diamond star sapphire amber jade
        topaz emerald amber
      `),
      strip(`
        star amber emerald jade sapphire topaz aurora amber jade amber sapphire emerald diamond
        topaz jade amber topaz jade sapphire aurora amber emerald jade topaz amber sapphire
        diamond jade topaz
      `),
      strip(`
        diamond topaz amber emerald jade sapphire topaz amber star jade aurora amber topaz
        sapphire emerald jade diamond amber topaz jade sapphire amber emerald jade topaz aurora
        amber sapphire jade
      `),
      strip(`
        sapphire jade topaz amber diamond jade emerald sapphire topaz amber jade amber topaz
        sapphire jade emerald star amber diamond topaz jade sapphire amber jade topaz emerald
        aurora amber
      `),
    ],
    free: [
      strip(`
        amber jade sapphire topaz amber aurora jade diamond emerald sapphire topaz amber jade
        amber topaz jade sapphire emerald amber jade topaz diamond sapphire star amber jade
        topaz emerald
      `),
      strip(`
        amber emerald star jade sapphire aurora topaz amber jade amber topaz sapphire emerald
        diamond jade aurora amber topaz jade sapphire amber emerald jade topaz aurora amber
        sapphire diamond jade topaz
      `),
      strip(`
        topaz diamond amber jade emerald sapphire topaz aurora amber jade star amber topaz
        sapphire jade emerald diamond aurora amber topaz jade sapphire amber jade emerald topaz
        aurora amber sapphire jade
      `),
      strip(`
        aurora sapphire jade topaz amber diamond jade emerald sapphire topaz amber aurora jade
        amber topaz sapphire jade emerald amber star aurora diamond topaz jade sapphire amber
        jade topaz emerald amber
      `),
      strip(`
        emerald amber jade sapphire topaz amber jade aurora diamond emerald sapphire topaz amber
        jade amber topaz jade sapphire emerald amber jade topaz diamond sapphire amber jade star
        topaz
      `),
    ],
  },
  paylines: PAYLINES_10,
  paytable: {
    jade: [6, 16, 40],
    amber: [6, 15, 40],
    topaz: [8, 20, 50],
    sapphire: [14, 30, 90],
    emerald: [16, 40, 120],
    diamond: [25, 60, 200],
    aurora: [30, 100, 400],
  },
  scatterPays: [2, 10, 25],
  freeSpins: { awarded: [8, 8, 8], multiplier: 1, retrigger: true },
};

import { PAYLINES_20 } from '../paylines';
import { strip } from '../strips';
import type { SlotConfig } from '../types';

/**
 * Golden Steppe: high volatility, the feature carries half the return. 20 lines; the eagle wild;
 * 3/4/5 suns start 10/15/20 free spins at ×10 on wild-rich strips without suns (no retrigger).
 * RTP: see `figures.ts` (computed exactly by `rtp.ts`, checked by tests/unit/casino-sandbox-slot-rtp.test.ts).
 */
export const goldenSteppe: SlotConfig = {
  code: 'golden-steppe',
  symbols: [
    { id: 'jack', kind: 'low' },
    { id: 'queen', kind: 'low' },
    { id: 'king', kind: 'low' },
    { id: 'ace', kind: 'low' },
    { id: 'dombra', kind: 'high' },
    { id: 'yurt', kind: 'high' },
    { id: 'horseshoe', kind: 'high' },
    { id: 'eagle', kind: 'wild' },
    { id: 'sun', kind: 'scatter' },
  ],
  reels: {
    base: [
      strip(`
        jack king queen yurt sun jack ace dombra king queen jack jack queen king ace jack dombra
        queen king ace yurt jack queen king jack ace queen horseshoe dombra jack king queen ace
      `),
      strip(`
        jack ace king horseshoe queen jack yurt ace king queen dombra jack sun jack queen king ace
        jack queen king dombra ace jack queen yurt eagle king jack ace queen jack king dombra
        queen
      `),
      strip(`
        eagle queen dombra jack ace king queen jack ace king queen jack dombra yurt horseshoe jack
        queen king ace jack queen king sun ace jack dombra queen king jack yurt queen ace jack
        king
      `),
      strip(`
        yurt king queen jack dombra ace king queen jack eagle ace king queen jack dombra jack
        queen yurt king ace jack queen horseshoe king jack ace queen dombra king jack sun queen ace
        jack
      `),
      strip(`
        ace jack king queen jack yurt sun ace dombra king queen jack jack queen king ace jack
        queen dombra eagle king ace jack yurt queen king jack ace queen dombra jack king horseshoe
        queen
      `),
    ],
    free: [
      strip(`
        queen jack ace king queen jack horseshoe ace king yurt queen jack dombra jack queen king ace
        jack queen king dombra ace jack queen king yurt jack eagle ace queen jack king dombra
      `),
      strip(`
        queen eagle dombra jack ace king queen jack horseshoe ace king queen jack dombra yurt jack
        queen king ace eagle jack queen king jack ace dombra horseshoe queen king jack queen ace
        yurt jack king
      `),
      strip(`
        king yurt queen jack dombra ace eagle king queen jack king jack queen ace horseshoe dombra
        jack queen king yurt ace jack queen eagle king jack ace queen dombra king jack horseshoe
        queen ace jack
      `),
      strip(`
        horseshoe ace jack king queen jack yurt ace king dombra queen jack eagle jack queen king ace
        horseshoe jack queen king dombra ace jack yurt queen king jack eagle ace queen jack king
        dombra queen
      `),
      strip(`
        dombra queen jack ace king queen jack horseshoe ace king queen jack yurt dombra jack queen
        king ace jack queen king dombra ace jack queen king jack yurt queen ace eagle jack king
      `),
    ],
  },
  paylines: PAYLINES_20,
  paytable: {
    jack: [4, 10, 40],
    queen: [4, 12, 50],
    king: [5, 15, 75],
    ace: [10, 25, 100],
    dombra: [25, 75, 250],
    yurt: [40, 150, 750],
    horseshoe: [75, 300, 2500],
    eagle: [100, 1000, 5000],
  },
  scatterPays: [2, 10, 100],
  freeSpins: { awarded: [10, 15, 20], multiplier: 10, retrigger: false },
};

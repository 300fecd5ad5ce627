import { z } from '@/lib/zod';
import { DECLARED_RTP } from '@/lib/constants/games';
import { singleStepGame, stakeTimesMultiplier } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import { choices, fieldLabel, fieldText, message, times, verdict } from '@/lib/games/verifier';
import { COIN_SIDES } from './coinflip';
import { playCoinflip } from './play';

/** Coinflip: float 0 picks the side; the called side pays 1.98×. */
export const coinflip = singleStepGame({
  id: 'coinflip',
  kind: 'single',
  body: 'stake',
  summary: 'Call heads or tails',
  nameKey: gameNameKey('coinflip'),
  rtp: DECLARED_RTP.coinflip,
  limits: 'coinflip',
  input: z.strictObject({ side: z.enum(COIN_SIDES) }),
  play(seeds, { side }) {
    const outcome = playCoinflip(seeds, side);
    return { multiplier: outcome.multiplier, win: outcome.win, result: { side: outcome.side } };
  },
  payout: stakeTimesMultiplier,
  answer: {
    inputs: z.looseObject({ side: z.enum(COIN_SIDES) }),
    result: z.looseObject({ side: z.enum(COIN_SIDES) }),
  },
  verifier: {
    fields: [
      {
        name: 'side',
        label: fieldLabel('side'),
        control: 'select',
        options: choices(COIN_SIDES, 'FairTools.verifier.sides'),
        initial: 'heads',
      },
    ],
    read: ({ side }) => ({ side }),
    view: ({ result, win, multiplier }) => ({
      summary: {
        key: 'FairTools.result.coinflip',
        values: {
          side: message(`FairTools.result.sides.${result.side}`),
          verdict: verdict(win),
          multiplier: times(multiplier),
        },
      },
    }),
    fieldsOf: ({ inputs }) => ({ side: fieldText(inputs.side) }),
  },
});

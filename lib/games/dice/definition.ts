import { z } from '@/lib/zod';
import { DECLARED_RTP } from '@/lib/constants/games';
import { singleStepGame, stakeTimesMultiplier } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import {
  choices,
  fieldLabel,
  fieldText,
  fixed,
  percent,
  times,
  verdict,
} from '@/lib/games/verifier';
import { DICE_DIRECTIONS, diceBetProblem } from './dice';
import { playDice } from './play';

/**
 * A dice bet's fields. The target rule (`diceBetProblem`: two decimals, within the direction's
 * range) is checked here and only here, so the API answers a bad target as a 422 on `target`
 * and the verifier names the same field.
 */
const input = z
  .strictObject({ target: z.number(), direction: z.enum(DICE_DIRECTIONS) })
  .superRefine((bet, context) => {
    if (diceBetProblem(bet)) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'invalid_value' });
    }
  });

/** Dice: float 0 rolls 0.00–100.00; the roll must land strictly under or over the target. */
export const dice = singleStepGame({
  id: 'dice',
  kind: 'single',
  body: 'stake',
  summary: 'Roll 0.00–100.00 over or under a target',
  nameKey: gameNameKey('dice'),
  rtp: DECLARED_RTP.dice,
  limits: 'dice',
  input,
  play(seeds, bet) {
    const outcome = playDice(seeds, bet);
    return {
      multiplier: outcome.multiplier,
      win: outcome.win,
      result: { roll: outcome.roll, win_chance: outcome.winChance },
    };
  },
  payout: stakeTimesMultiplier,
  answer: {
    inputs: z.looseObject({ target: z.number(), direction: z.enum(DICE_DIRECTIONS) }),
    result: z.looseObject({ roll: z.number() }),
  },
  verifier: {
    fields: [
      { name: 'target', label: fieldLabel('target'), control: 'text', initial: '50' },
      {
        name: 'direction',
        label: fieldLabel('direction'),
        control: 'select',
        options: choices(DICE_DIRECTIONS, 'FairTools.verifier.directions'),
        initial: 'under',
      },
    ],
    read: ({ target = '', direction }) => ({
      target: Number(target.trim().replace(',', '.') || Number.NaN),
      direction,
    }),
    view: ({ result, win, multiplier }) => ({
      summary: {
        key: 'FairTools.result.dice',
        values: {
          roll: fixed(result.roll),
          chance: percent(result.win_chance),
          verdict: verdict(win),
          multiplier: times(multiplier),
        },
      },
    }),
    fieldsOf: ({ inputs }) => ({
      target: fieldText(inputs.target),
      direction: fieldText(inputs.direction),
    }),
  },
});

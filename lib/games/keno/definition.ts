import { z } from '@/lib/zod';
import { DECLARED_RTP } from '@/lib/constants/games';
import { singleStepGame, stakeTimesMultiplier } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import { choices, fieldLabel, fieldText, list, readIntegers, times } from '@/lib/games/verifier';
import { kenoPicksProblem } from './keno';
import { playKeno } from './play';
import { KENO_RISKS } from './paytables';

/** A ticket's fields: 1–10 distinct numbers of 1–40 (else 422 on `picks`) and a risk level. */
const input = z.strictObject({
  picks: z.array(z.number()).superRefine((picks, context) => {
    const problem = kenoPicksProblem(picks);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  risk: z.enum(KENO_RISKS),
});

/** Keno: floats 0–9 draw 10 of 40; the risk's paytable pays by the number of hits. */
export const keno = singleStepGame({
  id: 'keno',
  kind: 'single',
  body: 'stake',
  summary: 'Pick 1–10 of 40 numbers at a risk level; 10 are drawn',
  nameKey: gameNameKey('keno'),
  rtp: DECLARED_RTP.keno,
  limits: 'keno',
  input,
  play(seeds, ticket) {
    const outcome = playKeno(seeds, ticket);
    return {
      multiplier: outcome.multiplier,
      win: outcome.win,
      result: { drawn: outcome.drawn, hits: outcome.hits },
    };
  },
  payout: stakeTimesMultiplier,
  answer: {
    inputs: z.looseObject({ picks: z.array(z.number()), risk: z.enum(KENO_RISKS) }),
    result: z.looseObject({ drawn: z.array(z.number()), hits: z.array(z.number()) }),
  },
  verifier: {
    fields: [
      { name: 'picks', label: fieldLabel('picks'), control: 'text', initial: '1, 2, 3, 4, 5' },
      {
        name: 'risk',
        label: fieldLabel('risk'),
        control: 'select',
        options: choices(KENO_RISKS, 'FairTools.verifier.risks'),
        initial: 'classic',
      },
    ],
    // Text that is not a list of whole numbers stays text, which the schema refuses on `picks`.
    read: ({ picks = '', risk }) => ({ picks: readIntegers(picks) ?? picks, risk }),
    view: ({ result, multiplier }) => ({
      summary: {
        key: 'FairTools.result.keno',
        values: {
          drawn: list(result.drawn),
          hits: list(result.hits),
          multiplier: times(multiplier),
        },
      },
    }),
    fieldsOf: ({ inputs }) => ({
      picks: Array.isArray(inputs.picks) ? inputs.picks.join(', ') : undefined,
      risk: fieldText(inputs.risk),
    }),
  },
});

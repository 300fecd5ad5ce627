import { z } from '@/lib/zod';
import { DECLARED_RTP, WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { singleStepGame, stakeTimesMultiplier } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import {
  choices,
  fieldLabel,
  fieldText,
  readInteger,
  text,
  times,
  verdict,
} from '@/lib/games/verifier';
import { playWheel } from './play';
import { WHEEL_RISKS } from './tables';

/**
 * A wheel bet's fields: a risk level and a size of 10, 20, 30, 40 or 50 segments ("10–50"
 * read as those five sizes); anything else is a 422 on its field.
 */
const input = z.strictObject({
  risk: z.enum(WHEEL_RISKS),
  segments: z.literal(WHEEL_SEGMENT_COUNTS),
});

/**
 * The verifier's risk field. Keno's field is already named `risk`, with other levels, and the
 * verifier keeps one value per field name across games: a distinct name keeps keno's "classic"
 * out of the wheel's select, and the other way round.
 */
const RISK_FIELD = 'wheel_risk';

/**
 * Wheel of fortune: float 0 stops the wheel on segment floor(f · segments); the segment's entry
 * of the (risk, segments) table is the multiplier.
 */
export const wheel = singleStepGame({
  id: 'wheel',
  kind: 'single',
  body: 'stake',
  summary: 'Spin a wheel of 10–50 segments at a risk level',
  nameKey: gameNameKey('wheel'),
  rtp: DECLARED_RTP.wheel,
  limits: 'wheel',
  input,
  play(seeds, bet) {
    const outcome = playWheel(seeds, bet);
    return {
      multiplier: outcome.multiplier,
      win: outcome.win,
      result: { segment: outcome.segment },
    };
  },
  payout: stakeTimesMultiplier,
  answer: {
    inputs: z.looseObject({ risk: z.enum(WHEEL_RISKS), segments: z.number() }),
    result: z.looseObject({ segment: z.number() }),
  },
  verifier: {
    fields: [
      {
        name: RISK_FIELD,
        label: fieldLabel('risk'),
        control: 'select',
        options: choices(WHEEL_RISKS, 'FairTools.verifier.risks'),
        initial: 'medium',
      },
      {
        name: 'segments',
        label: fieldLabel('segments'),
        control: 'select',
        options: WHEEL_SEGMENT_COUNTS.map((count) => ({
          value: String(count),
          label: text(count),
        })),
        initial: '10',
      },
    ],
    // A size that is not a whole number stays text, which the schema refuses on `segments`.
    read: (inputs) => ({
      risk: inputs[RISK_FIELD],
      segments: readInteger(inputs.segments ?? '') ?? inputs.segments,
    }),
    view: ({ result, win, multiplier }) => ({
      summary: {
        key: 'FairTools.result.wheel',
        values: {
          segment: text(result.segment),
          verdict: verdict(win),
          multiplier: times(multiplier),
        },
      },
    }),
    fieldsOf: ({ inputs }) => ({
      [RISK_FIELD]: fieldText(inputs.risk),
      segments: fieldText(inputs.segments),
    }),
  },
});

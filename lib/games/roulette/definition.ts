import { z } from '@/lib/zod';
import { DECLARED_RTP, ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import { singleStepGame } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import { fieldLabel, fixed, message, text, type VerifierValues } from '@/lib/games/verifier';
import { amountSchema } from '@/lib/money/amount';
import { toMajor } from '@/lib/money/units';
import {
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteBetKind,
  rouletteBetsProblem,
  rouletteStake,
} from './bets';
import { chipLabel, type ChipLike } from './chip-label';
import { playRoulette } from './spin';

const KINDS = Object.keys(ROULETTE_PAYOUTS) as [RouletteBetKind, ...RouletteBetKind[]];
const INSIDE = new Set<string>(['straight', 'split', 'street', 'corner', 'line']);
const GROUPS = new Set<string>(['dozen', 'column']);

/** A chip as a request carries it, amount in major units. */
const chipRequest = z.strictObject({
  kind: z.enum(KINDS),
  numbers: z.array(z.number().int()).max(6).optional(),
  index: z.number().int().optional(),
  amount: amountSchema,
});
export type RouletteChipRequest = z.input<typeof chipRequest>;

/** A chip as answers carry it (inputs and results), amount in major units. */
export const rouletteChipSchema = z.object({
  kind: z.enum(KINDS),
  numbers: z.array(z.number()).optional(),
  index: z.number().optional(),
  amount: z.number(),
});
export type RouletteChip = z.infer<typeof rouletteChipSchema>;

/**
 * The chip the rules take, or null: inside bets carry their numbers only, dozens and columns
 * their index only, outside bets neither (a stray `numbers` on a red bet must not change what
 * it covers).
 */
function toRouletteBet(chip: z.output<typeof chipRequest>): RouletteBet | null {
  const { kind, numbers, index, amount } = chip;
  if (INSIDE.has(kind)) {
    return numbers && index === undefined ? ({ kind, numbers, amount } as RouletteBet) : null;
  }
  if (GROUPS.has(kind)) {
    return index !== undefined && !numbers ? ({ kind, index, amount } as RouletteBet) : null;
  }
  return numbers || index !== undefined ? null : ({ kind, amount } as RouletteBet);
}

/**
 * A spin's chips: 1–ROULETTE_MAX_CHIPS legal chips. Any problem with any chip is the whole spin's
 * problem, reported on `bets` (not on `bets.3.kind`), as the API has always answered it.
 */
const chips = z
  .array(z.custom<RouletteChipRequest>(), { error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(ROULETTE_MAX_CHIPS, { error: 'invalid_value' })
  .transform((requested, context) => {
    const bets = requested.map((chip) => {
      const parsed = chipRequest.safeParse(chip);
      return parsed.success ? toRouletteBet(parsed.data) : null;
    });
    if (bets.some((bet) => bet === null) || rouletteBetsProblem(bets as RouletteBet[])) {
      context.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    return bets as RouletteBet[];
  });

/** A chip as stored and answered, amount in major units. */
const chipView = (bet: RouletteBet) => ({ ...bet, amount: toMajor(bet.amount) });

/** What a chip is called, as a verifier value. */
function chipName(chip: ChipLike) {
  const { key, values } = chipLabel(chip);
  const formatted: VerifierValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, text(value)]),
  );
  return message(`RouletteBoard.bets.${key}`, formatted);
}

/**
 * Roulette: float 0 picks the pocket of a European wheel; one spin takes several chips, whose
 * total is the stake the limits apply to. Each winning chip pays its amount × (payout + 1),
 * exactly in minor units.
 */
export const roulette = singleStepGame({
  id: 'roulette',
  kind: 'single',
  body: 'inputs',
  summary: 'One spin of a European wheel with several chips',
  nameKey: gameNameKey('roulette'),
  rtp: DECLARED_RTP.roulette,
  limits: 'roulette',
  input: z.strictObject({ bets: chips }),
  stakeOf: ({ bets }) => rouletteStake(bets),
  inputsOf: ({ bets }) => ({ bets: bets.map(chipView) }),
  play(seeds, { bets }) {
    const spin = playRoulette(seeds, bets);
    return {
      multiplier: spin.multiplier,
      win: spin.win,
      stake: spin.stake,
      payout: spin.payout,
      result: {
        pocket: spin.pocket,
        color: spin.color,
        chips: spin.chips.map((chip) => ({
          bet: chipView(chip.bet),
          win: chip.win,
          payout: toMajor(chip.payout),
        })),
      },
    };
  },
  payout: (_stake, spin) => spin.payout,
  answer: {
    result: z.looseObject({
      pocket: z.number(),
      color: z.enum(['green', 'red', 'black']),
      chips: z.array(z.object({ bet: rouletteChipSchema, win: z.boolean(), payout: z.number() })),
    }),
  },
  verifier: {
    fields: [
      {
        name: 'bets',
        label: fieldLabel('bets'),
        control: 'json',
        hint: 'FairTools.verifier.betsHint',
        initial: '[{"kind":"red","amount":1}]',
      },
    ],
    read({ bets = '' }) {
      try {
        return { bets: JSON.parse(bets) as unknown };
      } catch {
        // Not JSON: the schema refuses the text on `bets`.
        return { bets };
      }
    },
    view: ({ result, stake, payout }) => ({
      summary: {
        key: 'FairTools.result.roulette',
        values: {
          pocket: text(result.pocket),
          color: message(`FairTools.result.colors.${result.color}`),
          stake: fixed(toMajor(stake)),
          payout: fixed(toMajor(payout)),
        },
      },
      details: result.chips.map((chip) => ({
        key: 'FairTools.result.chip',
        values: {
          bet: chipName(chip.bet),
          amount: fixed(chip.bet.amount),
          payout: fixed(chip.payout),
        },
      })),
    }),
    fieldsOf({ inputs, result }) {
      const chips = Array.isArray(inputs.bets)
        ? inputs.bets
        : Array.isArray(result.chips)
          ? result.chips.map((chip: { bet?: unknown }) => chip.bet)
          : undefined;
      return { bets: chips ? JSON.stringify(chips) : undefined };
    },
  },
});

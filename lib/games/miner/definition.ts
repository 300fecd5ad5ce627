import { z } from '@/lib/zod';
import { DECLARED_RTP, MINER_CELLS, MINER_MAX_MINES, MINER_MIN_MINES } from '@/lib/constants/games';
import { roundAction, roundGame } from '@/lib/games/definition';
import { gameNameKey } from '@/lib/games/names';
import { roundPayout } from '@/lib/games/round';
import { fieldLabel, fieldText, list, readInteger } from '@/lib/games/verifier';
import { minerMultiplier } from './field';
import { type MinerAction, minerReduce, type MinerRound, startMinerFromSeeds } from './round';

/**
 * What the API shows of a miner round: the number of mines, the safe cells revealed in order,
 * the cash-out multiplier (0 until a cell is revealed), the next safe cell's multiplier, and the
 * mines' cells only once the round is over (`mine_cells`, with the one that `exploded`).
 */
export function minerResult(round: MinerRound) {
  const mines = round.mines.length;
  const open = round.status === 'open';
  const canReveal = open && round.revealed.length < MINER_CELLS - mines;
  return {
    mines,
    revealed: round.revealed,
    multiplier: round.multiplier,
    next_multiplier: canReveal ? minerMultiplier(mines, round.revealed.length + 1) : null,
    mine_cells: open ? null : round.mines,
    exploded: round.exploded,
    outcome: round.status,
  };
}

const invalid = { error: 'invalid_value' } as const;

/** The start's fields: 1–24 mines (else 422 on `mines`). */
const input = z.strictObject({
  mines: z.number().int(invalid).min(MINER_MIN_MINES, invalid).max(MINER_MAX_MINES, invalid),
});

/**
 * Miner: a round lays k mines on a 5 × 5 field from floats 0…k−1 of its nonce; every safe cell
 * revealed raises the multiplier, a mine ends the round, the last safe cell or a cash-out pays
 * floor(stake × multiplier).
 */
export const miner = roundGame({
  id: 'miner',
  kind: 'round',
  summary: 'Take the stake and lay the mines',
  nameKey: gameNameKey('miner'),
  rtp: DECLARED_RTP.miner,
  limits: 'miner',
  input,
  start: (seeds, { mines }) => startMinerFromSeeds(seeds, mines),
  actions: {
    reveal: roundAction({
      summary: 'Open a cell',
      input: z.strictObject({
        cell: z
          .number()
          .int(invalid)
          .min(0, invalid)
          .max(MINER_CELLS - 1, invalid),
      }),
      // A cell revealed already is refused on `cell`.
      field: 'cell',
      toAction: ({ cell }): MinerAction => ({ type: 'reveal', cell }),
    }),
  },
  cashOut: { type: 'cash_out' },
  reduce: (round: MinerRound, action: MinerAction) => minerReduce(round, action),
  view: minerResult,
  payout: roundPayout,
  answer: {
    result: z.looseObject({
      /** The number of mines; their cells once the round is over (see the server's answer). */
      mines: z.union([z.number(), z.array(z.number())]),
      revealed: z.array(z.number()),
      multiplier: z.number(),
      next_multiplier: z.number().nullable().optional(),
    }),
  },
  verifier: {
    fields: [{ name: 'mines', label: fieldLabel('mines'), control: 'text', initial: '3' }],
    replay(seeds, { mines = '' }) {
      const parsed = input.safeParse({ mines: readInteger(mines) });
      if (!parsed.success) return 'mines';
      const cells = [...startMinerFromSeeds(seeds, parsed.data.mines).mines];
      return {
        summary: { key: 'FairTools.result.miner', values: { cells: list(cells) } },
        figure: { kind: 'field', size: MINER_CELLS, marked: cells },
      };
    },
    fieldsOf({ inputs, result }) {
      const mines = inputs.mines ?? result.mines;
      return { mines: Array.isArray(mines) ? String(mines.length) : fieldText(mines) };
    },
  },
});

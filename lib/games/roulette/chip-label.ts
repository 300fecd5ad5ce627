import type { RouletteBetKind } from './bets';

/** A chip as either side names it: a kind with its numbers (inside) or its index (dozen, column). */
export type ChipLike = {
  readonly kind: RouletteBetKind;
  readonly numbers?: readonly number[];
  readonly index?: number;
};

/**
 * What a chip is called, as a message of `RouletteBoard.bets` and its values: "Split 1, 2",
 * "Red", "2nd dozen". The board and the `/fair` verifier both translate it.
 */
export function chipLabel(chip: ChipLike): {
  key: RouletteBetKind;
  values: { numbers?: string; index?: number };
} {
  if (chip.numbers) {
    return {
      key: chip.kind,
      values: { numbers: [...chip.numbers].sort((a, b) => a - b).join(', ') },
    };
  }
  if (chip.index !== undefined) return { key: chip.kind, values: { index: chip.index } };
  return { key: chip.kind, values: {} };
}

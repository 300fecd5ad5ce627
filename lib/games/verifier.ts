/**
 * What the `/fair` verifier shows, as data. A game names the fields of its inputs (label message
 * keys, controls, defaults) and describes an outcome as lines: a message key of messages/*.json
 * with values, each saying how it is formatted. The page translates and formats them, so it never
 * asks which game it is showing.
 */

/** A value of a verifier line and how the page formats it. */
export type VerifierValue =
  /** As it is (an ICU plural or select takes the raw number). */
  | { readonly format: 'text'; readonly value: string | number }
  /** Exactly two decimals: a dice roll, an amount in major units. */
  | { readonly format: 'fixed'; readonly value: number }
  /** A chance given in percent (49.5 → "49.5%"). */
  | { readonly format: 'percent'; readonly value: number }
  /** A multiplier (1.98 → "1.98×"). */
  | { readonly format: 'multiplier'; readonly value: number }
  /** Numbers joined with ", ", or "—" when there are none. */
  | { readonly format: 'list'; readonly value: readonly number[] }
  /** Another message, translated with its own values. */
  | { readonly format: 'message'; readonly key: string; readonly values?: VerifierValues }
  /** A catalogue name by message key, or the fallback when the page lacks that message. */
  | { readonly format: 'name'; readonly key: string; readonly fallback: string };

export type VerifierValues = Readonly<Record<string, VerifierValue>>;

/** One sentence of the result: a message key and its values. */
export type VerifierLine = { readonly key: string; readonly values?: VerifierValues };

/** A picture of the outcome besides its sentences. */
export type VerifierFigure =
  /** Playing cards in the order dealt. */
  | {
      readonly kind: 'cards';
      readonly cards: readonly { readonly rank: string; readonly suit: string }[];
    }
  /** A square field of `size` cells numbered row by row, some of them marked. */
  | { readonly kind: 'field'; readonly size: number; readonly marked: readonly number[] };

/** What a verified bet came to: a summary line, further lines, a figure. */
export type VerifierView = {
  readonly summary: VerifierLine;
  readonly details?: readonly VerifierLine[];
  readonly figure?: VerifierFigure;
};

/**
 * An input field of a game in the verifier. Its name is also its query parameter and the key of
 * its problem message (`FairTools.verifier.problems.<name>`).
 */
export type VerifierField = {
  readonly name: string;
  /** Message key of the label. */
  readonly label: string;
  /** A text field, a select of `options`, or a text area for JSON. */
  readonly control: 'text' | 'select' | 'json';
  readonly options?: readonly { readonly value: string; readonly label: VerifierValue }[];
  /** Message key of a hint under the field. */
  readonly hint?: string;
  /** What the field holds before anything is typed. */
  readonly initial: string;
};

/** The verifier's input fields as typed, by name. */
export type VerifierInputs = Readonly<Record<string, string>>;

/** A field the verifier could not use: the name of a common field or of a game's field. */
export type VerifierProblem = string;

/** A bet as the API answered it: what the verifier reads to fill its fields for that bet. */
export type PlayedBet = {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly result: Readonly<Record<string, unknown>>;
};

export const text = (value: string | number): VerifierValue => ({ format: 'text', value });
export const fixed = (value: number): VerifierValue => ({ format: 'fixed', value });
export const percent = (value: number): VerifierValue => ({ format: 'percent', value });
export const times = (value: number): VerifierValue => ({ format: 'multiplier', value });
export const list = (value: readonly number[]): VerifierValue => ({ format: 'list', value });
export const message = (key: string, values?: VerifierValues): VerifierValue => ({
  format: 'message',
  key,
  values,
});
export const catalogueName = (key: string, fallback: string): VerifierValue => ({
  format: 'name',
  key,
  fallback,
});

/** "win" or "loss". */
export const verdict = (win: boolean) =>
  message(win ? 'FairTools.result.win' : 'FairTools.result.loss');

/** The label key of a game field, `FairTools.verifier.fields.<name>`. */
export const fieldLabel = (name: string) => `FairTools.verifier.fields.${name}`;

/** A select's options whose labels are messages `<prefix>.<value>`. */
export function choices(values: readonly string[], prefix: string) {
  return values.map((value) => ({ value, label: message(`${prefix}.${value}`) }));
}

/** A stored input as a field's text: strings and numbers as written, anything else nothing. */
export function fieldText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const INTEGER = /^\d+$/;

/** A typed whole number from 0, or null. */
export function readInteger(typed: string): number | null {
  const trimmed = typed.trim();
  return INTEGER.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null;
}

/** Whole numbers separated by commas, semicolons or spaces, or null when any part is not one. */
export function readIntegers(typed: string): number[] | null {
  const parts = typed.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => INTEGER.test(part)) ? parts.map(Number) : null;
}

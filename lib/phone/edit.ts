import type { PhoneCountry } from '@/lib/constants/phone';
import { dialPrefixLength, formatPhone, nationalDigitsOf } from './mask';

/** The field's national digits after an edit, and where the caret goes in their formatted text. */
export type PhoneEdit = { digits: string; caret: number };

/** Where the caret stands after the `count`-th digit of a formatted number (before the first for 0). */
export function caretAfterDigits(formatted: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (!/\d/.test(formatted.charAt(index))) continue;
    if (seen === count) return index;
    seen++;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * Turns what the browser made of the masked input (`raw`, caret at `caret`) into the new digits.
 * Removing only mask literals (backspace over `) ` or a space) takes the neighbouring digit with
 * them, so the caret never gets stuck behind a literal that the next render puts back.
 */
export function editPhone({
  previous,
  raw,
  caret,
  inputType,
  country,
}: {
  /** The national digits before the edit. */
  previous: string;
  raw: string;
  caret: number;
  /** `InputEvent.inputType`; tells a forward delete from a backspace. */
  inputType?: string;
  country: PhoneCountry;
}): PhoneEdit {
  const before = digitCount(raw.slice(0, caret));
  const onlyLiteralsRemoved =
    raw.replace(/\D/g, '') === previous && raw.length < formatPhone(previous, country).length;

  if (onlyLiteralsRemoved) {
    const index = inputType === 'deleteContentForward' ? before : before - 1;
    if (index < 0 || index >= previous.length) {
      return { digits: previous, caret: caretAfterDigits(formatPhone(previous, country), before) };
    }
    const digits = previous.slice(0, index) + previous.slice(index + 1);
    return { digits, caret: caretAfterDigits(formatPhone(digits, country), index) };
  }

  const digits = nationalDigitsOf(raw, country);
  const skipped = dialPrefixLength(raw.replace(/\D/g, ''), country);
  const caretDigits = Math.min(Math.max(before - skipped, 0), digits.length);
  return { digits, caret: caretAfterDigits(formatPhone(digits, country), caretDigits) };
}

/** Card numbers have 13 to 19 digits (the API checks the same, with Luhn). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** A card number as it is typed: digits only, in groups of four (`2200 7001 2345 6789`). */
export function formatCardNumber(input: string) {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Seconds as `mm:ss` (`19:59`, `00:05`). */
export function minutesSeconds(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

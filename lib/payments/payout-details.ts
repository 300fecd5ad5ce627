/**
 * Where a payout goes, checked the same way in the payout form and on the server: a card number
 * (13–19 digits, spaces and dashes allowed, Luhn) or a crypto address plausible for its network.
 * Plausible, not proven: only the network can tell whether an address exists.
 */

/** The digits of a card number as typed (`2200 7001-2345 6789`), or null when it has others. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) ? digits : null;
}

/** The Luhn check every payment card number passes; catches a mistyped digit or a swap. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as the player sees it after sending it: the last four digits only. */
export function maskCardNumber(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** Address shapes per network: TRON's base58 `T…`; Bitcoin's bech32 `bc1…` or base58 `1…`/`3…`. */
const ADDRESS_PATTERNS: Record<string, RegExp[]> = {
  TRC20: [new RegExp(`^T${BASE58}{33}$`)],
  BTC: [/^bc1[02-9ac-hj-np-z]{11,71}$/, new RegExp(`^[13]${BASE58}{25,34}$`)],
};

/**
 * The address as stored (a bech32 address typed in capitals is lower-cased), or null when it
 * cannot be one on this network. An unknown network accepts any address without spaces.
 */
export function normalizeCryptoAddress(input: string, network: string | null): string | null {
  const address = input.trim();
  const patterns = network ? ADDRESS_PATTERNS[network] : undefined;
  if (!patterns) return /^\S{10,128}$/.test(address) ? address : null;
  const candidate = /^BC1/.test(address) ? address.toLowerCase() : address;
  return patterns.some((pattern) => pattern.test(candidate)) ? candidate : null;
}

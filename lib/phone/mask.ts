import {
  KZ_FIRST_NATIONAL_DIGITS,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from '@/lib/constants/phone';

/** A mask character that holds one digit; everything else is a literal. */
const SLOT = /[#_]/;

function phoneCountry(country: PhoneCountry) {
  return PHONE_COUNTRIES.find((entry) => entry.code === country) ?? PHONE_COUNTRIES[0];
}

function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The whole mask the input shows: `(###) ### ## ##`, or `(##) ___ __ __` for Belarus. */
export function phoneDisplayMask(country: PhoneCountry): string {
  const { operatorMask, mask } = phoneCountry(country);
  return operatorMask + mask;
}

/**
 * The national digits typed so far laid into the mask, ending at the last digit:
 * `formatPhone('999123', 'ru')` is `(999) 123`. Digits beyond the country's length are dropped.
 */
export function formatPhone(digits: string, country: PhoneCountry): string {
  const national = onlyDigits(digits).slice(0, phoneCountry(country).nationalDigits);
  let formatted = '';
  let literals = '';
  let next = 0;
  for (const char of phoneDisplayMask(country)) {
    if (next === national.length) break;
    if (SLOT.test(char)) {
      formatted += literals + national.charAt(next++);
      literals = '';
    } else {
      literals += char;
    }
  }
  return formatted;
}

/**
 * How many leading digits of an over-long entry are a dial code or trunk prefix
 * (`79991234567`, `89991234567`, `375291234567`): 0 unless the entry is longer than a national number.
 */
export function dialPrefixLength(digits: string, country: PhoneCountry): number {
  const { nationalDigits, inputPrefixes } = phoneCountry(country);
  if (digits.length <= nationalDigits) return 0;
  const prefix = [...inputPrefixes]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => digits.startsWith(candidate));
  return prefix?.length ?? 0;
}

/** The national digits of what a player typed or pasted (`+7 (999) 123-45-67` → `9991234567`). */
export function nationalDigitsOf(input: string, country: PhoneCountry): string {
  const digits = onlyDigits(input);
  return digits
    .slice(dialPrefixLength(digits, country))
    .slice(0, phoneCountry(country).nationalDigits);
}

/** The number as the API takes it: `+79991234567`, `+375291234567`. */
export function toE164(digits: string, country: PhoneCountry): string {
  const { dialCode, nationalDigits } = phoneCountry(country);
  return dialCode + onlyDigits(digits).slice(0, nationalDigits);
}

export function isCompletePhone(digits: string, country: PhoneCountry): boolean {
  return /^\d+$/.test(digits) && digits.length === phoneCountry(country).nationalDigits;
}

/**
 * A saved E.164 number back as country and national digits, or null when it is none of ours.
 * +7 is Russia unless the number is in Kazakhstan's 6xx/7xx ranges.
 */
export function splitE164(phone: string): { country: PhoneCountry; digits: string } | null {
  const compact = phone.replace(/[\s()\-.]/g, '');
  if (!/^\+\d+$/.test(compact)) return null;
  const matches = PHONE_COUNTRIES.filter(
    ({ dialCode, nationalDigits }) =>
      compact.startsWith(dialCode) && compact.length === dialCode.length + nationalDigits,
  );
  const [first] = matches;
  if (!first) return null;
  const digits = compact.slice(first.dialCode.length);
  if (matches.length === 1) return { country: first.code, digits };
  const inKazakhstan = (KZ_FIRST_NATIONAL_DIGITS as readonly string[]).includes(digits.charAt(0));
  return { country: inKazakhstan ? 'kz' : 'ru', digits };
}

/**
 * Phone countries and their input masks (spec §3, §5); `#` and `_` each stand for one digit.
 * `nationalDigits` is the length after the dial code: Belarusian numbers carry a two-digit
 * operator code before the seven digits of the mask.
 */
export const PHONE_COUNTRIES = [
  { code: 'ru', dialCode: '+7', mask: '(###) ### ## ##', nationalDigits: 10 },
  { code: 'kz', dialCode: '+7', mask: '(###) ### ## ##', nationalDigits: 10 },
  { code: 'by', dialCode: '+375', mask: '___ __ __', nationalDigits: 9 },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

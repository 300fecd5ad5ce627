/**
 * Phone countries and their input masks (spec §3, §5); `#` and `_` each stand for one digit.
 * `nationalDigits` is the length after the dial code: Belarusian numbers carry a two-digit
 * operator code (`operatorMask`) before the seven digits of the spec's mask, so the input shows
 * `operatorMask + mask`. `inputPrefixes` are what a pasted or autofilled number may start with
 * before its national digits: the dial code without `+`, and the trunk prefix dialled at home
 * (8 in Russia and Kazakhstan, 80 in Belarus).
 */
export const PHONE_COUNTRIES = [
  {
    code: 'ru',
    dialCode: '+7',
    operatorMask: '',
    mask: '(###) ### ## ##',
    nationalDigits: 10,
    inputPrefixes: ['7', '8'],
  },
  {
    code: 'kz',
    dialCode: '+7',
    operatorMask: '',
    mask: '(###) ### ## ##',
    nationalDigits: 10,
    inputPrefixes: ['7', '8'],
  },
  {
    code: 'by',
    dialCode: '+375',
    operatorMask: '(##) ',
    mask: '___ __ __',
    nationalDigits: 9,
    inputPrefixes: ['375', '80'],
  },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

/** Kazakhstan shares +7 with Russia; its numbers are the +7 6xx and 7xx ranges. */
export const KZ_FIRST_NATIONAL_DIGITS = ['6', '7'] as const;

/** Phone countries and their input masks (spec §3, §5); `#` and `_` each stand for one digit. */
export const PHONE_COUNTRIES = [
  { code: 'ru', dialCode: '+7', mask: '(###) ### ## ##' },
  { code: 'kz', dialCode: '+7', mask: '(###) ### ## ##' },
  { code: 'by', dialCode: '+375', mask: '___ __ __' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

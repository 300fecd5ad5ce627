import { numberLocales, type Locale } from './config';

/** Kazakh month names (CLDR `kk`), January first: full, and as medium dates shorten them. */
const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const KAZAKH_MONTHS_SHORT = [
  'қаң.',
  'ақп.',
  'нау.',
  'сәу.',
  'мам.',
  'мау.',
  'шіл.',
  'там.',
  'қыр.',
  'қаз.',
  'қар.',
  'жел.',
];
/** Kazakh weekday names (CLDR `kk`), Sunday first. */
const KAZAKH_WEEKDAYS = [
  'жексенбі',
  'дүйсенбі',
  'сейсенбі',
  'сәрсенбі',
  'бейсенбі',
  'жұма',
  'сенбі',
];
const KAZAKH_WEEKDAYS_SHORT = ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'];

/** Whether a date's text spells its month out in full (`long`) or shortened. */
function monthWidth(options: Intl.DateTimeFormatOptions): 'long' | 'short' {
  if (options.month) return options.month === 'long' ? 'long' : 'short';
  return options.dateStyle === 'medium' ? 'short' : 'long';
}

function weekdayWidth(options: Intl.DateTimeFormatOptions): 'long' | 'short' {
  if (options.weekday) return options.weekday === 'long' ? 'long' : 'short';
  return 'long';
}

/** The calendar day a moment falls on in a zone (the one the text is written in). */
function dayIn(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return { month: month - 1, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/**
 * A Kazakh date without the runtime's Kazakh data: Russian's layout (`5 мар. 2026 г., 14:07`,
 * the same numbers, order and 24-hour clock) with the Kazakh month and weekday and `ж.` for
 * the year (`5 нау. 2026 ж., 14:07`). Runtimes differ on `kk`: Node has it, Debian's Chromium
 * answers `2026 M03 5`, so Intl's own Kazakh would print other text in the browser than the
 * server rendered.
 */
function kazakh(date: Date, options: Intl.DateTimeFormatOptions): string {
  const parts = new Intl.DateTimeFormat(numberLocales.kz, options).formatToParts(date);
  const day = dayIn(date, options.timeZone);
  return parts
    .map(({ type, value }) => {
      if (type === 'month' && !/^\d+$/.test(value)) {
        return (monthWidth(options) === 'long' ? KAZAKH_MONTHS : KAZAKH_MONTHS_SHORT)[day.month];
      }
      if (type === 'weekday') {
        return (weekdayWidth(options) === 'long' ? KAZAKH_WEEKDAYS : KAZAKH_WEEKDAYS_SHORT)[
          day.weekday
        ];
      }
      // `г.` is Russian's year; `в` joins a long date to its time (`5 марта 2026 г. в 14:07`).
      if (type === 'literal') return value.replace('г.', 'ж.').replace(/\sв\s/, ', ');
      return value;
    })
    .join('');
}

/**
 * A date (and time) in the page's language: Intl in the number locale for Russian and
 * English, and Kazakh words on Russian's layout for Kazakh (`kazakh` above), so the server
 * and every browser print the same text.
 */
export function formatDateTime(
  locale: Locale,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = new Date(value);
  if (locale === 'kz') return kazakh(date, options);
  return new Intl.DateTimeFormat(numberLocales[locale] ?? numberLocales.ru, options).format(date);
}

import { intlLocales, numberLocales, type Locale } from './config';

export type TimeZoneOption = {
  /** The IANA id the API stores (`Europe/Moscow`). */
  value: string;
  /** What the player reads: the zone's name in the page's language and its offset now. */
  label: string;
  /** Minutes from UTC now, the list's order. */
  offset: number;
};

/**
 * Whether this runtime has Kazakh names. Some (Debian's Chromium) accept `kk` and answer with
 * the root locale's text (`M01`, `Kazakhstan Time`): Russian names read better there.
 */
function knowsKazakh(): boolean {
  const january = new Intl.DateTimeFormat(intlLocales.kz, { month: 'long', timeZone: 'UTC' });
  return january.format(Date.UTC(2026, 0, 15)).toLowerCase() === 'қаңтар';
}

/** The Intl locale of zone names for a page language (Kazakh only where the runtime has it). */
export function timeZoneNameLocale(locale: Locale): string {
  if (locale === 'kz') return knowsKazakh() ? intlLocales.kz : numberLocales.kz;
  return intlLocales[locale];
}

function zoneName(zone: string, locale: string, style: 'longGeneric' | 'shortOffset', at: Date) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/** A zone's offset from UTC at `at`, in minutes; null for an id the runtime does not know. */
function offsetMinutes(zone: string, at: Date): number | null {
  try {
    // `GMT+3`, `GMT-3:30`, `GMT` for zero: the same in every runtime in `en-US`.
    const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(
      zoneName(zone, 'en-US', 'shortOffset', at) ?? '',
    );
    if (!match) return null;
    const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/** `UTC+3`, `UTC+5:30`, `UTC−3:30` (with a minus sign), `UTC` for zero. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** A zone as a player reads it: `Москва, стандартное время (UTC+3)`; the offset alone for `Etc/*`. */
function optionOf(zone: string, locale: string, at: Date): TimeZoneOption {
  const offset = offsetMinutes(zone, at);
  if (offset === null) return { value: zone, label: zone.replaceAll('_', ' '), offset: 0 };
  const name = zoneName(zone, locale, 'longGeneric', at);
  // Zones with no name of their own (`UTC`, `Etc/GMT+5`) are called by their offset (`GMT+05:00`).
  const label =
    !name || /^(GMT|UTC)/.test(name)
      ? utcOffsetLabel(offset)
      : `${name} (${utcOffsetLabel(offset)})`;
  return { value: zone, label, offset };
}

/**
 * The time zones a player may choose, as names in the page's language with their offset now
 * (`Intl`'s `longGeneric` and `shortOffset`), ordered by offset. Zones that read the same (one
 * name, one offset: Almaty and Qostanay are both "Kazakhstan Time (UTC+5)") keep the same
 * clock, so the first of them stands for all. `locale` is an Intl locale (`timeZoneNameLocale`);
 * `at` is the moment offsets are read at. Some 400 formatters: build it once per page language.
 */
export function timeZoneOptions(
  zones: readonly string[],
  { locale, at }: { locale: string; at: Date },
): TimeZoneOption[] {
  const byLabel = new Map<string, TimeZoneOption>();
  for (const zone of zones) {
    const option = optionOf(zone, locale, at);
    if (!byLabel.has(option.label)) byLabel.set(option.label, option);
  }
  const collator = new Intl.Collator(locale);
  return [...byLabel.values()].sort(
    (a, b) => a.offset - b.offset || collator.compare(a.label, b.label),
  );
}

/**
 * The options with the player's saved zone among them: it takes the place of the zone that
 * stood for its label, or joins the list where its offset puts it (an id the runtime lacks).
 */
export function withZone(
  options: readonly TimeZoneOption[],
  zone: string,
  { locale, at }: { locale: string; at: Date },
): TimeZoneOption[] {
  if (options.some((option) => option.value === zone)) return [...options];
  const own = optionOf(zone, locale, at);
  const same = options.findIndex((option) => option.label === own.label);
  if (same >= 0) return options.map((option, index) => (index === same ? own : option));
  const after = options.findIndex((option) => option.offset > own.offset);
  return after < 0 ? [...options, own] : [...options.slice(0, after), own, ...options.slice(after)];
}

import {
  timeZoneNameLocale,
  timeZoneOptions,
  utcOffsetLabel,
  withZone,
} from '@/lib/i18n/time-zone-labels';
import { withoutKazakhIntl } from '@/tests/support/intl';

// A winter day: no zone below is on summer time.
const at = new Date('2026-01-15T12:00:00Z');
const ZONES = ['Asia/Almaty', 'Asia/Qostanay', 'Asia/Kolkata', 'Europe/Moscow', 'Etc/GMT+5', 'UTC'];

describe('time zone labels', () => {
  it('writes offsets as UTC±h[:mm]', () => {
    expect(utcOffsetLabel(180)).toBe('UTC+3');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-210)).toBe('UTC−3:30');
    expect(utcOffsetLabel(0)).toBe('UTC');
  });

  it('names zones in the page’s language with their offset, ordered by offset, one per name', () => {
    const options = timeZoneOptions(ZONES, { locale: 'ru-RU', at });
    expect(options.map(({ value, label }) => [value, label])).toEqual([
      ['Etc/GMT+5', 'UTC−5'],
      ['UTC', 'UTC'],
      ['Europe/Moscow', 'Москва, стандартное время (UTC+3)'],
      // Qostanay reads the same as Almaty: one of them stands for both.
      ['Asia/Almaty', 'Казахстан (UTC+5)'],
      ['Asia/Kolkata', 'Индия (UTC+5:30)'],
    ]);
  });

  it('keeps the player’s own zone selectable', () => {
    const options = timeZoneOptions(ZONES, { locale: 'en-US', at });
    // A zone another stood for takes its place…
    const qostanay = withZone(options, 'Asia/Qostanay', { locale: 'en-US', at });
    expect(qostanay.map((option) => option.value)).toEqual([
      'Etc/GMT+5',
      'UTC',
      'Europe/Moscow',
      'Asia/Qostanay',
      'Asia/Kolkata',
    ]);
    // …and one not listed joins where its offset puts it.
    const tokyo = withZone(options, 'Asia/Tokyo', { locale: 'en-US', at });
    expect(tokyo.at(-1)).toMatchObject({
      value: 'Asia/Tokyo',
      label: 'Japan Standard Time (UTC+9)',
    });
    expect(withZone(options, 'Europe/Moscow', { locale: 'en-US', at })).toEqual(options);
  });

  it('names zones in Kazakh where the runtime has Kazakh, in Russian where it does not', () => {
    expect(timeZoneNameLocale('kz')).toBe('kk-KZ');
    expect(timeZoneNameLocale('ru')).toBe('ru-RU');
    withoutKazakhIntl(() => expect(timeZoneNameLocale('kz')).toBe('ru-RU'));
  });
});

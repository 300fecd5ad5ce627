import { formatDateTime } from '@/lib/i18n/date-format';
import { withoutKazakhIntl } from '@/tests/support/intl';

// 14:07 in Almaty (UTC+5) on Thursday 5 March 2026.
const moment = '2026-03-05T09:07:00Z';
const almaty = { timeZone: 'Asia/Almaty' } as const;

/** The text with its no-break spaces (before `ж.`, `г.`) read as plain ones. */
const format = (...args: Parameters<typeof formatDateTime>) =>
  formatDateTime(...args).replace(/\s/g, ' ');

describe('formatDateTime', () => {
  it('writes a kz date with the Kazakh month, not the Russian one', () => {
    expect(format('kz', moment, { ...almaty, dateStyle: 'long' })).toBe('5 наурыз 2026 ж.');
    expect(format('kz', moment, { ...almaty, dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '5 нау. 2026 ж., 14:07',
    );
    expect(format('kz', moment, { ...almaty, dateStyle: 'full' })).toBe(
      'бейсенбі, 5 наурыз 2026 ж.',
    );
    expect(format('kz', moment, { ...almaty, dateStyle: 'long', timeStyle: 'short' })).toBe(
      '5 наурыз 2026 ж., 14:07',
    );
    expect(format('kz', moment, { ...almaty, month: 'long' })).toBe('наурыз');
    expect(format('kz', moment, { ...almaty, dateStyle: 'short' })).toBe('05.03.2026');
  });

  it('takes the month and weekday of the day in the zone asked for', () => {
    // 23:30 on 31 March in UTC is already Wednesday 1 April in Almaty.
    const late = '2026-03-31T23:30:00Z';
    expect(format('kz', late, { timeZone: 'UTC', dateStyle: 'full' })).toBe(
      'сейсенбі, 31 наурыз 2026 ж.',
    );
    expect(format('kz', late, { ...almaty, dateStyle: 'full' })).toBe('сәрсенбі, 1 сәуір 2026 ж.');
  });

  it('leaves Russian and English to Intl', () => {
    expect(format('ru', moment, { ...almaty, dateStyle: 'long' })).toBe('5 марта 2026 г.');
    expect(format('en', moment, { ...almaty, dateStyle: 'medium' })).toBe('Mar 5, 2026');
  });

  it('writes the same kz text where the runtime lacks Kazakh data', () => {
    const expected = format('kz', moment, { ...almaty, dateStyle: 'medium' });
    withoutKazakhIntl(() =>
      expect(format('kz', moment, { ...almaty, dateStyle: 'medium' })).toBe(expected),
    );
  });
});

import { isLocale, parseLocaleDomains, parseLocalePrefix } from '@/lib/i18n/config';

describe('parseLocalePrefix', () => {
  it.each(['as-needed', 'always', 'never'])('accepts %s', (mode) => {
    expect(parseLocalePrefix(mode)).toBe(mode);
  });

  it.each([undefined, '', 'sometimes', 'ALWAYS'])('falls back to as-needed for %p', (value) => {
    expect(parseLocalePrefix(value)).toBe('as-needed');
  });
});

describe('parseLocaleDomains', () => {
  it('maps each host to its default language and keeps the others available', () => {
    expect(parseLocaleDomains('casino.kz=kz, Casino.COM=en')).toEqual([
      { domain: 'casino.kz', defaultLocale: 'kz', locales: ['kz', 'ru', 'en'] },
      { domain: 'casino.com', defaultLocale: 'en', locales: ['en', 'ru', 'kz'] },
    ]);
  });

  it('skips malformed pairs instead of failing every request', () => {
    expect(parseLocaleDomains('casino.kz=kk,=ru,casino.ru,casino.by=ru')).toEqual([
      { domain: 'casino.by', defaultLocale: 'ru', locales: ['ru', 'en', 'kz'] },
    ]);
  });

  it('is empty when nothing is configured', () => {
    expect(parseLocaleDomains(undefined)).toEqual([]);
    expect(parseLocaleDomains('')).toEqual([]);
  });
});

describe('isLocale', () => {
  it('knows the three site languages only', () => {
    expect(['ru', 'en', 'kz'].every(isLocale)).toBe(true);
    expect(isLocale('kk')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

import { localeFromAcceptLanguage } from '@/server/lib/accept-language';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['en', 'en'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['kk-KZ', 'kz'],
    ['kz', 'kz'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['ru;q=0.2,kk;q=0.8', 'kz'],
    ['en;q=0,ru', 'ru'],
    ['fr', 'ru'],
    ['*', 'ru'],
  ])('%p → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

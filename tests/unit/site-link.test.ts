import { siteLink } from '@/server/lib/site-link';

describe('siteLink', () => {
  const original = process.env.NEXT_PUBLIC_LOCALE_PREFIX;
  afterEach(() => {
    process.env.NEXT_PUBLIC_LOCALE_PREFIX = original;
  });

  it('prefixes languages other than Russian by default', () => {
    delete process.env.NEXT_PUBLIC_LOCALE_PREFIX;
    expect(siteLink('https://casino.example', 'ru', '/password/reset')).toBe(
      'https://casino.example/password/reset',
    );
    expect(siteLink('https://casino.example', null, '/password/reset')).toBe(
      'https://casino.example/password/reset',
    );
    expect(siteLink('https://casino.example', 'kz', '/reset-password/t')).toBe(
      'https://casino.example/kz/reset-password/t',
    );
  });

  it('follows the always and never strategies', () => {
    process.env.NEXT_PUBLIC_LOCALE_PREFIX = 'always';
    expect(siteLink('https://c.example', 'ru', '/x')).toBe('https://c.example/ru/x');
    process.env.NEXT_PUBLIC_LOCALE_PREFIX = 'never';
    expect(siteLink('https://c.example', 'en', '/x')).toBe('https://c.example/x');
  });
});

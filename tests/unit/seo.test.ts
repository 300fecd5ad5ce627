import { languageAlternates, localizedUrl } from '@/lib/seo/urls';
import sitemap from '@/app/sitemap';
import { PUBLIC_ROUTES } from '@/lib/routes';

describe('localized URLs (as-needed)', () => {
  it('leaves Russian unprefixed and prefixes the other languages', () => {
    expect(localizedUrl('ru', '/games/dice')).toBe('http://localhost:3000/games/dice');
    expect(localizedUrl('en', '/games/dice')).toBe('http://localhost:3000/en/games/dice');
    expect(localizedUrl('kz', '/')).toBe('http://localhost:3000/kz');
  });

  it('announces every language under its BCP 47 tag and Russian as x-default', () => {
    expect(languageAlternates('/faq')).toEqual({
      'ru-RU': 'http://localhost:3000/faq',
      'en-US': 'http://localhost:3000/en/faq',
      'kk-KZ': 'http://localhost:3000/kz/faq',
      'x-default': 'http://localhost:3000/faq',
    });
  });
});

describe('sitemap', () => {
  it('lists every public page in every language, and no account page', () => {
    const entries = sitemap();
    expect(entries).toHaveLength(PUBLIC_ROUTES.length * 3);
    expect(entries.map((entry) => entry.url)).toContain(
      'http://localhost:3000/kz/policy/ru/confidential',
    );
    expect(entries.some((entry) => entry.url.includes('/profile'))).toBe(false);
  });
});

import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@/lib/routes';
import { isNetworkOnly, isPrivatePage, offlinePath } from '@/lib/pwa/routes';

const ORIGIN = 'https://arcada.example';

function networkOnly(href: string, accept: string | null = null) {
  return isNetworkOnly({ url: new URL(href, ORIGIN), origin: ORIGIN, accept });
}

describe('the service worker never caches (app/sw.ts, first rule)', () => {
  it.each([
    '/api/profile/user',
    '/api/v2/billing/data',
    '/api',
    '/api/stream?topics=crash',
    '/ingest/e/',
    '/ingest/static/array.js',
    '/builds/latest.json?1700000000000',
    '/sw.js',
    'https://api.arcada.example/profile/user',
    'https://mirror.example/api/mirror',
  ])('%s', (href) => {
    expect(networkOnly(href)).toBe(true);
  });

  it('any event stream, whatever its path', () => {
    expect(networkOnly('/anything', 'text/event-stream')).toBe(true);
    expect(networkOnly('/', 'text/html,text/event-stream;q=0.1')).toBe(true);
  });

  it.each(PRIVATE_ROUTES.flatMap((route) => [route, `/en${route}`, `/kz${route}`]))(
    'the private page %s',
    (route) => {
      expect(isPrivatePage(route)).toBe(true);
      expect(networkOnly(route, 'text/html')).toBe(true);
    },
  );

  it.each([
    '/reset-password/abc',
    '/games/slots/book-of-dead/play',
    '/en/games/live-casino/lightning-roulette/play',
    '/payments/sandbox/inv-1',
    '/sandbox-rgs/play/xyz',
    '/profile?tab=1',
  ])('the private page %s', (href) => {
    expect(networkOnly(href, 'text/html')).toBe(true);
  });
});

describe('what it may cache', () => {
  it.each(PUBLIC_ROUTES.flatMap((route) => [route, `/en${route === '/' ? '' : route}`]))(
    'the public page %s',
    (route) => {
      expect(networkOnly(route, 'text/html')).toBe(false);
    },
  );

  it.each([
    '/_next/static/chunks/main.js',
    '/icons/icon-192.png',
    '/games/slots/book-of-dead/demo',
    '/profiles-of-champions',
    '/apiary',
  ])('%s', (href) => {
    expect(networkOnly(href)).toBe(false);
  });
});

describe('the offline page of a document', () => {
  it('follows the language prefix, Russian by default', () => {
    expect(offlinePath('/')).toBe('/offline/ru.html');
    expect(offlinePath('/games/crash')).toBe('/offline/ru.html');
    expect(offlinePath('/en')).toBe('/offline/en.html');
    expect(offlinePath('/kz/faq')).toBe('/offline/kz.html');
    expect(offlinePath('/english')).toBe('/offline/ru.html');
  });
});

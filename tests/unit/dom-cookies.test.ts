/**
 * @jest-environment jsdom
 */
import { readCookie, removeCookie, writeCookie } from '@/lib/dom/cookies';

/**
 * `lib/dom/cookies.ts`, the page's cookies without a library: values round-trip through the
 * encoding the server's cookies use, a name is matched whole, and a removal removes.
 */
describe('the page cookies', () => {
  afterEach(() => {
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  });

  it('reads back what it wrote, encoded as the server encodes', () => {
    writeCookie('promo', 'WELCOME 100%; ok', 60);
    expect(document.cookie).toContain('promo=WELCOME%20100%25%3B%20ok');
    expect(readCookie('promo')).toBe('WELCOME 100%; ok');
  });

  it('reads a cookie the server wrote, and gives a malformed escape as it came', () => {
    document.cookie = 'stag=a%2Fb; Path=/';
    document.cookie = 'odd=100%; Path=/';
    expect(readCookie('stag')).toBe('a/b');
    expect(readCookie('odd')).toBe('100%');
  });

  it('matches the whole name, not a prefix or a suffix', () => {
    document.cookie = 'bearerToken=long; Path=/';
    document.cookie = 'xtoken=other; Path=/';
    expect(readCookie('token')).toBeUndefined();
    writeCookie('token', 't1', 60);
    expect(readCookie('token')).toBe('t1');
    expect(readCookie('bearerToken')).toBe('long');
  });

  it('removes a cookie, and answers undefined for one it never had', () => {
    writeCookie('adBonusModal', '1', 60);
    removeCookie('adBonusModal');
    expect(readCookie('adBonusModal')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });

  it('writes the site-wide, same-site attributes, and no Secure on plain HTTP', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    writeCookie('currency', 'KZT', 3600);
    expect(spy).toHaveBeenLastCalledWith('currency=KZT; Path=/; Max-Age=3600; SameSite=Lax');
    spy.mockRestore();
  });
});

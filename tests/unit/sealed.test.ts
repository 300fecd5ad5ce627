import { deriveKey, open, seal } from '@/server/lib/sealed';

const key = deriveKey(new TextEncoder().encode('a-secret-of-at-least-32-characters!'), 'test/v1');

describe('seal and open', () => {
  it('opens what it sealed, and never shows the plain text in the sealed form', () => {
    const sealed = seal(key, '4111111111111111', 'payout:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('4111');
    expect(open(key, sealed, 'payout:1')).toBe('4111111111111111');
    // A new IV each time: the same number seals differently.
    expect(seal(key, '4111111111111111', 'payout:1')).not.toBe(sealed);
  });

  it('refuses another key, another context, a changed byte and a malformed value', () => {
    const sealed = seal(key, '4111111111111111', 'payout:1');
    const other = deriveKey(new TextEncoder().encode('a-secret-of-at-least-32-characters!'), 'x');
    expect(() => open(other, sealed, 'payout:1')).toThrow();
    expect(() => open(key, sealed, 'payout:2')).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      open(key, [version, iv, flipped.toString('base64url'), tag].join('.'), 'payout:1'),
    ).toThrow();
    expect(() => open(key, 'v1.abc', 'payout:1')).toThrow('not a sealed value');
  });
});

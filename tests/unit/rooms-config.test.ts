import { QUICKNET } from '@/lib/games/rooms/drand';
import { ConfigError, loadConfig } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';

const production = {
  NODE_ENV: 'production',
  SPORTS_FEED: 'off',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
  CAPTCHA: 'off',
};
const development = {
  ...production,
  NODE_ENV: 'development',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
};

describe('the rooms\u2019 entropy (ROOMS_ENTROPY, DRAND_*)', () => {
  it('draws from drand for real money, and from crash with development tools unless told', () => {
    expect(loadConfig(production).roomsEntropy).toEqual({
      kind: 'drand',
      url: 'https://api.drand.sh',
      chain: QUICKNET,
    });
    expect(loadConfig({ ...production, ROOMS_ENTROPY: 'crash' }).roomsEntropy).toEqual({
      kind: 'crash',
    });
    expect(loadConfig(development).roomsEntropy).toEqual({ kind: 'crash' });
    expect(
      loadConfig({ ...production, DEV_TOOLS: '1', ALLOW_TEST_MONEY: '1' }).roomsEntropy,
    ).toEqual({
      kind: 'crash',
    });
  });

  it('draws from quicknet through api.drand.sh, its key and timing pinned', () => {
    expect(loadConfig({ ...production, ROOMS_ENTROPY: 'drand' }).roomsEntropy).toEqual({
      kind: 'drand',
      url: 'https://api.drand.sh',
      chain: QUICKNET,
    });
    // Setting a relay is enough to choose drand.
    expect(
      loadConfig({ ...production, DRAND_URL: 'https://drand.cloudflare.com/' }).roomsEntropy,
    ).toEqual({ kind: 'drand', url: 'https://drand.cloudflare.com', chain: QUICKNET });
  });

  it('refuses a key that is not quicknet\u2019s, and another chain without its key and timing', () => {
    expect(() =>
      loadConfig({ ...production, ROOMS_ENTROPY: 'drand', DRAND_PUBLIC_KEY: 'ab'.repeat(96) }),
    ).toThrow(/DRAND_PUBLIC_KEY: is not quicknet/);
    expect(() =>
      loadConfig({ ...production, ROOMS_ENTROPY: 'drand', DRAND_CHAIN_HASH: 'cd'.repeat(32) }),
    ).toThrow(/DRAND_PUBLIC_KEY: required for a drand chain other than quicknet/);
    expect(() => loadConfig({ ...production, DRAND_PUBLIC_KEY: 'not hex' })).toThrow(ConfigError);
    const other = {
      ...production,
      ROOMS_ENTROPY: 'drand',
      DRAND_CHAIN_HASH: 'CD'.repeat(32),
      DRAND_PUBLIC_KEY: 'ab'.repeat(96),
      DRAND_GENESIS: '1700000000',
      DRAND_PERIOD: '30',
    };
    expect(loadConfig(other).roomsEntropy).toMatchObject({
      chain: {
        hash: 'cd'.repeat(32),
        publicKey: 'ab'.repeat(96),
        genesis: 1_700_000_000,
        period: 30,
      },
    });
  });

  it('serves the stand-in only with development tools, its key derived from AUTH_SECRET', () => {
    expect(() => loadConfig({ ...production, ROOMS_ENTROPY: 'sandbox' })).toThrow(
      /ROOMS_ENTROPY: the sandbox beacon/,
    );
    const first = loadConfig({ ...development, ROOMS_ENTROPY: 'sandbox' }).roomsEntropy;
    expect(first).toMatchObject({ kind: 'sandbox', url: 'http://localhost:3000/api/dev/drand' });
    const again = loadConfig({ ...development, ROOMS_ENTROPY: 'sandbox' }).roomsEntropy;
    const other = loadConfig({
      ...development,
      ROOMS_ENTROPY: 'sandbox',
      AUTH_SECRET: 'another-secret-of-at-least-32-characters',
    }).roomsEntropy;
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });
});

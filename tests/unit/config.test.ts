import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';

const secret = 'a-production-secret-of-at-least-32-chars';
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: secret,
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
};

describe('loadConfig', () => {
  it('requires AUTH_SECRET in production and says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required/);
  });

  it('requires FINGERPRINT_PRIVATE_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(
      /FINGERPRINT_PRIVATE_KEY: required in production/,
    );
  });

  it('refuses a FINGERPRINT_PRIVATE_KEY that is not a P-256 private JWK', () => {
    const { d: _d, ...publicOnly } = JSON.parse(production.FINGERPRINT_PRIVATE_KEY); // eslint-disable-line @typescript-eslint/no-unused-vars
    const otherKey = JSON.parse(generateFingerprintKeyJson());
    for (const bad of [
      'not json',
      JSON.stringify(publicOnly),
      JSON.stringify({ kty: 'oct', k: 'c2VjcmV0' }),
      JSON.stringify({ ...otherKey, crv: 'P-384' }),
      JSON.stringify({ ...otherKey, d: 'AAAA' }),
      JSON.stringify({ ...otherKey, x: publicOnly.x, y: publicOnly.y }),
    ]) {
      expect(() => loadConfig({ ...production, FINGERPRINT_PRIVATE_KEY: bad })).toThrow(
        /FINGERPRINT_PRIVATE_KEY: /,
      );
    }
  });

  it('reads the fingerprint key and names it by its thumbprint', () => {
    const { fingerprintKey } = loadConfig(production);
    const { x, y } = JSON.parse(production.FINGERPRINT_PRIVATE_KEY);
    expect(fingerprintKey.publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x, y });
    expect(fingerprintKey.kid).toMatch(/^[\w-]{43}$/);
    expect(loadConfig(production).fingerprintKey.kid).toBe(fingerprintKey.kid);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'short',
        FINGERPRINT_PRIVATE_KEY: '{}',
        DATABASE_URL: 'mysql://localhost/db',
        ACCESS_TOKEN_TTL_S: 'soon',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/AUTH_SECRET/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/ACCESS_TOKEN_TTL_S/);
    expect(message).toMatch(/FINGERPRINT_PRIVATE_KEY/);
  });

  it('makes a development secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(Buffer.from(first.authSecret).toString()).toBe(
      Buffer.from(second.authSecret).toString(),
    );
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toHaveLength(64);
    expect(first.devTools).toBe(true);
  });

  it('makes a development fingerprint key once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.fingerprintKey).toEqual(first.fingerprintKey);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'fingerprint-key.json'), 'utf8'));
    expect(stored).toMatchObject({ kty: 'EC', crv: 'P-256', d: expect.any(String) });
    expect(stored.x).toBe(first.fingerprintKey.publicJwk.x);
  });

  it('keeps dev tools off in production unless a test harness asks', () => {
    expect(loadConfig(production).devTools).toBe(false);
    expect(loadConfig({ ...production, DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('treats empty variables as unset and adds the site origin to the allowed origins', () => {
    const config = loadConfig({
      ...production,
      DATABASE_URL: '',
      NEXT_PUBLIC_SITE_URL: 'https://casino.example/',
      ALLOWED_ORIGINS: 'https://mirror.example, https://casino.kz',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteUrl).toBe('https://casino.example');
    expect(config.allowedOrigins).toEqual([
      'https://casino.example',
      'https://mirror.example',
      'https://casino.kz',
    ]);
  });

  it('reads the geo settings: Cloudflare header and no blocked country by default', () => {
    expect(loadConfig(production).geo).toEqual({
      countryHeader: 'cf-ipcountry',
      blockedCountries: [],
    });
    const config = loadConfig({
      ...production,
      GEO_COUNTRY_HEADER: 'X-Country-Code',
      GEO_BLOCKED_COUNTRIES: ' by, UA ,,ua',
    });
    expect(config.geo).toEqual({ countryHeader: 'x-country-code', blockedCountries: ['BY', 'UA'] });
  });

  it('refuses blocked countries that are not ISO 3166-1 alpha-2 codes, naming them', () => {
    for (const bad of ['USA', 'RU,QQ', 'U1', 'Russia']) {
      expect(() => loadConfig({ ...production, GEO_BLOCKED_COUNTRIES: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...production, GEO_BLOCKED_COUNTRIES: 'BY,USA,QQ' })).toThrow(
      /GEO_BLOCKED_COUNTRIES: not ISO 3166-1 alpha-2 country codes: USA, QQ/,
    );
  });

  it('refuses a GEO_COUNTRY_HEADER that is not a header name', () => {
    expect(() => loadConfig({ ...production, GEO_COUNTRY_HEADER: 'cf ipcountry:' })).toThrow(
      /GEO_COUNTRY_HEADER: must be an HTTP header name/,
    );
  });
});

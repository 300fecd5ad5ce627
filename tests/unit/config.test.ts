import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/server/config';

const secret = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('requires AUTH_SECRET in production and says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required/);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'short',
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

  it('keeps dev tools off in production unless a test harness asks', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).devTools).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DEV_TOOLS: '1' }).devTools,
    ).toBe(true);
  });

  it('treats empty variables as unset and adds the site origin to the allowed origins', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
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
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, SPORTS_SIM_DEV_SEED } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sports-config-'));

const production = {
  DATA_DIR,
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
  SANDBOX_PSP_ENABLED: '0',
  SANDBOX_RGS_ENABLED: '0',
};

describe('config.sports', () => {
  it('runs the simulated feed by default, with faults in development only', () => {
    const dev = loadConfig({ NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(32), DATA_DIR });
    expect(dev.sports).toEqual({
      feed: 'sim',
      simSeed: SPORTS_SIM_DEV_SEED,
      simSpeed: 11,
      simFaults: true,
    });
    const test = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR });
    expect(test.sports.simFaults).toBe(false);
  });

  it('never uses the public development seed in production unless told to', () => {
    const config = loadConfig(production);
    expect(config.sports.simSeed).not.toBe(SPORTS_SIM_DEV_SEED);
    expect(config.sports.simSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(production).sports.simSeed).toBe(config.sports.simSeed);
    expect(config.sports.simFaults).toBe(false);
  });

  it('reads the variables and refuses bad ones', () => {
    const config = loadConfig({
      ...production,
      SPORTS_FEED: 'off',
      SPORTS_SIM_SEED: 'a-seed-of-sixteen-or-more',
      SPORTS_SIM_SPEED: '60',
      SPORTS_SIM_FAULTS: '1',
    });
    expect(config.sports).toEqual({
      feed: 'off',
      simSeed: 'a-seed-of-sixteen-or-more',
      simSpeed: 60,
      simFaults: true,
    });
    expect(() => loadConfig({ ...production, SPORTS_FEED: 'uof' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SPORTS_SIM_SPEED: '-1' })).toThrow(/SPORTS_SIM_SPEED/);
    expect(() => loadConfig({ ...production, SPORTS_SIM_SEED: 'short' })).toThrow(
      /SPORTS_SIM_SEED/,
    );
  });
});

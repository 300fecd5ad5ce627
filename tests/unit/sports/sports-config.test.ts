import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, LOCAL_BROKER, SPORTS_SIM_DEV_SEED } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sports-config-'));

const production = {
  DATA_DIR,
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
  SANDBOX_PSP_ENABLED: '0',
  SANDBOX_RGS_ENABLED: '0',
  SPORTS_FEED: 'off',
  CAPTCHA: 'off',
};

describe('config.sports', () => {
  it('runs the simulated feed by default, with faults in development only', () => {
    const dev = loadConfig({ NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(32), DATA_DIR });
    expect(dev.sports).toEqual({
      feed: 'sim',
      simSeed: SPORTS_SIM_DEV_SEED,
      simSpeed: 11,
      simFaults: true,
      simBroker: LOCAL_BROKER,
      uof: null,
    });
    const test = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR });
    expect(test.sports.simFaults).toBe(false);
    expect(test.sports.simBroker).toBeNull();
  });

  it('never uses the public development seed in production unless told to', () => {
    const config = loadConfig(production);
    expect(config.sports.simSeed).not.toBe(SPORTS_SIM_DEV_SEED);
    expect(config.sports.simSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(production).sports.simSeed).toBe(config.sports.simSeed);
    expect(config.sports.simFaults).toBe(false);
  });

  it('refuses the simulated feed in production unless test money is allowed, naming it', () => {
    const sim = { ...production, SPORTS_FEED: 'sim' };
    expect(() => loadConfig(sim)).toThrow(/SPORTS_FEED=sim .*refused in production/);
    expect(loadConfig({ ...sim, ALLOW_TEST_MONEY: '1' }).sports.feed).toBe('sim');
    // Every stand-in is named, each on its line.
    expect(() => loadConfig({ ...sim, DEV_TOOLS: '1', NOWPAYMENTS_STAND_IN: '1' })).toThrow(
      /DEV_TOOLS: .*\n(.*\n)*.*NOWPAYMENTS_STAND_IN: .*\n.*SPORTS_FEED=sim/,
    );
  });

  it('takes Betradar\u2019s feed with its broker and token, naming what is missing', () => {
    expect(() => loadConfig({ ...production, SPORTS_FEED: 'uof' })).toThrow(
      /UOF_AMQP_URL: required with SPORTS_FEED=uof\n {2}UOF_ACCESS_TOKEN: required/,
    );
    const config = loadConfig({
      ...production,
      SPORTS_FEED: 'uof',
      UOF_AMQP_URL: 'amqps://token:@mq.betradar.com:5671/unifiedfeed/12345',
      UOF_ACCESS_TOKEN: 'token',
      UOF_NODE_ID: '7',
    });
    expect(config.sports.uof).toEqual({
      amqpUrl: 'amqps://token:@mq.betradar.com:5671/unifiedfeed/12345',
      apiUrl: 'https://api.betradar.com',
      token: 'token',
      nodeId: 7,
    });
    expect(
      loadConfig({
        NODE_ENV: 'development',
        AUTH_SECRET: 'x'.repeat(32),
        DATA_DIR,
        SPORTS_SIM_BROKER: 'off',
      }).sports.simBroker,
    ).toBeNull();
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
      simBroker: null,
      uof: null,
    });
    expect(() => loadConfig({ ...production, SPORTS_FEED: 'betfair' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SPORTS_SIM_SPEED: '-1' })).toThrow(/SPORTS_SIM_SPEED/);
    expect(() => loadConfig({ ...production, SPORTS_SIM_SEED: 'short' })).toThrow(
      /SPORTS_SIM_SEED/,
    );
  });
});

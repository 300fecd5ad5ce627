import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/server/config';
import { SANDBOX_RGS_DEV_SECRET } from '@/server/casino-config';
import { sandboxRgsSigning } from '@/server/services/casino/connections';
import { signHub88, verifyHub88 } from '@/server/services/casino/protocols/hub88/signature';
import { GIS_CONNECTIONS, HUB88_CONNECTIONS } from '@/server/services/casino/connections';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return {
    private: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    public: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const base = {
  SPORTS_FEED: 'off',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
};

describe('casino connections from the environment', () => {
  it('turns Hub88 and Slotegrator on with all their variables, PEM with escaped line breaks too', () => {
    const ours = pair();
    const theirs = pair();
    const config = loadConfig({
      ...base,
      NODE_ENV: 'test',
      HUB88_API_URL: 'https://api.hub88.example/operator/generic/v2/',
      HUB88_OPERATOR_ID: '42',
      HUB88_PRIVATE_KEY: ours.private.replace(/\n/g, '\\n'),
      HUB88_PUBLIC_KEY: theirs.public,
      SLOTEGRATOR_API_URL: 'https://gis.example/api/index.php/v1',
      SLOTEGRATOR_MERCHANT_ID: 'merchant',
      SLOTEGRATOR_MERCHANT_KEY: 'merchant-key',
    });
    expect(config.casino.hub88?.apiUrl).toBe('https://api.hub88.example/operator/generic/v2');
    const hub88 = HUB88_CONNECTIONS.find((entry) => entry.path === 'hub88')!.of(config)!;
    const signed = signHub88('{}', theirs.private);
    expect(verifyHub88('{}', signed, hub88.callerKey())).toBe(true);
    expect(verifyHub88('{}', signHub88('{}', ours.private), hub88.callerKey())).toBe(false);
    const gis = GIS_CONNECTIONS.find((entry) => entry.path === 'slotegrator')!.of(config)!;
    expect(gis.merchant).toMatchObject({ merchantId: 'merchant', merchantKey: 'merchant-key' });
  });

  it('leaves a connection off without its variables, and names the missing ones of a half', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'test' });
    expect(config.casino.hub88).toBeNull();
    expect(config.casino.slotegrator).toBeNull();
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'test', HUB88_API_URL: 'https://api.hub88.example' }),
    ).toThrow(/HUB88_OPERATOR_ID: required with HUB88_API_URL/);
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'test', SLOTEGRATOR_MERCHANT_KEY: 'merchant-key' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', HUB88_PUBLIC_KEY: 'not a key' })).toThrow(
      /HUB88_PUBLIC_KEY: must be a public key in PEM/,
    );
  });

  it('runs the sandbox with development tools only, its key made once on first use', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-config-'));
    const config = loadConfig({ ...base, NODE_ENV: 'test', DATA_DIR: dataDir });
    const signing = sandboxRgsSigning(config)!;
    expect(signing.gis.merchantKey).toBe(SANDBOX_RGS_DEV_SECRET);
    const stored = readFileSync(path.join(dataDir, 'sandbox-rgs-key.pem'), 'utf8');
    const again = sandboxRgsSigning(loadConfig({ ...base, NODE_ENV: 'test', DATA_DIR: dataDir }))!;
    expect(again.hub88PrivateKey.export({ type: 'pkcs8', format: 'pem' })).toBe(stored);
    const sandbox = HUB88_CONNECTIONS.find((entry) => entry.path === 'sandbox/hub88')!.of(config)!;
    expect(verifyHub88('{}', signHub88('{}', signing.hub88PrivateKey), sandbox.callerKey())).toBe(
      true,
    );

    const production = { ...base, NODE_ENV: 'production', CAPTCHA: 'off' };
    expect(sandboxRgsSigning(loadConfig(production))).toBeNull();
    expect(() => loadConfig({ ...production, SANDBOX_RGS_ENABLED: '1' })).toThrow(
      /SANDBOX_RGS_ENABLED .*ALLOW_TEST_MONEY/,
    );
    expect(() =>
      loadConfig({ ...production, SANDBOX_RGS_ENABLED: '1', ALLOW_TEST_MONEY: '1' }),
    ).toThrow(/SANDBOX_RGS_PRIVATE_KEY: required in production/);
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';
import { siteUrlProblem } from '@/server/lib/site-url';
import { captureLogs } from '@/tests/support/logs';

const secret = 'a-production-secret-of-at-least-32-chars';
const production = {
  NODE_ENV: 'production',
  SPORTS_FEED: 'off',
  AUTH_SECRET: secret,
  FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
  // Said outright: a production start without reCAPTCHA's keys is refused (captcha below).
  CAPTCHA: 'off',
};

describe('loadConfig', () => {
  it('requires AUTH_SECRET in production and says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SPORTS_FEED: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SPORTS_FEED: 'off' })).toThrow(
      /AUTH_SECRET: required/,
    );
  });

  it('requires FINGERPRINT_PRIVATE_KEY in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SPORTS_FEED: 'off', AUTH_SECRET: secret }),
    ).toThrow(/FINGERPRINT_PRIVATE_KEY: required in production/);
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
    const logs = captureLogs();
    expect(loadConfig({ ...production, DEV_TOOLS: '1', ALLOW_TEST_MONEY: '1' }).devTools).toBe(
      true,
    );
    logs.stop();
  });

  describe('test money in production', () => {
    const sandboxSecret = { SANDBOX_PSP_SECRET: 'a-sandbox-secret-0123' };
    const testMoney = {
      DEV_TOOLS: { DEV_TOOLS: '1' },
      'the sandbox provider': { SANDBOX_PSP_ENABLED: '1', ...sandboxSecret },
      both: { DEV_TOOLS: '1', SANDBOX_PSP_ENABLED: 'true', ...sandboxSecret },
    };
    let logs: ReturnType<typeof captureLogs>;
    beforeEach(() => {
      logs = captureLogs();
    });
    afterEach(() => logs.stop());

    it.each(Object.entries(testMoney))('refuses to start with %s on', (_, env) => {
      expect(() => loadConfig({ ...production, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, ...env })).toThrow(
        /refused in production \(ALLOW_TEST_MONEY=1 for a test harness\)/,
      );
      expect(() => loadConfig({ ...production, ...env, ALLOW_TEST_MONEY: '0' })).toThrow(
        ConfigError,
      );
      expect(logs.lines).toEqual([]);
    });

    it('names what is on', () => {
      expect(() => loadConfig({ ...production, DEV_TOOLS: '1' })).toThrow(
        /DEV_TOOLS: the dev login provider signs in as any account.*\n.*SANDBOX_PSP_ENABLED/,
      );
      expect(() =>
        loadConfig({ ...production, DEV_TOOLS: '1', SANDBOX_PSP_ENABLED: '0' }),
      ).not.toThrow(/SANDBOX_PSP_ENABLED/);
    });

    it.each(Object.entries(testMoney))(
      'starts with %s on when ALLOW_TEST_MONEY=1, warning once',
      (_, env) => {
        const config = loadConfig({ ...production, ...env, ALLOW_TEST_MONEY: '1' });
        expect(config.sandboxPsp).not.toBeNull();
        expect(logs.lines).toEqual([
          expect.objectContaining({
            level: 'warn',
            msg: expect.stringMatching(/^TEST MONEY/),
            problems: expect.arrayContaining([expect.stringMatching(/^SANDBOX_PSP_ENABLED/)]),
          }),
        ]);
      },
    );

    it('is silent without test money, and outside production', () => {
      loadConfig(production);
      loadConfig({ ...production, ALLOW_TEST_MONEY: '1' });
      loadConfig({
        NODE_ENV: 'test',
        DEV_TOOLS: '1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')),
      });
      expect(logs.lines).toEqual([]);
    });
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

  it('points the links it builds at the port the site listens on when no origin is set', () => {
    expect(loadConfig(production).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...production, PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
    expect(() => loadConfig({ ...production, PORT: 'http' })).toThrow(/PORT:/);
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

  it('trusts no proxy by default: the client is the socket peer', () => {
    expect(loadConfig(production).proxy).toEqual({ ranges: [], hops: 0, clientIpHeader: null });
  });

  it('reads TRUSTED_PROXIES, TRUSTED_PROXY_HOPS and CLIENT_IP_HEADER', () => {
    const { proxy } = loadConfig({
      ...production,
      TRUSTED_PROXIES: 'loopback, 173.245.48.0/20, 2400:cb00::/32',
      TRUSTED_PROXY_HOPS: '1',
      CLIENT_IP_HEADER: 'CF-Connecting-IP',
    });
    expect(proxy.ranges).toHaveLength(4);
    expect(proxy.hops).toBe(1);
    expect(proxy.clientIpHeader).toBe('cf-connecting-ip');
  });

  it('refuses proxies, hop counts and header names it cannot read, naming them', () => {
    expect(() =>
      loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/8, cloudflare, 1.2.3.4/33' }),
    ).toThrow(/TRUSTED_PROXIES: not IP addresses, CIDR ranges.*: cloudflare, 1\.2\.3\.4\/33/);
    for (const hops of ['-1', 'one', '1.5', '99']) {
      expect(() => loadConfig({ ...production, TRUSTED_PROXY_HOPS: hops })).toThrow(
        /TRUSTED_PROXY_HOPS: /,
      );
    }
    expect(() => loadConfig({ ...production, CLIENT_IP_HEADER: 'x real ip' })).toThrow(
      /CLIENT_IP_HEADER: must be an HTTP header name/,
    );
  });

  it('refuses to start with TRUST_PROXY on, saying what replaced it', () => {
    for (const value of ['true', '1', 'yes']) {
      expect(() => loadConfig({ ...production, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: removed.*TRUSTED_PROXIES.*TRUSTED_PROXY_HOPS.*CLIENT_IP_HEADER/,
      );
    }
  });

  it('only warns about TRUST_PROXY off, which asked for what is now the default', () => {
    const logs = captureLogs();
    try {
      expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).proxy.ranges).toEqual([]);
      expect(logs.lines).toEqual([
        expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/TRUST_PROXY/) }),
      ]);
    } finally {
      logs.stop();
    }
  });

  describe('crash', () => {
    it('is off in production until both the chain secret and the salt are set', () => {
      expect(loadConfig(production).crash).toBeNull();
      expect(loadConfig({ ...production, CRASH_SALT: 'block-hash' }).crash).toBeNull();
      const secret = 'c'.repeat(64);
      expect(
        loadConfig({ ...production, CRASH_CHAIN_SECRET: secret, CRASH_SALT: 'block-hash' }).crash,
      ).toEqual({
        secret,
        length: 1_000_000,
        salt: 'block-hash',
        engine: true,
        saltSource: { kind: 'unstated' },
      });
      expect(() => loadConfig({ ...production, CRASH_CHAIN_SECRET: 'short' })).toThrow(
        /CRASH_CHAIN_SECRET/,
      );
    });

    it('reads what fixed the salt: a block as <network>:<height>, else the operator’s words', () => {
      const chain = (source: string | undefined) =>
        loadConfig({
          ...production,
          CRASH_CHAIN_SECRET: 'c'.repeat(64),
          CRASH_SALT: 'block-hash',
          CRASH_SALT_SOURCE: source,
        }).crash!.saltSource;
      expect(chain('bitcoin:840000')).toEqual({
        kind: 'block',
        network: 'bitcoin',
        height: 840000,
      });
      expect(chain(' drand quicknet round 1234, announced at https://example.test/post ')).toEqual({
        kind: 'event',
        description: 'drand quicknet round 1234, announced at https://example.test/post',
      });
      expect(chain('drand:1234')).toEqual({ kind: 'event', description: 'drand:1234' });
      // The development salt is known to anyone, whatever the operator says of it.
      expect(
        loadConfig({
          ...production,
          CRASH_CHAIN_SECRET: 'c'.repeat(64),
          CRASH_SALT: 'arcada-development-salt',
          CRASH_SALT_SOURCE: 'bitcoin:840000',
        }).crash!.saltSource,
      ).toEqual({ kind: 'development' });
    });

    it('derives a development chain from the development secret, the same on every start', () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).crash;
      const second = loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        CRASH_ENGINE: '0',
      }).crash;
      expect(first).toMatchObject({
        salt: 'arcada-development-salt',
        engine: true,
        saltSource: { kind: 'development' },
      });
      expect(first!.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toMatchObject({ secret: first!.secret, engine: false });
    });
  });
});

describe('siteUrlProblem', () => {
  it('warns a production start without a public origin, not a development one', () => {
    expect(siteUrlProblem({ NODE_ENV: 'production' }, 3100)).toMatch(
      /NEXT_PUBLIC_SITE_URL is not set: .*http:\/\/localhost:3100/,
    );
    expect(siteUrlProblem({ NODE_ENV: 'development' }, 3100)).toBeNull();
  });

  it('warns when the origin names this machine at another port', () => {
    expect(siteUrlProblem({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }, 3100)).toMatch(
      /listens on port 3100/,
    );
    expect(siteUrlProblem({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1' }, 3100)).toMatch(/3100/);
    expect(siteUrlProblem({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100/' }, 3100)).toBeNull();
  });

  it('leaves a site bound to the loopback alone: a balancer on this machine owns the port', () => {
    const source = { NEXT_PUBLIC_SITE_URL: 'http://localhost:8000', HOST: '127.0.0.1' };
    expect(siteUrlProblem(source, 8001)).toBeNull();
  });

  it('leaves a public origin alone: a proxy in front listens on another port', () => {
    expect(siteUrlProblem({ NEXT_PUBLIC_SITE_URL: 'https://casino.example' }, 3000)).toBeNull();
  });
});

describe('the captcha', () => {
  const { CAPTCHA: _off, ...withoutCaptcha } = production; // eslint-disable-line @typescript-eslint/no-unused-vars

  it('refuses a production start without reCAPTCHA\u2019s keys unless told CAPTCHA=off', () => {
    expect(() => loadConfig(withoutCaptcha)).toThrow(
      /RECAPTCHA_SITE_KEY: required for the captcha/,
    );
    expect(() => loadConfig(withoutCaptcha)).toThrow(/RECAPTCHA_SECRET_KEY: required/);
    expect(loadConfig(production).captcha).toBeNull();
  });

  it('runs reCAPTCHA with its keys, Google\u2019s endpoints and the default thresholds', () => {
    const config = loadConfig({
      ...withoutCaptcha,
      RECAPTCHA_SITE_KEY: 'site-key-0123456789',
      RECAPTCHA_SECRET_KEY: 'secret-key-0123456789',
      RECAPTCHA_MIN_SCORES: 'register=0.7',
      RECAPTCHA_HOSTNAMES: 'App.Casino.example, casino.app',
    });
    expect(config.captcha).toEqual({
      kind: 'recaptcha',
      siteKey: 'site-key-0123456789',
      secretKey: 'secret-key-0123456789',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      minScores: { register: 0.7, login: 0.3, forgot: 0.5, promo: 0.5 },
      hostnames: ['app.casino.example', 'casino.app'],
    });
  });

  it('names a threshold it cannot read', () => {
    expect(() => loadConfig({ ...production, RECAPTCHA_MIN_SCORES: 'signup=0.5' })).toThrow(
      /"signup=0.5" is not <action>=<0…1>/,
    );
    expect(() => loadConfig({ ...production, RECAPTCHA_MIN_SCORES: 'login=2' })).toThrow(
      /"login=2"/,
    );
  });

  it('runs the sandbox with development tools, and never without them', () => {
    const dev = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')),
    });
    expect(dev.captcha).toMatchObject({
      kind: 'sandbox',
      verifyUrl: 'http://localhost:3000/api/dev/recaptcha/siteverify',
      scriptUrl: 'dev/recaptcha/api.js',
    });
    expect(() => loadConfig({ ...production, CAPTCHA: 'sandbox' })).toThrow(
      /CAPTCHA: the sandbox passes any robot/,
    );
  });
});

import { RECAPTCHA_FRAME_SOURCES } from '@/lib/captcha/recaptcha';
import { fingerprintProSources } from '@/lib/fingerprint/pro-config';
import {
  createNonce,
  pageContentSecurityPolicy,
  parseOrigins,
  scriptOrigins,
  type PagePolicyOptions,
} from '@/lib/security/content-security-policy';

const PRODUCTION: PagePolicyOptions = {
  nonce: 'bm9uY2Utb2YtdGhlLXRlc3Q=',
  isDevelopment: false,
  https: true,
  apiOrigins: ['https://api.casino.example'],
  gameProviderOrigins: [],
  captcha: false,
};

/** The policy as a map of directive → its sources, in order. */
function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the page policy', () => {
  it('runs only scripts with the nonce, and what they load', () => {
    const policy = directives(pageContentSecurityPolicy(PRODUCTION));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2Utb2YtdGhlLXRlc3Q='",
      "'strict-dynamic'",
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('connects to its own origin (the /ingest analytics) and the API host only', () => {
    const policy = directives(pageContentSecurityPolicy(PRODUCTION));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.casino.example']);
    const sameOrigin = pageContentSecurityPolicy({
      ...PRODUCTION,
      apiOrigins: ['https://casino.example', 'https://casino.example'],
    });
    expect(directives(sameOrigin).get('connect-src')).toEqual(["'self'", 'https://casino.example']);
  });

  it('frames nothing until game providers or the captcha are configured', () => {
    expect(directives(pageContentSecurityPolicy(PRODUCTION)).get('frame-src')).toEqual(["'none'"]);
    const configured = pageContentSecurityPolicy({
      ...PRODUCTION,
      gameProviderOrigins: ['https://games.provider.example', 'https://live.provider.example'],
      captcha: true,
    });
    expect(directives(configured).get('frame-src')).toEqual([
      'https://games.provider.example',
      'https://live.provider.example',
      ...RECAPTCHA_FRAME_SOURCES,
    ]);
  });

  it('upgrades insecure sub-resources only outside development and on https pages', () => {
    expect(pageContentSecurityPolicy(PRODUCTION)).toMatch(/; upgrade-insecure-requests$/);
    expect(pageContentSecurityPolicy({ ...PRODUCTION, https: false })).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(pageContentSecurityPolicy({ ...PRODUCTION, isDevelopment: true })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it("allows eval in development only, where React rebuilds server errors' stacks with it", () => {
    expect(pageContentSecurityPolicy(PRODUCTION)).not.toContain('unsafe-eval');
    const development = pageContentSecurityPolicy({
      ...PRODUCTION,
      isDevelopment: true,
      https: false,
    });
    expect(directives(development).get('script-src')).toContain("'unsafe-eval'");
  });

  it('lets no origin from a request header add a directive of its own', () => {
    const policy = pageContentSecurityPolicy({
      ...PRODUCTION,
      apiOrigins: ["https://api.evil.example;script-src 'unsafe-inline'", 'https://a b'],
      gameProviderOrigins: ['https://x.example; frame-ancestors *'],
    });
    expect(policy).not.toContain('evil');
    expect(policy).not.toContain('x.example');
    expect(
      policy.split('; ').filter((directive) => directive.startsWith('script-src')),
    ).toHaveLength(1);
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('the support chat widget', () => {
  it("allows the configured scripts' origins for the widget's calls, frames and fonts only", () => {
    const origins = scriptOrigins([
      'https://chat.example/widget.js?v=2',
      'https://chat-kz.example/kz/widget.js',
      undefined,
    ]);
    expect(origins).toEqual(['https://chat.example', 'https://chat-kz.example']);
    const policy = directives(
      pageContentSecurityPolicy({ ...PRODUCTION, supportChatOrigins: origins }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.casino.example',
      'https://chat.example',
      'https://chat-kz.example',
      'wss://chat.example',
      'wss://chat-kz.example',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://chat.example', 'https://chat-kz.example']);
    expect(policy.get('font-src')).toEqual([
      "'self'",
      'https://chat.example',
      'https://chat-kz.example',
    ]);
    // Scripts still need the nonce or a trusted loader; the hosts serve CSP 2 browsers only.
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${PRODUCTION.nonce}'`,
      "'strict-dynamic'",
      'https://chat.example',
      'https://chat-kz.example',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('leaves out a script that is not https (http only on a loopback stand-in)', () => {
    const reported: string[] = [];
    const origins = scriptOrigins(
      ['http://chat.example/widget.js', 'http://127.0.0.1:4100/widget.js', 'not a url'],
      (entry) => reported.push(entry),
    );
    expect(origins).toEqual(['http://127.0.0.1:4100']);
    expect(reported).toEqual(['http://chat.example/widget.js', 'not a url']);
  });
});

describe('Fingerprint Pro (fp2)', () => {
  const KEY = { key: 'pub-key', region: '', endpoint: '' };

  it('adds nothing while no key is set', () => {
    expect(fingerprintProSources({ ...KEY, key: '' })).toBeNull();
    expect(
      pageContentSecurityPolicy({
        ...PRODUCTION,
        fingerprintPro: fingerprintProSources({ ...KEY, key: '' }),
      }),
    ).toBe(pageContentSecurityPolicy(PRODUCTION));
  });

  it("with a key, allows the agent's script and Fingerprint's API in every region", () => {
    const policy = directives(
      pageContentSecurityPolicy({ ...PRODUCTION, fingerprintPro: fingerprintProSources(KEY) }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${PRODUCTION.nonce}'`,
      "'strict-dynamic'",
      'https://fpnpmcdn.net',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.casino.example',
      'https://api.fpjs.io',
      'https://*.api.fpjs.io',
    ]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('calls only the own endpoint when one is set, an https one', () => {
    const sources = fingerprintProSources({
      ...KEY,
      endpoint: 'https://metrics.casino.example/fp?region=eu',
    });
    expect(sources?.connects).toEqual(['https://metrics.casino.example']);
    expect(
      fingerprintProSources({ ...KEY, endpoint: 'http://metrics.casino.example' })?.connects,
    ).toEqual(['https://api.fpjs.io', 'https://*.api.fpjs.io']);
  });

  it('lets no configured source add a directive of its own', () => {
    const policy = pageContentSecurityPolicy({
      ...PRODUCTION,
      fingerprintPro: {
        scripts: ["https://evil.example; script-src 'unsafe-inline'"],
        connects: ['https://*.evil.example; frame-ancestors *', 'https://*'],
      },
    });
    expect(policy).not.toContain('evil');
    expect(directives(policy).get('connect-src')).toEqual([
      "'self'",
      'https://api.casino.example',
    ]);
  });
});

describe('nonces', () => {
  it('are 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('GAME_PROVIDER_ORIGINS', () => {
  it('is empty by default', () => {
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' , ')).toEqual([]);
  });

  it('keeps https origins, trimmed, reduced to the origin and without repeats', () => {
    expect(
      parseOrigins(
        ' https://Games.Provider.example , https://live.provider.example:8443/,https://games.provider.example',
      ),
    ).toEqual(['https://games.provider.example', 'https://live.provider.example:8443']);
  });

  it('leaves out and reports what is not an https origin; http only on a loopback host', () => {
    const reported: string[] = [];
    const origins = parseOrigins(
      'http://games.example,https://ok.example,games.example,https://x.example/path,https://u:p@y.example,http://localhost:4100',
      (entry) => reported.push(entry),
    );
    expect(origins).toEqual(['https://ok.example', 'http://localhost:4100']);
    expect(reported).toEqual([
      'http://games.example',
      'games.example',
      'https://x.example/path',
      'https://u:p@y.example',
    ]);
  });
});

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ServiceBases } from '@/lib/api/game-services';
import { SIM_FEED_DEFAULT_SPEED } from '@/lib/constants/sports';
import { gameServiceBases, gameServicesEnvShape } from '@/lib/env/game-services';
import { LOG_LEVELS, type LogLevel } from '@/lib/log/logger';
import { toMinor } from '@/lib/money/units';
import { parseTrustedProxies, type ProxyTrust } from '@/lib/net/client-address';
import type { CrashSaltSource } from '@/lib/schemas/fair';
import {
  casinoConfig,
  casinoConfigProblems,
  casinoEnvSchema,
  type CasinoConfig,
} from './casino-config';
import {
  captchaConfig,
  captchaConfigProblems,
  captchaEnvSchema,
  type CaptchaConfig,
} from './captcha-config';
import {
  kycConfig,
  kycConfigProblems,
  kycEnvSchema,
  kycSandboxOn,
  type KycConfig,
} from './kyc-config';
import { log } from './lib/log';
import {
  nowPaymentsConfig,
  paymentsConfigProblems,
  paymentsEnvSchema,
  type NowPaymentsConfig,
} from './payments-config';
import { deriveKey } from './lib/sealed';
import {
  roomsConfigProblems,
  roomsEntropyConfig,
  roomsEnvSchema,
  type RoomsEntropyConfig,
} from './rooms-config';
import { siteUrlOf } from './lib/site-url';
import {
  generateFingerprintKeyJson,
  parseFingerprintKey,
  type FingerprintKey,
} from './lib/fingerprint-key';

const boolean = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** Comma-separated ISO 3166-1 alpha-2 codes ("RU, kz" → ['RU', 'KZ']); any other code is refused. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const countryList = z.string().transform((value, ctx) => {
  const codes = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const bad = codes.filter((code) => !/^[A-Z]{2}$/.test(code) || !regionNames.of(code));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not ISO 3166-1 alpha-2 country codes: ${bad.join(', ')} (expected e.g. "BY,UA")`,
    });
    return z.NEVER;
  }
  return [...new Set(codes)];
});

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name, e.g. cf-ipcountry')
  .transform((name) => name.toLowerCase());

/** TRUSTED_PROXIES (lib/net/client-address.ts); every entry that is no address or range is named. */
const trustedProxies = z.string().transform((value, ctx) => {
  const { ranges, bad } = parseTrustedProxies(value);
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not IP addresses, CIDR ranges, "loopback" or "private": ${bad.join(', ')} (expected e.g. "10.0.0.0/8, ::1")`,
    });
    return z.NEVER;
  }
  return ranges;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set outside development only for test harnesses (e2e on `next start`): dev outbox, generated secret. */
  DEV_TOOLS: boolean.optional(),
  /**
   * A production build refuses to start with test money (the sandbox payment provider, or
   * DEV_TOOLS and its login-as-anyone provider) unless this says it is a test harness.
   */
  ALLOW_TEST_MONEY: boolean.default(false),
  /** The least level logged: debug, info, warn or error. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * PostgreSQL only: connections of the engines' own pool (`engineDbOf`: crash, the rooms and the
   * sports feed, one each), beside DATABASE_POOL_SIZE's; 0 lets them share the players' pool.
   */
  DATABASE_ENGINE_POOL_SIZE: z.coerce.number().int().min(0).max(10).default(3),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Redis for rate-limit counters shared by instances; without it they live in the database. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Product analytics of the server (posthog-node): the project key (the browser's
   * NEXT_PUBLIC_POSTHOG_KEY when unset) and PostHog's host, which `/ingest` forwards to as well.
   * Without a key the server's analytics are off.
   */
  POSTHOG_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).default('https://eu.i.posthog.com'),
  /** Whether the browser waits for the visitor's opt-in before loading analytics (default: yes). */
  ANALYTICS_CONSENT_REQUIRED: boolean.default(true),
  /**
   * The national self-exclusion register players are checked against (issue 34): `file`, a list
   * kept on disk (JSON lines; Russia's register is published as a list twice a day), `gamstop`
   * (GAMSTOP's API, for a UK deployment), or `off`. Default: `file` with development tools, else off.
   */
  SELF_EXCLUSION_REGISTER: z.enum(['file', 'gamstop', 'off']).optional(),
  /** The `file` register's path (default `DATA_DIR/self-exclusion-register.jsonl`). */
  SELF_EXCLUSION_REGISTER_FILE: z.string().min(1).optional(),
  /** GAMSTOP's endpoint and the operator's key (`X-API-Key`). */
  GAMSTOP_URL: z.url({ protocol: /^https?$/ }).default('https://api.gamstop.co.uk/v2'),
  GAMSTOP_API_KEY: z.string().min(1).optional(),
  /**
   * The support chat widget's script (README, "Support chat"), and the one for Kazakhstan;
   * the page's CSP allows their origins. Unset: the support button shows the contacts panel.
   */
  SUPPORT_CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_CHAT_SCRIPT_URL_KZ: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs bearer tokens; at least 32 characters. Generated once into DATA_DIR in development. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Opens the encrypted fingerprint (`fpp`): an ECDH P-256 private key as JWK JSON; its kid is the
   * public key's SHA-256 thumbprint. Generated once into DATA_DIR in development.
   */
  FINGERPRINT_PRIVATE_KEY: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseFingerprintKey(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(3600),
  /**
   * Seals payout card numbers at rest (AES-256-GCM): 32 bytes, base64 or base64url. Unset, a key
   * is derived from AUTH_SECRET; set it to keep the numbers readable across a rotation of that.
   */
  PAYOUT_DETAILS_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = Buffer.from(value, 'base64');
      if (key.length !== 32) {
        ctx.addIssue({ code: 'custom', message: 'must be 32 bytes in base64' });
        return z.NEVER;
      }
      return new Uint8Array(key);
    })
    .optional(),
  /** The port the site listens on (`npm start`, `next dev`): the default of NEXT_PUBLIC_SITE_URL. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Where players reach the site: the links the server builds (e-mails, the sandbox checkout, game
   * frames and their wallet calls, the social-login origin). Unset: `http://localhost:<PORT>`.
   */
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  /** Extra origins allowed to open the social-login popup (comma-separated), e.g. mirrors. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Single sign-on link handed out by login answers (spec §4); empty means none. */
  SSO_URL: z.url().optional(),
  /** smtp(s)://user:pass@host:port — e-mail goes out through SMTP when set. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Arcada <no-reply@localhost>'),
  /** HTTP SMS gateway (POST JSON {to, text}); SMS goes to the dev outbox when unset. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Social-login providers, JSON array (docs/ARCHITECTURE.md, "Social login"). */
  SOCIAL_PROVIDERS: z.string().default('[]'),
  /** Removed (README, "Trusted proxies"): `checkRemovedTrustProxy` says what replaced it. */
  TRUST_PROXY: z.string().optional(),
  /**
   * Proxies in front whose X-Forwarded-For hops (and CLIENT_IP_HEADER, GEO_COUNTRY_HEADER) are
   * believed: addresses, CIDR ranges, `loopback`, `private`. Empty: the client is the socket's peer.
   */
  TRUSTED_PROXIES: trustedProxies.default([]),
  /** How many proxies are in front, whatever their addresses (a platform whose ranges change). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(16).default(0),
  /** Header in which a trusted proxy states the client's address, e.g. cf-connecting-ip. */
  CLIENT_IP_HEADER: headerName.optional(),
  /** Request header where the trusted proxy puts the visitor's country (Cloudflare's by default). */
  GEO_COUNTRY_HEADER: headerName.default('cf-ipcountry'),
  /** Countries `GET /geo_ip` answers 451 `region_blocked` (spec §8), e.g. "BY,UA". */
  GEO_BLOCKED_COUNTRIES: countryList.default([]),
  /**
   * Bearer token of the operator endpoints (`/operator/*`: funnel report, simple-auth links);
   * at least 32 characters. Unset, those endpoints answer 404.
   */
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Bearer token of `GET /api/metrics` (Prometheus' scraper holds it); at least 24 characters.
   * Unset, the endpoint answers 404.
   */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Four eyes (issue 33): a payout approval, balance adjustment or manual settlement worth at
   * least this much, in major units of the base currency (BASE_CURRENCY, RUB), waits for a second
   * member of staff. The default, 100,000 ₽, is about 1,000 EUR at the starting rates: above a
   * normal player's withdrawal, where a mistake or a dishonest click starts to matter. 0 holds
   * every such action.
   */
  FOUR_EYES_THRESHOLD: z.coerce.number().min(0).max(1_000_000_000_000).default(100_000),
  /**
   * The sandbox payment provider: a checkout page on the site whose Pay button credits the
   * wallet. On by default only with development tools; never turn it on for real money.
   */
  SANDBOX_PSP_ENABLED: boolean.optional(),
  /** Signs the sandbox provider's webhooks (hex HMAC-SHA256 in X-Signature). */
  SANDBOX_PSP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The crypto processor, NOWPayments (server/payments-config.ts). */
  ...paymentsEnvSchema.shape,
  /**
   * The secret crash's hash chain grows from (README, "Crash"): at least 32 characters, kept out
   * of the database. Derived from the development secret in development; without it (and
   * CRASH_SALT) in production crash does not run.
   */
  CRASH_CHAIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How many games the chain holds; changing it makes another chain. */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1_000).max(100_000_000).default(1_000_000),
  /**
   * The salt fixed after the chain's terminating hash was published (a future Bitcoin block's
   * hash, say). Required in production; a chain's salt never changes once rounds were played.
   */
  CRASH_SALT: z.string().min(1).max(128).optional(),
  /**
   * What fixed CRASH_SALT, as `/fair` and the signed commitment state it: `bitcoin:<height>`
   * (`<network>:<height>`) for a block's hash, anything else in the operator's own words (a drand
   * round and where it was announced). Stored with the chain when it is first played.
   */
  CRASH_SALT_SOURCE: z.string().trim().min(1).max(300).optional(),
  /** Whether this process may run the crash engine (one process holds the lease at a time). */
  CRASH_ENGINE: boolean.default(true),
  /**
   * The sandbox game provider (issue 17): a local aggregator speaking Hub88 and GIS. On by
   * default only with development tools; it plays with test money.
   */
  SANDBOX_RGS_ENABLED: boolean.optional(),
  /** The aggregators' connections (server/casino-config.ts). */
  ...casinoEnvSchema.shape,
  /** Verification and anti-money-laundering (server/kyc-config.ts). */
  ...kycEnvSchema.shape,
  /** The captcha: reCAPTCHA v3, its sandbox stand-in, or off (server/captcha-config.ts). */
  ...captchaEnvSchema.shape,
  /** What the rooms draw from: a drand beacon, its local stand-in or crash (server/rooms-config.ts). */
  ...roomsEnvSchema.shape,
  /**
   * Where the sportsbook's line comes from: the simulated feed (`sim`), Sportradar's Unified
   * Odds Feed (`uof`, with the UOF_* settings) or nowhere (`off`).
   */
  SPORTS_FEED: z.enum(['sim', 'uof', 'off']).default('sim'),
  /**
   * The AMQP broker the simulated feed publishes its UOF XML on, read back by the UOF adapter;
   * `off` keeps it in the process. In development RabbitMQ's default local address, falling
   * back to the process when nothing answers there.
   */
  SPORTS_SIM_BROKER: z.string().min(1).optional(),
  /** Betradar's broker: `amqps://<access token>:@mq.betradar.com:5671/unifiedfeed/<bookmaker id>`. */
  UOF_AMQP_URL: z.string().url().optional(),
  /** Betradar's REST API (recovery, fixtures): production's by default; stgapi for integration. */
  UOF_API_URL: z.string().url().default('https://api.betradar.com'),
  /** The bookmaker's access token for the REST API. */
  UOF_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The node id recoveries are tagged with, when several consumers share the bookmaker's feed. */
  UOF_NODE_ID: z.coerce.number().int().min(1).max(999).optional(),
  /**
   * The simulated feed's seed: the same seed plays the same matches. A fixed development
   * string with development tools; otherwise derived from AUTH_SECRET unless set, as anyone
   * holding the seed knows every simulated result in advance.
   */
  SPORTS_SIM_SEED: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** Simulated ms per real ms; 0 stands the simulated clock still. */
  SPORTS_SIM_SPEED: z.coerce.number().min(0).max(10_000).default(SIM_FEED_DEFAULT_SPEED),
  /** Duplicates, out-of-order odds, silent producers, wrong settlements… on by default in development. */
  SPORTS_SIM_FAULTS: boolean.optional(),
  /**
   * The game aggregators' share of positive casino GGR in basis points (their contract; 1500 is
   * 15 %), which the reports take off NGR as provider fees.
   */
  CASINO_PROVIDER_FEE_BP: z.coerce.number().int().min(0).max(10_000).default(0),
  /**
   * The game services' own bases (spec §7): `<SERVICE>_API_URL` (http or https) and
   * `<SERVICE>_API_PORT` (1–65535) for CRASH, CASES, MINER, GENERAL, COINFLIP, KENO and DICE
   * (lib/env/game-services.ts).
   */
  ...gameServicesEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  /** Development conveniences: dev outbox route, generated secret, dev social provider. */
  devTools: boolean;
  databaseUrl: string | undefined;
  /** Connections of the engines' own pool on PostgreSQL; 0: none, they share the players'. */
  databaseEnginePoolSize: number;
  redisUrl: string | undefined;
  dataDir: string;
  authSecret: Uint8Array;
  /** Seals payout card numbers at rest (`server/lib/sealed.ts`). */
  payoutDetailsKey: Uint8Array;
  /** Seals staff members' TOTP secrets at rest, derived from AUTH_SECRET. */
  staffSecretsKey: Uint8Array;
  fingerprintKey: FingerprintKey;
  accessTokenTtlS: number;
  siteUrl: string;
  allowedOrigins: string[];
  ssoUrl: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGateway: { url: string; token: string | undefined } | undefined;
  socialProvidersJson: string;
  /** Whom the client's address is taken from (lib/net/client-address.ts). */
  proxy: ProxyTrust;
  /** `GET /geo_ip`: the proxy's country header (lower case) and the refused countries (upper case). */
  geo: { countryHeader: string; blockedCountries: string[] };
  /** Bearer token of the operator endpoints; null turns them off. */
  operatorToken: string | null;
  /** Bearer token of `GET /api/metrics`; null turns it off (404). */
  metricsToken: string | null;
  /**
   * Money actions worth this many minor units of BASE_CURRENCY or more wait for a second member
   * of staff (`server/services/staff/approvals/`); 0: all of them.
   */
  fourEyesThresholdMinor: number;
  /** The sandbox payment provider; null when it is off. */
  sandboxPsp: { secret: string } | null;
  /** The crypto processor NOWPayments (server/payments-config.ts); null when it is off. */
  nowPayments: NowPaymentsConfig | null;
  /** Crash's hash chain and whether this process may drive its rounds; null: crash is off. */
  crash: CrashConfig | null;
  /** Game aggregators' connections (server/services/casino/connections.ts reads them). */
  casino: CasinoConfig;
  /** The sportsbook's feed (server/services/sports/feed/). */
  sports: SportsConfig;
  /** Verification and anti-money-laundering (server/kyc-config.ts, `server/services/kyc/`). */
  kyc: KycConfig;
  /** The captcha the public forms' operations check (server/captcha-config.ts); null: off. */
  captcha: CaptchaConfig | null;
  /** What the rooms' draws wait for (server/rooms-config.ts, `server/services/rooms/entropy.ts`). */
  roomsEntropy: RoomsEntropyConfig;
  /** The back office's reports (`server/services/reports/`). */
  reports: { casinoProviderFeeBp: number };
  logLevel: LogLevel;
  /** Server-side product analytics (`server/services/analytics/`); null: off. */
  analytics: { key: string; host: string } | null;
  /** The national self-exclusion register (`server/services/protection/register/`); null: off. */
  exclusionRegister: ExclusionRegisterConfig | null;
  /**
   * `POST /api/dev/gamstop` (development tools with GAMSTOP_API_KEY): GAMSTOP's API answered
   * from the register file, the key it expects and the file it reads.
   */
  gamstopStandIn: { apiKey: string; file: string } | null;
  /** What the browser is told (`GET /client_config`). */
  client: {
    analyticsConsentRequired: boolean;
    supportChat: { scriptUrl: string | null; scriptUrlKz: string | null };
  };
  /**
   * The game services with a base of their own: the browser is told them (`GET /client_config`),
   * and the API also listens on each one's port for its calls alone (`server/standalone.ts`).
   */
  gameServices: ServiceBases;
};

export type SportsConfig = {
  feed: 'sim' | 'uof' | 'off';
  simSeed: string;
  simSpeed: number;
  simFaults: boolean;
  /** The broker the simulated feed goes through; null keeps it in the process. */
  simBroker: string | null;
  /** Betradar's feed, when `feed` is `uof`. */
  uof: { amqpUrl: string; apiUrl: string; token: string; nodeId?: number } | null;
};

/** RabbitMQ's default local address, where development looks for a broker. */
export const LOCAL_BROKER = 'amqp://guest:guest@127.0.0.1:5672';

/** The simulated feed's seed in development: public, so its matches are worth nothing. */
export const SPORTS_SIM_DEV_SEED = 'arcada-sports-sim-development';

export type CrashConfig = {
  secret: string;
  length: number;
  salt: string;
  engine: boolean;
  /** What fixed the salt; unset: `development` for CRASH_DEV_SALT, else `unstated`. */
  saltSource?: CrashSaltSource;
};

/**
 * The salt of development chains: written here, so known to anyone in advance and worth nothing
 * as a proof (`/fair` says so on an instance playing it).
 */
export const CRASH_DEV_SALT = 'arcada-development-salt';

/**
 * CRASH_SALT_SOURCE read: `<network>:<height>` names a block, anything else is an event (a drand
 * round is not a block: `drand:<round>` stays in the operator's words).
 */
export function crashSaltSource(salt: string, source: string | undefined): CrashSaltSource {
  if (salt === CRASH_DEV_SALT) return { kind: 'development' };
  if (!source) return { kind: 'unstated' };
  const block = /^([a-z][a-z0-9-]*):(\d{1,12})$/i.exec(source);
  return block && block[1]!.toLowerCase() !== 'drand'
    ? { kind: 'block', network: block[1]!.toLowerCase(), height: Number(block[2]) }
    : { kind: 'event', description: source };
}

/** The sandbox provider's documented development secret (README, "Payments"). */
export const SANDBOX_PSP_DEV_SECRET = 'sandbox-psp-development-secret';

/** Thrown with every bad variable named, so a failed start says what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; secrets never have a production default. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  checkRemovedTrustProxy(env.TRUST_PROXY);
  const devTools = env.NODE_ENV !== 'production' || env.DEV_TOOLS === true;
  const dataDir = path.resolve(env.DATA_DIR);

  const sandboxPsp = env.SANDBOX_PSP_ENABLED ?? devTools;
  const sandboxRgs = env.SANDBOX_RGS_ENABLED ?? devTools;
  checkTestMoney(env, sandboxPsp, sandboxRgs, kycSandboxOn(env, devTools));
  const missing = [
    ...(['AUTH_SECRET', 'FINGERPRINT_PRIVATE_KEY'] as const).filter((name) => !env[name]),
    ...(sandboxPsp && !env.SANDBOX_PSP_SECRET ? ['SANDBOX_PSP_SECRET'] : []),
  ];
  if (missing.length > 0 && !devTools) {
    const lines = missing.map((name) => `  ${name}: required in production`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const casinoProblems = [
    ...casinoConfigProblems(env, sandboxRgs, devTools),
    ...kycConfigProblems(env, devTools),
    ...captchaConfigProblems(env, devTools),
    ...roomsConfigProblems(env, devTools),
    ...paymentsConfigProblems(env, devTools),
  ];
  if (casinoProblems.length > 0) {
    const lines = casinoProblems.map((line) => `  ${line}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const secret = env.AUTH_SECRET ?? developmentSecret(dataDir);
  const fingerprintKey = env.FINGERPRINT_PRIVATE_KEY ?? developmentFingerprintKey(dataDir);

  const siteUrl = siteUrlOf(env.NEXT_PUBLIC_SITE_URL, env.PORT);
  return {
    env: env.NODE_ENV,
    devTools,
    databaseUrl: env.DATABASE_URL,
    databaseEnginePoolSize: env.DATABASE_ENGINE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    dataDir,
    authSecret: new TextEncoder().encode(secret),
    payoutDetailsKey:
      env.PAYOUT_DETAILS_KEY ?? deriveKey(new TextEncoder().encode(secret), 'payout-details/v1'),
    staffSecretsKey: deriveKey(new TextEncoder().encode(secret), 'staff-totp/v1'),
    fingerprintKey,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_S,
    siteUrl,
    allowedOrigins: [
      new URL(siteUrl).origin,
      ...env.ALLOWED_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    ssoUrl: env.SSO_URL ?? null,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN }
      : undefined,
    socialProvidersJson: env.SOCIAL_PROVIDERS,
    proxy: {
      ranges: env.TRUSTED_PROXIES,
      hops: env.TRUSTED_PROXY_HOPS,
      clientIpHeader: env.CLIENT_IP_HEADER ?? null,
    },
    geo: { countryHeader: env.GEO_COUNTRY_HEADER, blockedCountries: env.GEO_BLOCKED_COUNTRIES },
    operatorToken: env.OPERATOR_TOKEN ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    fourEyesThresholdMinor: toMinor(env.FOUR_EYES_THRESHOLD),
    sandboxPsp: sandboxPsp ? { secret: env.SANDBOX_PSP_SECRET ?? SANDBOX_PSP_DEV_SECRET } : null,
    nowPayments: nowPaymentsConfig(env, { siteUrl }),
    crash: crashConfig(env, devTools, secret),
    casino: casinoConfig(env, { sandboxRgs, dataDir, siteUrl }),
    sports: {
      feed: env.SPORTS_FEED,
      simSeed:
        env.SPORTS_SIM_SEED ??
        (devTools
          ? SPORTS_SIM_DEV_SEED
          : createHash('sha256').update(`sports-sim:${secret}`).digest('hex')),
      simSpeed: env.SPORTS_SIM_SPEED,
      simFaults: env.SPORTS_SIM_FAULTS ?? env.NODE_ENV === 'development',
      simBroker: simBroker(env),
      uof: uofConfig(env),
    },
    kyc: kycConfig(env, { devTools, secret, siteUrl, dataDir }),
    captcha: captchaConfig(env, { devTools, secret, siteUrl }),
    roomsEntropy: roomsEntropyConfig(env, { secret, siteUrl, devTools }),
    reports: { casinoProviderFeeBp: env.CASINO_PROVIDER_FEE_BP },
    logLevel: env.LOG_LEVEL,
    analytics: analyticsConfig(env),
    exclusionRegister: exclusionRegisterConfig(env, devTools, dataDir),
    gamstopStandIn:
      devTools && env.GAMSTOP_API_KEY
        ? {
            apiKey: env.GAMSTOP_API_KEY,
            file:
              env.SELF_EXCLUSION_REGISTER_FILE ??
              path.join(dataDir, 'self-exclusion-register.jsonl'),
          }
        : null,
    client: {
      analyticsConsentRequired: env.ANALYTICS_CONSENT_REQUIRED,
      supportChat: {
        scriptUrl: env.SUPPORT_CHAT_SCRIPT_URL ?? null,
        scriptUrlKz: env.SUPPORT_CHAT_SCRIPT_URL_KZ ?? null,
      },
    },
    gameServices: gameServiceBases(env),
  };
}

export type ExclusionRegisterConfig =
  { kind: 'file'; path: string } | { kind: 'gamstop'; url: string; apiKey: string };

function exclusionRegisterConfig(
  env: Env,
  devTools: boolean,
  dataDir: string,
): ExclusionRegisterConfig | null {
  const kind = env.SELF_EXCLUSION_REGISTER ?? (devTools ? 'file' : 'off');
  if (kind === 'off') return null;
  if (kind === 'gamstop') {
    if (!env.GAMSTOP_API_KEY)
      throw new Error('SELF_EXCLUSION_REGISTER=gamstop needs GAMSTOP_API_KEY');
    return { kind, url: env.GAMSTOP_URL, apiKey: env.GAMSTOP_API_KEY };
  }
  return {
    kind,
    path: env.SELF_EXCLUSION_REGISTER_FILE ?? path.join(dataDir, 'self-exclusion-register.jsonl'),
  };
}

function analyticsConfig(env: Env): Config['analytics'] {
  const key = env.POSTHOG_KEY ?? env.NEXT_PUBLIC_POSTHOG_KEY;
  return key ? { key, host: env.POSTHOG_HOST.replace(/\/+$/, '') } : null;
}

/**
 * TRUST_PROXY believed the first X-Forwarded-For hop, which the client writes. A deployment that
 * turned it on stands behind a proxy: started as if it were not, every visitor would share the
 * proxy's address (one rate limit for all) and the geo header would go unread, so it must not
 * start until told whom to trust. Off, it asked for what is now the default: a warning will do.
 */
function checkRemovedTrustProxy(value: string | undefined) {
  if (value === undefined) return;
  const replacement =
    'list the proxies in front in TRUSTED_PROXIES (addresses, CIDR ranges, "loopback", "private")' +
    ' or count them in TRUSTED_PROXY_HOPS, and name CLIENT_IP_HEADER if one states the client' +
    ' (README, "Trusted proxies")';
  if (value === 'false' || value === '0') {
    log.warn('TRUST_PROXY is no longer read: nothing is trusted unless TRUSTED_PROXIES says so', {
      advice: `remove it; behind a proxy, ${replacement}`,
    });
    return;
  }
  throw new ConfigError(
    `Invalid environment:\n  TRUST_PROXY: removed, as it let any client choose its address; ${replacement}`,
  );
}

/**
 * Test money in a production build: the sandbox provider credits any wallet its checkout is
 * told to, and DEV_TOOLS signs in as any account through the dev provider. A deployment that
 * turns either on by mistake must not start; a test harness (e2e, benchmarks) says so with
 * ALLOW_TEST_MONEY=1 and gets one loud warning instead.
 */
function checkTestMoney(env: Env, sandboxPsp: boolean, sandboxRgs: boolean, sandboxKyc: boolean) {
  if (env.NODE_ENV !== 'production') return;
  const problems = [
    ...(env.DEV_TOOLS ? ['DEV_TOOLS: the dev login provider signs in as any account'] : []),
    ...(sandboxPsp
      ? [
          'SANDBOX_PSP_ENABLED (on by default with DEV_TOOLS): its checkout credits money nobody paid',
        ]
      : []),
    ...(sandboxRgs
      ? ['SANDBOX_RGS_ENABLED (on by default with DEV_TOOLS): its games pay wins nobody audited']
      : []),
    ...(sandboxKyc
      ? ['KYC_PROVIDER=sandbox (the default with DEV_TOOLS): its reviewer verifies anyone']
      : []),
    // Without development tools the stand-in is refused anyway (payments-config.ts).
    ...(env.NOWPAYMENTS_STAND_IN && env.DEV_TOOLS
      ? ['NOWPAYMENTS_STAND_IN: the stand-in of NOWPayments reports payments nobody made']
      : []),
    ...(env.SPORTS_FEED === 'sim'
      ? [
          'SPORTS_FEED=sim (the default): the simulated feed plays matches whose results its seed decides (SPORTS_FEED=uof with the UOF_* settings, or off)',
        ]
      : []),
  ];
  if (problems.length === 0) return;
  if (!env.ALLOW_TEST_MONEY) {
    const lines = problems.map(
      (problem) => `  ${problem}; refused in production (ALLOW_TEST_MONEY=1 for a test harness)`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  log.warn('TEST MONEY: a production build with test money on (ALLOW_TEST_MONEY=1)', {
    problems,
    advice: 'a test harness only; never serve real players from this deployment',
  });
}

function simBroker(env: Env): string | null {
  const broker = env.SPORTS_SIM_BROKER ?? (env.NODE_ENV === 'development' ? LOCAL_BROKER : 'off');
  return broker === 'off' ? null : broker;
}

/** Betradar's feed needs its broker and token; anything else is a configuration error. */
function uofConfig(env: Env): SportsConfig['uof'] {
  if (env.SPORTS_FEED !== 'uof') return null;
  const missing = [
    ...(env.UOF_AMQP_URL ? [] : ['UOF_AMQP_URL']),
    ...(env.UOF_ACCESS_TOKEN ? [] : ['UOF_ACCESS_TOKEN']),
  ];
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required with SPORTS_FEED=uof`).join('\n')}`,
    );
  }
  return {
    amqpUrl: env.UOF_AMQP_URL!,
    apiUrl: env.UOF_API_URL,
    token: env.UOF_ACCESS_TOKEN!,
    ...(env.UOF_NODE_ID !== undefined && { nodeId: env.UOF_NODE_ID }),
  };
}

/**
 * Crash runs on a chain whose secret and salt the operator set (README, "Crash"). Development
 * derives both, so the game plays out of the box; production without them leaves crash off
 * rather than run on a chain nobody published.
 */
function crashConfig(env: Env, devTools: boolean, authSecret: string): CrashConfig | null {
  const engine = env.CRASH_ENGINE;
  if (env.CRASH_CHAIN_SECRET && env.CRASH_SALT) {
    return {
      secret: env.CRASH_CHAIN_SECRET,
      length: env.CRASH_CHAIN_LENGTH,
      salt: env.CRASH_SALT,
      engine,
      saltSource: crashSaltSource(env.CRASH_SALT, env.CRASH_SALT_SOURCE),
    };
  }
  if (!devTools) return null;
  const salt = env.CRASH_SALT ?? CRASH_DEV_SALT;
  return {
    secret:
      env.CRASH_CHAIN_SECRET ?? createHash('sha256').update(`crash:${authSecret}`).digest('hex'),
    length: env.CRASH_CHAIN_LENGTH,
    salt,
    engine,
    saltSource: crashSaltSource(salt, env.CRASH_SALT_SOURCE),
  };
}

/** A random secret made on the first development start and kept in DATA_DIR/secret. */
function developmentSecret(dataDir: string) {
  const file = path.join(dataDir, 'secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not made yet
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A fingerprint key made on the first development start and kept in DATA_DIR/fingerprint-key.json. */
function developmentFingerprintKey(dataDir: string) {
  const file = path.join(dataDir, 'fingerprint-key.json');
  try {
    return parseFingerprintKey(readFileSync(file, 'utf8'));
  } catch {
    // not made yet
  }
  const json = generateFingerprintKeyJson();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${json}\n`, { mode: 0o600 });
  return parseFingerprintKey(json);
}

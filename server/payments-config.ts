import 'server-only';
import { Secret } from 'otpauth';
import { z } from 'zod';

/**
 * The crypto processor's environment (NOWPayments, `server/services/payments/providers/nowpayments/`).
 * Deposits need the API key and the IPN secret (the dashboard's "Payment settings"); payouts also
 * need the dashboard account's e-mail and password (`POST /v1/auth` gives a 5-minute JWT), and,
 * to verify each payout batch without a person, the 2FA secret of the account's authenticator
 * app (base32). Secrets come only from here, never from the database or the code.
 *
 * `NOWPAYMENTS_STAND_IN` points the adapter at the local stand-in of NOWPayments served under
 * `/api/dev/nowpayments` (development tools only), with the documented development keys unless
 * set: on by default in `next dev` when no API key is given, so `npm run dev` deposits and pays
 * out through the real adapter's HTTP calls and signed IPNs.
 */
export const paymentsEnvSchema = z.object({
  NOWPAYMENTS_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Signs the IPNs (`x-nowpayments-sig`, HMAC-SHA512 of the key-sorted JSON body). */
  NOWPAYMENTS_IPN_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** NOWPayments' API root; its sandbox is https://api-sandbox.nowpayments.io. */
  NOWPAYMENTS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The dashboard account that may create payouts (case-sensitive, as NOWPayments reads it). */
  NOWPAYMENTS_EMAIL: z.string().min(3).max(320).optional(),
  NOWPAYMENTS_PASSWORD: z.string().min(1).max(1024).optional(),
  /** The account's TOTP secret (base32): each payout batch is verified with its current code. */
  NOWPAYMENTS_2FA_SECRET: z
    .string()
    .transform((value, ctx) => {
      const secret = value.replace(/\s/g, '').toUpperCase();
      try {
        Secret.fromBase32(secret);
        return secret;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a base32 TOTP secret' });
        return z.NEVER;
      }
    })
    .optional(),
  /** The local stand-in of NOWPayments instead of the real one (development tools only). */
  NOWPAYMENTS_STAND_IN: z
    .enum(['1', '0', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});

type PaymentsEnv = z.output<typeof paymentsEnvSchema> & { NODE_ENV: string };

export type NowPaymentsConfig = {
  /** Without a trailing slash; the paths are `/v1/…`. */
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  /** Null: the account cannot create payouts, so its payout methods are not offered. */
  payouts: { email: string; password: string; twoFactorSecret: string | null } | null;
  /** The adapter talks to the stand-in served under `/api/dev/nowpayments`. */
  standIn: boolean;
};

/** NOWPayments' production API. */
export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io';

/** The stand-in's documented development account (README, "Payments"): worth nothing. */
export const NOWPAYMENTS_DEV_ACCOUNT = {
  apiKey: 'nowpayments-development-api-key',
  ipnSecret: 'nowpayments-development-ipn-secret',
  email: 'merchant@nowpayments.localhost',
  password: 'nowpayments-development-password',
  twoFactorSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** Where the stand-in is served under the API root. */
export const NOWPAYMENTS_STAND_IN_PATH = '/dev/nowpayments';

function standInOn(env: PaymentsEnv) {
  return env.NOWPAYMENTS_STAND_IN ?? (env.NODE_ENV === 'development' && !env.NOWPAYMENTS_API_KEY);
}

/** What is wrong with the processor's variables: each line names one, for the start error. */
export function paymentsConfigProblems(env: PaymentsEnv, devTools: boolean): string[] {
  const problems: string[] = [];
  if (standInOn(env)) {
    if (!devTools) {
      problems.push(
        'NOWPAYMENTS_STAND_IN: the stand-in of NOWPayments is served with development tools only',
      );
    }
    return problems;
  }
  const pair = (a: keyof PaymentsEnv, b: keyof PaymentsEnv) => {
    if (env[a] !== undefined && env[b] === undefined) problems.push(`${b}: required with ${a}`);
  };
  pair('NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET');
  pair('NOWPAYMENTS_IPN_SECRET', 'NOWPAYMENTS_API_KEY');
  pair('NOWPAYMENTS_EMAIL', 'NOWPAYMENTS_PASSWORD');
  pair('NOWPAYMENTS_PASSWORD', 'NOWPAYMENTS_EMAIL');
  for (const name of [
    'NOWPAYMENTS_EMAIL',
    'NOWPAYMENTS_2FA_SECRET',
    'NOWPAYMENTS_API_URL',
  ] as const) {
    if (env[name] !== undefined && env.NOWPAYMENTS_API_KEY === undefined) {
      problems.push(`NOWPAYMENTS_API_KEY: required with ${name}`);
    }
  }
  return problems;
}

/**
 * The processor's connection, or null when it is off: on with its API key and IPN secret, or
 * with the stand-in (which answers at this site's own `/api/dev/nowpayments` unless
 * NOWPAYMENTS_API_URL says otherwise). Call after `paymentsConfigProblems` found nothing.
 */
export function nowPaymentsConfig(
  env: PaymentsEnv,
  options: { siteUrl: string },
): NowPaymentsConfig | null {
  const standIn = standInOn(env);
  const dev = NOWPAYMENTS_DEV_ACCOUNT;
  const apiKey = env.NOWPAYMENTS_API_KEY ?? (standIn ? dev.apiKey : undefined);
  const ipnSecret = env.NOWPAYMENTS_IPN_SECRET ?? (standIn ? dev.ipnSecret : undefined);
  if (!apiKey || !ipnSecret) return null;
  const email = env.NOWPAYMENTS_EMAIL ?? (standIn ? dev.email : undefined);
  const password = env.NOWPAYMENTS_PASSWORD ?? (standIn ? dev.password : undefined);
  const apiUrl =
    env.NOWPAYMENTS_API_URL ??
    (standIn
      ? `${options.siteUrl.replace(/\/$/, '')}/api${NOWPAYMENTS_STAND_IN_PATH}`
      : NOWPAYMENTS_API_URL);
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    apiKey,
    ipnSecret,
    payouts:
      email && password
        ? {
            email,
            password,
            twoFactorSecret:
              env.NOWPAYMENTS_2FA_SECRET ??
              (standIn && !env.NOWPAYMENTS_EMAIL ? dev.twoFactorSecret : null),
          }
        : null,
    standIn,
  };
}

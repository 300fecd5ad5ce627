import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * Verification and anti-money-laundering settings (issue 35; README, "Verification"). The
 * provider is Sumsub (`sumsub`, its API and webhook secrets required) or the sandbox (`sandbox`:
 * the same protocol answered by this site under `/api/dev/sumsub`, on by default with
 * development tools, test money in a production build).
 */
export const kycEnvSchema = z.object({
  KYC_PROVIDER: z.enum(['sumsub', 'sandbox', 'off']).optional(),
  SUMSUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.sumsub.com'),
  /** The app token (`X-App-Token`) and its secret key (signs `X-App-Access-Sig`). */
  SUMSUB_APP_TOKEN: z.string().min(8).optional(),
  SUMSUB_SECRET_KEY: z.string().min(8).optional(),
  /** The webhook's secret: `X-Payload-Digest` is the HMAC of the raw body under it. */
  SUMSUB_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The provider's level names for L1 (identity) and L2 (proof of address). */
  SUMSUB_LEVEL_L1: z.string().min(1).max(100).default('basic-kyc-level'),
  SUMSUB_LEVEL_L2: z.string().min(1).max(100).default('poa-kyc-level'),
  /** The level a player needs before their first payout; 0: none. */
  KYC_PAYOUT_LEVEL: z.coerce.number().int().min(0).max(3).default(1),
  /**
   * Deposits in all (paid invoices) worth this many euros or more ask for KYC_DEPOSIT_LEVEL
   * (the EU directive's EUR 2,000; converted through the exchange rates); 0: never.
   */
  KYC_DEPOSIT_THRESHOLD_EUR: z.coerce.number().min(0).max(1_000_000_000).default(2_000),
  KYC_DEPOSIT_LEVEL: z.coerce.number().int().min(1).max(3).default(2),
  /** The level an open risk flag asks of the player; 0: flags ask nothing (staff decide). */
  KYC_FLAG_LEVEL: z.coerce.number().int().min(0).max(3).default(2),
  /** The youngest a verified player may be: 18, or 21 for a Kazakh deployment. */
  KYC_MIN_AGE: z.coerce.number().int().min(18).max(25).default(18),
  /** Deposits must be staked this many times over before a payout (0: no rule). */
  PAYOUT_TURNOVER: z.coerce.number().min(0).max(10).default(1),
  /** A payout worth this many euros or more is flagged for the risk queue. */
  AML_LARGE_PAYOUT_EUR: z.coerce.number().min(0).max(1_000_000_000).default(2_000),
  /**
   * Sanctions and PEP screening: `file` (a JSON-lines list on disk, SCREENING_LIST_FILE; the
   * development stand-in and an operator's export), or `off`. Default: file with development
   * tools, else off.
   */
  SCREENING: z.enum(['file', 'off']).optional(),
  SCREENING_LIST_FILE: z.string().min(1).optional(),
});

type KycEnv = z.output<typeof kycEnvSchema>;

/** How we reach the provider: Sumsub's protocol, at Sumsub or at the sandbox. */
export type KycProviderConfig = {
  kind: 'sumsub' | 'sandbox';
  baseUrl: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
};

export type KycConfig = {
  provider: KycProviderConfig | null;
  levelNames: { 1: string; 2: string };
  payoutLevel: number;
  /** Major units of EUR; 0: off. */
  depositThresholdEur: number;
  depositLevel: number;
  flagLevel: number;
  minAge: number;
  turnover: number;
  largePayoutEur: number;
  screening: { kind: 'file'; path: string } | null;
};

/** The sandbox's app token: public, like the sandbox payment provider's secret. */
export const SANDBOX_KYC_APP_TOKEN = 'sbx:arcada-sandbox-kyc';

/** What is missing for the chosen provider, for the start error. */
export function kycConfigProblems(env: KycEnv, devTools: boolean): string[] {
  const kind = env.KYC_PROVIDER ?? (devTools ? 'sandbox' : 'off');
  if (kind !== 'sumsub') return [];
  return (['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET'] as const)
    .filter((name) => !env[name])
    .map((name) => `${name}: required with KYC_PROVIDER=sumsub`);
}

/** Whether the sandbox provider (test verification) is on: a test-money switch. */
export function kycSandboxOn(env: KycEnv, devTools: boolean) {
  return (env.KYC_PROVIDER ?? (devTools ? 'sandbox' : 'off')) === 'sandbox';
}

export function kycConfig(
  env: KycEnv,
  {
    devTools,
    secret,
    siteUrl,
    dataDir,
  }: { devTools: boolean; secret: string; siteUrl: string; dataDir: string },
): KycConfig {
  const kind = env.KYC_PROVIDER ?? (devTools ? 'sandbox' : 'off');
  const derived = (label: string) =>
    createHash('sha256').update(`kyc-sandbox:${label}:${secret}`).digest('hex');
  const provider: KycProviderConfig | null =
    kind === 'sumsub'
      ? {
          kind,
          baseUrl: env.SUMSUB_BASE_URL.replace(/\/+$/, ''),
          appToken: env.SUMSUB_APP_TOKEN!,
          secretKey: env.SUMSUB_SECRET_KEY!,
          webhookSecret: env.SUMSUB_WEBHOOK_SECRET!,
        }
      : kind === 'sandbox'
        ? {
            kind,
            baseUrl: `${siteUrl.replace(/\/+$/, '')}/api/dev/sumsub`,
            appToken: SANDBOX_KYC_APP_TOKEN,
            secretKey: derived('api'),
            webhookSecret: derived('webhook'),
          }
        : null;
  const screening = env.SCREENING ?? (devTools ? 'file' : 'off');
  return {
    provider,
    levelNames: { 1: env.SUMSUB_LEVEL_L1, 2: env.SUMSUB_LEVEL_L2 },
    payoutLevel: env.KYC_PAYOUT_LEVEL,
    depositThresholdEur: env.KYC_DEPOSIT_THRESHOLD_EUR,
    depositLevel: env.KYC_DEPOSIT_LEVEL,
    flagLevel: env.KYC_FLAG_LEVEL,
    minAge: env.KYC_MIN_AGE,
    turnover: env.PAYOUT_TURNOVER,
    largePayoutEur: env.AML_LARGE_PAYOUT_EUR,
    screening:
      screening === 'file'
        ? {
            kind: 'file',
            path: env.SCREENING_LIST_FILE ?? path.join(dataDir, 'screening-list.jsonl'),
          }
        : null,
  };
}

import 'server-only';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The game aggregators' environment (README, "Connecting a real Hub88 or Slotegrator account").
 * A connection is on when all of its variables are set, off when none is; some but not all is a
 * start error naming the missing ones. Keys are PEM text; `\n` written as two characters (as an
 * env file often holds them) is read as a line break.
 */

const pem = (kind: 'private' | 'public') =>
  z.string().transform((value, ctx) => {
    const text = value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
    try {
      return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be a ${kind} key in PEM` });
      return z.NEVER;
    }
  });

export const casinoEnvSchema = z.object({
  /** Hub88's Operator API base, e.g. https://api.hub88.io/operator/generic/v2 (our calls to it). */
  HUB88_API_URL: z.url().optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().optional(),
  /** Our RSA private key: signs our calls to Hub88 (its public half is given to Hub88). */
  HUB88_PRIVATE_KEY: pem('private').optional(),
  /** Hub88's RSA public key: checks the signature of its wallet callbacks. */
  HUB88_PUBLIC_KEY: pem('public').optional(),
  /** Slotegrator GIS's API base, e.g. https://staging.slotegrator.com/api/index.php/v1. */
  SLOTEGRATOR_API_URL: z.url().optional(),
  SLOTEGRATOR_MERCHANT_ID: z.string().min(1).max(128).optional(),
  SLOTEGRATOR_MERCHANT_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /**
   * The sandbox game provider's RSA private key (PEM): it signs its Hub88-style callbacks, whose
   * signatures the public half checks. Generated once into DATA_DIR/sandbox-rgs-key.pem in
   * development.
   */
  SANDBOX_RGS_PRIVATE_KEY: pem('private').optional(),
  /** The sandbox provider's GIS merchant key (HMAC-SHA1 of its GIS-style callbacks). */
  SANDBOX_RGS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Where the sandbox provider sends its wallet calls: this site's API root. Default: the site's
   * own `/api` (NEXT_PUBLIC_SITE_URL), as `npm run dev` and `npm start` serve it.
   */
  SANDBOX_RGS_WALLET_URL: z.url().optional(),
});

type CasinoEnv = z.output<typeof casinoEnvSchema>;

export type Hub88Credentials = {
  apiUrl: string;
  operatorId: number;
  /** Ours: signs what we send Hub88. */
  privateKey: KeyObject;
  /** Hub88's: checks what Hub88 sends us. */
  publicKey: KeyObject;
};

export type GisMerchant = { apiUrl: string; merchantId: string; merchantKey: string };

export type SandboxRgsCredentials = {
  /** The sandbox's RSA key (its Hub88 side), made or read on first use. */
  privateKey: () => KeyObject;
  /** Its GIS merchant (id fixed, key SANDBOX_RGS_SECRET). */
  merchantId: string;
  merchantKey: string;
  /** The API root its wallet calls go to (`…/api`), without a trailing slash. */
  walletUrl: string;
};

export type CasinoConfig = {
  hub88: Hub88Credentials | null;
  slotegrator: GisMerchant | null;
  sandboxRgs: SandboxRgsCredentials | null;
};

/** The sandbox's GIS merchant id: it is our own provider, so one name does. */
export const SANDBOX_RGS_MERCHANT_ID = 'arcada-sandbox-rgs';

/** The sandbox's documented development GIS key (README). */
export const SANDBOX_RGS_DEV_SECRET = 'sandbox-rgs-development-secret';

const HUB88_VARIABLES = [
  'HUB88_API_URL',
  'HUB88_OPERATOR_ID',
  'HUB88_PRIVATE_KEY',
  'HUB88_PUBLIC_KEY',
] as const;
const SLOTEGRATOR_VARIABLES = [
  'SLOTEGRATOR_API_URL',
  'SLOTEGRATOR_MERCHANT_ID',
  'SLOTEGRATOR_MERCHANT_KEY',
] as const;

/** The variables a half-configured connection lacks, as `NAME: …` lines for the start error. */
export function casinoConfigProblems(env: CasinoEnv, sandboxRgs: boolean, devTools: boolean) {
  const incomplete = (names: readonly (keyof CasinoEnv)[]) => {
    const set = names.filter((name) => env[name] !== undefined);
    return set.length > 0 && set.length < names.length
      ? names
          .filter((name) => env[name] === undefined)
          .map((name) => `${name}: required with ${set.join(', ')}`)
      : [];
  };
  return [
    ...incomplete(HUB88_VARIABLES),
    ...incomplete(SLOTEGRATOR_VARIABLES),
    ...(sandboxRgs && !devTools
      ? (['SANDBOX_RGS_PRIVATE_KEY', 'SANDBOX_RGS_SECRET'] as const)
          .filter((name) => env[name] === undefined)
          .map((name) => `${name}: required in production with the sandbox game provider on`)
      : []),
  ];
}

export function casinoConfig(
  env: CasinoEnv,
  options: { sandboxRgs: boolean; dataDir: string; siteUrl: string },
): CasinoConfig {
  return {
    hub88:
      env.HUB88_API_URL && env.HUB88_OPERATOR_ID && env.HUB88_PRIVATE_KEY && env.HUB88_PUBLIC_KEY
        ? {
            apiUrl: env.HUB88_API_URL.replace(/\/$/, ''),
            operatorId: env.HUB88_OPERATOR_ID,
            privateKey: env.HUB88_PRIVATE_KEY,
            publicKey: env.HUB88_PUBLIC_KEY,
          }
        : null,
    slotegrator:
      env.SLOTEGRATOR_API_URL && env.SLOTEGRATOR_MERCHANT_ID && env.SLOTEGRATOR_MERCHANT_KEY
        ? {
            apiUrl: env.SLOTEGRATOR_API_URL.replace(/\/$/, ''),
            merchantId: env.SLOTEGRATOR_MERCHANT_ID,
            merchantKey: env.SLOTEGRATOR_MERCHANT_KEY,
          }
        : null,
    sandboxRgs: options.sandboxRgs
      ? {
          privateKey: env.SANDBOX_RGS_PRIVATE_KEY
            ? () => env.SANDBOX_RGS_PRIVATE_KEY!
            : once(() => developmentSandboxKey(options.dataDir)),
          merchantId: SANDBOX_RGS_MERCHANT_ID,
          merchantKey: env.SANDBOX_RGS_SECRET ?? SANDBOX_RGS_DEV_SECRET,
          walletUrl: (env.SANDBOX_RGS_WALLET_URL ?? `${options.siteUrl}/api`).replace(/\/+$/, ''),
        }
      : null,
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * The sandbox's RSA key, made on first use (not at start: most processes and tests never call
 * the sandbox, and a 2048-bit key takes a moment) and kept in DATA_DIR/sandbox-rgs-key.pem.
 */
function developmentSandboxKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, 'sandbox-rgs-key.pem');
  try {
    return createPrivateKey(readFileSync(file, 'utf8'));
  } catch {
    // not made yet
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
}

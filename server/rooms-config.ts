import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DRAND_DEFAULT_URL } from '@/lib/constants/drand';
import { isChainHash, isDrandPublicKey, QUICKNET, type DrandChain } from '@/lib/games/rooms/drand';

/** Where the stand-in lives, under the API base: `/api/dev/drand/{chain hash}/…`. */
export const DRAND_STAND_IN_PATH = 'dev/drand';

const lowerHex = (check: (value: string) => boolean, what: string) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine(check, `must be ${what} in hexadecimal`);

/**
 * What the rooms draw from (issue 40; README, "Rooms"): `drand`, a public beacon's round due
 * after the close, which nobody, the operator included, can know in advance; `sandbox`, a local
 * stand-in of drand's API signing with a key the operator holds (development tools only); or
 * `crash`, the hash of the next crash round, which the operator's chain secret fixes. Unset: drand
 * (League of Entropy's quicknet) for real money; crash with development tools, unless DRAND_URL
 * is set, so development, the tests and the e2e servers need no network.
 */
export const roomsEnvSchema = z.object({
  ROOMS_ENTROPY: z.enum(['drand', 'sandbox', 'crash']).optional(),
  /** A drand HTTP relay (League of Entropy's by default). */
  DRAND_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The chain the rooms draw from: quicknet by default, whose key and timing are pinned. */
  DRAND_CHAIN_HASH: lowerHex(isChainHash, '32 bytes').optional(),
  /** Another chain's group key (G2, 96 bytes), genesis (Unix seconds) and period (seconds). */
  DRAND_PUBLIC_KEY: lowerHex(isDrandPublicKey, 'a compressed G2 point (96 bytes)').optional(),
  DRAND_GENESIS: z.coerce.number().int().min(1).optional(),
  DRAND_PERIOD: z.coerce.number().int().min(1).max(3_600).optional(),
});

type RoomsEnv = z.output<typeof roomsEnvSchema>;

export type RoomsEntropyConfig =
  | { kind: 'crash' }
  /** A drand relay and the chain pinned: every beacon is checked against its key. */
  | { kind: 'drand'; url: string; chain: DrandChain }
  /** The stand-in served by this API; its key comes from `seed` (`drand-stand-in.ts`). */
  | { kind: 'sandbox'; url: string; seed: string };

function kindOf(env: RoomsEnv, devTools: boolean) {
  return env.ROOMS_ENTROPY ?? (env.DRAND_URL || !devTools ? 'drand' : 'crash');
}

/** The chain named by the environment, or what is missing to name one. */
function chainOf(env: RoomsEnv): DrandChain | string[] {
  const hash = env.DRAND_CHAIN_HASH ?? QUICKNET.hash;
  if (hash === QUICKNET.hash) {
    if (env.DRAND_PUBLIC_KEY && env.DRAND_PUBLIC_KEY !== QUICKNET.publicKey) {
      return [
        'DRAND_PUBLIC_KEY: is not quicknet\u2019s published key (leave it unset for quicknet)',
      ];
    }
    return QUICKNET;
  }
  const missing = (['DRAND_PUBLIC_KEY', 'DRAND_GENESIS', 'DRAND_PERIOD'] as const).filter(
    (name) => env[name] === undefined,
  );
  if (missing.length > 0) {
    return missing.map((name) => `${name}: required for a drand chain other than quicknet`);
  }
  return {
    hash,
    publicKey: env.DRAND_PUBLIC_KEY!,
    genesis: env.DRAND_GENESIS!,
    period: env.DRAND_PERIOD!,
  };
}

/** What is wrong with the rooms' entropy settings, for the start error. */
export function roomsConfigProblems(env: RoomsEnv, devTools: boolean): string[] {
  const kind = kindOf(env, devTools);
  if (kind === 'sandbox' && !devTools) {
    return [
      'ROOMS_ENTROPY: the sandbox beacon\u2019s key is the operator\u2019s; set drand or crash',
    ];
  }
  if (kind !== 'drand') return [];
  const chain = chainOf(env);
  return Array.isArray(chain) ? chain : [];
}

export function roomsEntropyConfig(
  env: RoomsEnv,
  { secret, siteUrl, devTools }: { secret: string; siteUrl: string; devTools: boolean },
): RoomsEntropyConfig {
  const kind = kindOf(env, devTools);
  if (kind === 'crash') return { kind };
  if (kind === 'sandbox') {
    return {
      kind,
      url: `${siteUrl.replace(/\/+$/, '')}/api/${DRAND_STAND_IN_PATH}`,
      seed: createHash('sha256').update(`drand-stand-in:${secret}`).digest('hex'),
    };
  }
  const chain = chainOf(env);
  if (Array.isArray(chain)) throw new Error(chain.join('; '));
  return { kind, url: (env.DRAND_URL ?? DRAND_DEFAULT_URL).replace(/\/+$/, ''), chain };
}

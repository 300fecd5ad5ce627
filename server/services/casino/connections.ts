import type { KeyObject } from 'node:crypto';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Config } from '@/server/config';
import { publicKeyOf } from './protocols/hub88/signature';
import type { GisCredentials } from './protocols/gis/signature';

/**
 * The aggregators' connections: which aggregator, which wallet protocol, and what checks its
 * callbacks. One list; the callback routes mount one router per entry at its `path` (under
 * `/casino/`), and an entry whose credentials are not configured answers 404 there. The sandbox
 * game provider speaks both protocols, so it has two entries.
 */

export type Hub88Connection = {
  aggregator: CasinoAggregator;
  protocol: 'hub88';
  /** The public key that checks the aggregator's `X-Hub88-Signature`. */
  callerKey: () => KeyObject;
};

export type GisConnection = {
  aggregator: CasinoAggregator;
  protocol: 'gis';
  /** The merchant id and key both sides sign with. */
  merchant: GisCredentials;
};

export type CasinoConnection = Hub88Connection | GisConnection;

type Entry<C extends CasinoConnection> = {
  /** Where its callbacks arrive, under the API's `/casino/`. */
  path: string;
  protocol: C['protocol'];
  aggregator: CasinoAggregator;
  /** The connection, or null while its environment does not configure it. */
  of: (config: Config) => C | null;
};

export const HUB88_CONNECTIONS: readonly Entry<Hub88Connection>[] = [
  {
    path: 'hub88',
    protocol: 'hub88',
    aggregator: 'hub88',
    of: ({ casino }) =>
      casino.hub88 && {
        aggregator: 'hub88',
        protocol: 'hub88',
        callerKey: () => casino.hub88!.publicKey,
      },
  },
  {
    path: 'sandbox/hub88',
    protocol: 'hub88',
    aggregator: 'sandbox',
    of: ({ casino }) =>
      casino.sandboxRgs && {
        aggregator: 'sandbox',
        protocol: 'hub88',
        callerKey: sandboxPublicKey(casino.sandboxRgs.privateKey),
      },
  },
];

export const GIS_CONNECTIONS: readonly Entry<GisConnection>[] = [
  {
    path: 'slotegrator',
    protocol: 'gis',
    aggregator: 'slotegrator',
    of: ({ casino }) =>
      casino.slotegrator && {
        aggregator: 'slotegrator',
        protocol: 'gis',
        merchant: casino.slotegrator,
      },
  },
  {
    path: 'sandbox/gis',
    protocol: 'gis',
    aggregator: 'sandbox',
    of: ({ casino }) =>
      casino.sandboxRgs && {
        aggregator: 'sandbox',
        protocol: 'gis',
        merchant: {
          merchantId: casino.sandboxRgs.merchantId,
          merchantKey: casino.sandboxRgs.merchantKey,
        },
      },
  },
];

/** The public half of the sandbox's key, derived once per private key. */
const publicHalves = new WeakMap<KeyObject, KeyObject>();
function sandboxPublicKey(privateKey: () => KeyObject) {
  return () => {
    const key = privateKey();
    let half = publicHalves.get(key);
    if (!half) publicHalves.set(key, (half = publicKeyOf(key)));
    return half;
  };
}

/**
 * What the sandbox game provider signs its calls with: its RSA private key (Hub88 style) and its
 * GIS merchant. Null while the sandbox is off.
 */
export function sandboxRgsSigning(
  config: Config,
): { hub88PrivateKey: KeyObject; gis: GisCredentials } | null {
  const sandbox = config.casino.sandboxRgs;
  if (!sandbox) return null;
  return {
    hub88PrivateKey: sandbox.privateKey(),
    gis: { merchantId: sandbox.merchantId, merchantKey: sandbox.merchantKey },
  };
}

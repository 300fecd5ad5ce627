import 'server-only';
import { DRAND_FETCH_TIMEOUT_MS } from '@/lib/constants/drand';
import {
  DRAND_SCHEME,
  drandRoundAfter,
  drandRoundTime,
  drandSource,
  parseDrandSource,
  type DrandChain,
} from '@/lib/games/rooms/drand';
import { verifyBeacon } from '@/lib/games/rooms/drand-verify';
import { drandBeaconSchema, drandChainInfoSchema } from '@/lib/schemas/rooms';
import { log } from '@/server/lib/log';
import type { EntropySource, Revealed } from './entropy-source';

/** Beacons never change once signed: each is fetched and checked once per process. */
const beacons = new Map<string, Revealed>();
const BEACONS_KEPT = 256;
/** Relays whose `info` matched the pinned chain, by `<url> <chain hash>`. */
const checkedInfo = new Set<string>();

function remember(key: string, revealed: Revealed) {
  if (beacons.size >= BEACONS_KEPT) beacons.delete(beacons.keys().next().value!);
  beacons.set(key, revealed);
}

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(DRAND_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Whether the relay serves the pinned chain: its key, timing and scheme as configured. */
async function relayServes(fetcher: typeof fetch, url: string, chain: DrandChain) {
  const key = `${url} ${chain.hash}`;
  if (checkedInfo.has(key)) return true;
  const info = drandChainInfoSchema.parse(await getJson(fetcher, `${url}/${chain.hash}/info`));
  const same =
    info.hash === chain.hash &&
    info.public_key === chain.publicKey &&
    info.genesis_time === chain.genesis &&
    info.period === chain.period &&
    info.schemeID === DRAND_SCHEME;
  if (!same) {
    log.error('rooms: the drand relay serves another chain than the one configured', {
      url,
      chainHash: chain.hash,
      info,
    });
    return false;
  }
  checkedInfo.add(key);
  return true;
}

/**
 * The first round of a drand chain due after betting closed (`drand:<chain hash>:<round>`). Its
 * signature does not exist before the chain's members sign it at its time, so nobody, the
 * operator included, can know the entropy while bets are taken; the round is fixed by the close
 * time alone, so nobody can choose it either. `reveal` fetches the beacon once it is due, checks
 * its BLS signature against the pinned key and that its randomness is the signature's SHA-256,
 * and answers the randomness with the signature as its proof. Not due yet, unreachable, slow
 * (`DRAND_FETCH_TIMEOUT_MS`) or failing the check: null, and the engine asks again on its next
 * pass, until the round is refunded (`ROOM_ENTROPY_TIMEOUT_MS`).
 *
 * `chainOf` is called at first use: the stand-in's key is derived lazily (`drand-stand-in.ts`).
 */
export function drandEntropy(url: string, chainOf: () => DrandChain): EntropySource {
  const warned = new Set<string>();
  return {
    async commit(_ctx, closedAt) {
      const chain = chainOf();
      return drandSource(chain.hash, drandRoundAfter(chain, closedAt.getTime()));
    },
    async reveal(ctx, source) {
      const chain = chainOf();
      const named = parseDrandSource(source);
      if (!named || named.chainHash !== chain.hash) return null;
      if (drandRoundTime(chain, named.round) > ctx.clock.now().getTime()) return null;
      const known = beacons.get(source);
      if (known) return known;
      try {
        if (!(await relayServes(ctx.fetch, url, chain))) return null;
        const beacon = drandBeaconSchema.parse(
          await getJson(ctx.fetch, `${url}/${chain.hash}/public/${named.round}`),
        );
        const signature = beacon.signature.toLowerCase();
        const randomness = beacon.randomness.toLowerCase();
        if (
          beacon.round !== named.round ||
          !verifyBeacon(chain.publicKey, { round: named.round, signature, randomness })
        ) {
          log.error('rooms: a drand beacon failed its check and was refused', {
            url,
            source,
            beacon,
          });
          return null;
        }
        const revealed: Revealed = {
          entropy: randomness,
          proof: {
            kind: 'drand',
            publicKey: chain.publicKey,
            signature,
            genesis: chain.genesis,
            period: chain.period,
          },
        };
        remember(source, revealed);
        warned.delete(source);
        return revealed;
      } catch (error) {
        // Once per round: the engine asks every second until the beacon comes or the refund.
        if (!warned.has(source)) {
          warned.add(source);
          log.warn('rooms: the drand beacon could not be fetched yet', { url, source, error });
        }
        return null;
      }
    },
  };
}

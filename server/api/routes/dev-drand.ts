import { isChainHash } from '@/lib/games/rooms/drand';
import { drandBeaconSchema, drandChainInfoSchema } from '@/lib/schemas/rooms';
import { AppError } from '@/server/lib/app-error';
import { standInBeacon, standInChain, standInInfo } from '@/server/services/rooms/drand-stand-in';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['games', 'development'] as const;

/** The stand-in's chain when the rooms draw from it and the path names it; else 404. */
function chainOf(c: ApiContext) {
  const entropy = c.var.ctx.config.roomsEntropy;
  const hash = pathParam(c, 'chain');
  if (entropy.kind !== 'sandbox' || !isChainHash(hash)) throw AppError.of('not_found', 404);
  const standIn = standInChain(entropy.seed);
  if (standIn.chain.hash !== hash) throw AppError.of('not_found', 404);
  return standIn;
}

/**
 * /api/dev/drand — drand's HTTP API as a local stand-in (ROOMS_ENTROPY=sandbox, development
 * tools only): a one-signer chain of quicknet's scheme whose key comes from AUTH_SECRET, so the
 * rooms' drand source and the verifier run end to end without the network. Its beacons prove
 * nothing about fairness: the operator holds the key (README, "Rooms").
 */
export const devDrand = router()
  // GET /api/dev/drand/{chain}/info — the chain's key, timing and scheme, as drand's relays answer
  .get(
    '/:chain/info',
    operation(
      {
        summary: 'The stand-in drand chain\u2019s information (development only)',
        tags,
        development: true,
        answer: drandChainInfoSchema,
      },
      (c) => standInInfo(chainOf(c)),
    ),
  )
  // GET /api/dev/drand/{chain}/public/{round} — a beacon once due; 404 before, as for any unknown
  .get(
    '/:chain/public/:round',
    operation(
      {
        summary: 'A stand-in drand beacon, signed once its round is due (development only)',
        description:
          'Answers `{round, randomness, signature}` as drand does for an unchained chain: the BLS signature (G1) on SHA-256 of the round as 8 big-endian bytes, and its SHA-256. A round not yet due answers 404: no round is signed early.',
        tags,
        development: true,
        answer: drandBeaconSchema,
      },
      (c) => {
        const standIn = chainOf(c);
        const round = pathParam(c, 'round');
        if (!/^\d{1,15}$/.test(round) || Number(round) < 1) throw AppError.of('not_found', 404);
        const beacon = standInBeacon(standIn, Number(round), c.var.ctx.clock.now().getTime());
        if (!beacon) throw AppError.of('not_found', 404);
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        return beacon;
      },
    ),
  );

import {
  clientSeedRequestSchema,
  pageQuerySchema,
  rotateAnswerSchema,
  rotateRequestSchema,
  seedsAnswerSchema,
  seedsHistoryAnswerSchema,
} from '@/lib/schemas/games';
import { crashCommitmentFileSchema } from '@/lib/schemas/fair';
import { AppError } from '@/server/lib/app-error';
import { crashCommitmentFile } from '@/server/services/crash/commitment';
import { getSeeds } from '@/server/services/fair/get-seeds';
import { listRevealedSeeds } from '@/server/services/fair/list-revealed-seeds';
import { rotateSeeds } from '@/server/services/fair/rotate-seeds';
import {
  serializeRevealedSeeds,
  serializeSeeds,
  serializeSeedsHistoryItem,
} from '@/server/services/fair/serialize-seeds';
import { setClientSeed } from '@/server/services/fair/set-client-seed';
import { idParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['fair'] as const;

/**
 * A signed commitment file, written as it is stored: its bytes are what a sceptic archives, so
 * they are sent exactly, not re-serialized. Anyone may cache it; the latest chain's file changes
 * only when a new chain starts.
 */
async function commitmentAnswer(c: ApiContext, chainId: number | null, maxAge: number) {
  const file = await crashCommitmentFile(c.var.ctx, chainId);
  if (file === null) throw AppError.of('not_found', 404);
  return c.body(file, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': `public, max-age=${maxAge}`,
  });
}

const commitmentSpec = {
  tags,
  answer: crashCommitmentFileSchema,
  errors: [404],
  description:
    'Canonical JSON (keys sorted, no spaces). `signature.value` is the Ed25519 signature of ' +
    '`commitment` as written in the file (its canonical JSON), under `signature.public_key`, the ' +
    'key `/fair` shows. The bytes of a chain never change while the key stays.',
} as const;

/**
 * Provably fair: the signed-in player's seeds, and the crash chain's signed commitment anyone
 * may read, mounted at `/api/v2/fair`.
 */
export const fair = router()
  // GET /api/v2/fair/crash/commitment.json — the latest crash chain's signed commitment
  .get(
    '/crash/commitment.json',
    operation({ ...commitmentSpec, summary: 'The latest crash chain’s signed commitment' }, (c) =>
      commitmentAnswer(c, null, 60),
    ),
  )
  // GET /api/v2/fair/crash/chains/{id}/commitment.json — one crash chain's signed commitment
  .get(
    '/crash/chains/:id/commitment.json',
    operation(
      {
        ...commitmentSpec,
        summary: 'One crash chain’s signed commitment, the same bytes for good',
      },
      (c) => commitmentAnswer(c, idParam(c), 86_400),
    ),
  )
  // GET /api/v2/fair/seeds — the active pair: server seed hash, client seed, next nonce
  .get(
    '/seeds',
    operation(
      {
        summary: 'The active pair: server seed hash, client seed, next nonce',
        tags,
        auth: 'bearer',
        answer: seedsAnswerSchema,
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return serializeSeeds(await getSeeds(c.var.ctx, c.var.auth.user.id));
      },
    ),
  )
  // GET /api/v2/fair/seeds/history — revealed pairs, newest first
  .get(
    '/seeds/history',
    operation(
      {
        summary: 'Revealed seed pairs, newest first',
        tags,
        auth: 'bearer',
        query: pageQuerySchema,
        answer: seedsHistoryAnswerSchema,
      },
      async (c, { query }) => {
        const { page, per_page: perPage } = query;
        const userId = c.var.auth.user.id;
        const { items, total } = await listRevealedSeeds(c.var.ctx, userId, { page, perPage });
        c.header('Cache-Control', 'no-store');
        return { items: items.map(serializeSeedsHistoryItem), page, per_page: perPage, total };
      },
    ),
  )
  // PUT /api/v2/fair/client-seed — pick the client seed; the nonce goes on
  .put(
    '/client-seed',
    operation(
      {
        summary: 'Pick the client seed of the active pair; the nonce goes on',
        tags,
        auth: 'bearer',
        body: clientSeedRequestSchema,
        answer: seedsAnswerSchema,
      },
      async (c, { body }) =>
        serializeSeeds(await setClientSeed(c.var.ctx, c.var.auth.user.id, body.client_seed)),
    ),
  )
  // POST /api/v2/fair/rotate — reveal the server seed and start a new pair (nonce 0)
  .post(
    '/rotate',
    operation(
      {
        summary: 'Reveal the server seed and start a new pair (nonce 0)',
        tags,
        auth: 'bearer',
        body: rotateRequestSchema,
        answer: rotateAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => {
        const { revealed, next } = await rotateSeeds(
          c.var.ctx,
          c.var.auth.user.id,
          body.client_seed,
        );
        return { revealed: serializeRevealedSeeds(revealed), next: serializeSeeds(next) };
      },
    ),
  );

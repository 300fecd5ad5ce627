import {
  clientSeedRequestSchema,
  pageQuerySchema,
  rotateAnswerSchema,
  rotateRequestSchema,
  seedsAnswerSchema,
  seedsHistoryAnswerSchema,
} from '@/lib/schemas/games';
import { getSeeds } from '@/server/services/fair/get-seeds';
import { listRevealedSeeds } from '@/server/services/fair/list-revealed-seeds';
import { rotateSeeds } from '@/server/services/fair/rotate-seeds';
import {
  serializeRevealedSeeds,
  serializeSeeds,
  serializeSeedsHistoryItem,
} from '@/server/services/fair/serialize-seeds';
import { setClientSeed } from '@/server/services/fair/set-client-seed';
import { router } from '../env';
import { operation } from '../operation';

const tags = ['fair'] as const;

/** Provably fair seeds of the signed-in player, mounted at `/api/v2/fair`. */
export const fair = router()
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

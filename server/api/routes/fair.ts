import {
  clientSeedRequestSchema,
  pageRequestSchema,
  rotateRequestSchema,
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
import { requireAuth } from '../middleware/require-auth';
import { readBody, readQuery } from '../validate';

/** Provably fair seeds of the signed-in player, mounted at `/api/v2/fair`. */
export const fair = router()
  .use(requireAuth)
  // GET /api/v2/fair/seeds — the active pair: server seed hash, client seed, next nonce
  .get('/seeds', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(serializeSeeds(await getSeeds(c.var.ctx, c.var.auth.user.id)));
  })
  // GET /api/v2/fair/seeds/history — revealed pairs, newest first
  .get('/seeds/history', async (c) => {
    const { page, per_page: perPage } = readQuery(c, pageRequestSchema);
    const { items, total } = await listRevealedSeeds(c.var.ctx, c.var.auth.user.id, {
      page,
      perPage,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ items: items.map(serializeSeedsHistoryItem), page, per_page: perPage, total });
  })
  // PUT /api/v2/fair/client-seed — pick the client seed; the nonce goes on
  .put('/client-seed', async (c) => {
    const { client_seed } = await readBody(c, clientSeedRequestSchema);
    return c.json(serializeSeeds(await setClientSeed(c.var.ctx, c.var.auth.user.id, client_seed)));
  })
  // POST /api/v2/fair/rotate — reveal the server seed and start a new pair (nonce 0)
  .post('/rotate', async (c) => {
    const { client_seed } = await readBody(c, rotateRequestSchema);
    const { revealed, next } = await rotateSeeds(c.var.ctx, c.var.auth.user.id, client_seed);
    return c.json({ revealed: serializeRevealedSeeds(revealed), next: serializeSeeds(next) });
  });

import {
  freeSpinAnswerSchema,
  freeSpinGrantRequestSchema,
  freeSpinsAnswerSchema,
  operatorFreeSpinsQuerySchema,
} from '@/lib/schemas/free-spins';
import {
  cancelFreeSpins,
  grantFreeSpins,
} from '@/server/services/casino/free-spins/grant-free-spins';
import { findFreeSpin, listFreeSpins } from '@/server/services/casino/free-spins/list-free-spins';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { AppError } from '@/server/lib/app-error';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const locale = (c: ApiContext) => localeFromAcceptLanguage(c.req.header('accept-language'));

/** A grant's id from the path; anything but a positive whole number is a 404. */
function grantId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

// GET /profile/freeSpins — the player's free spins (spec §7), mounted at `/profile/freeSpins`
export const profileFreeSpins = router().get(
  '/',
  operation(
    {
      summary: 'The player\u2019s free spins: playable first, with game, rounds left and expiry',
      tags: ['casino'],
      auth: 'bearer',
      answer: freeSpinsAnswerSchema,
    },
    async (c) => ({ data: await listFreeSpins(c.var.ctx, c.var.auth.user.id, locale(c)) }),
  ),
);

// GET /api/freeSpinsCampaigns/{id} — one of the player's grants (spec §7)
export const freeSpinsCampaigns = router().get(
  '/:id',
  operation(
    {
      summary: 'One of the player\u2019s free-spin grants',
      tags: ['casino'],
      auth: 'bearer',
      answer: freeSpinAnswerSchema,
      errors: [404],
    },
    async (c) => ({
      data: await findFreeSpin(c.var.ctx, c.var.auth.user.id, grantId(c), locale(c)),
    }),
  ),
);

// PUT /api/v2/freeSpinsCampaigns/cancel/{id} — give up a grant; wins already credited stay
export const freeSpinsCancel = router().put(
  '/cancel/:id',
  operation(
    {
      summary:
        'Give up a free-spin grant: unplayed rounds go, credited wins stay; again changes nothing',
      tags: ['casino'],
      auth: 'bearer',
      answer: freeSpinAnswerSchema,
      errors: [404, 503],
    },
    async (c) => ({
      data: await cancelFreeSpins(c.var.ctx, c.var.auth.user.id, grantId(c), locale(c)),
    }),
  ),
);

/** The operator's free spins, mounted at `/operator/casino/free-spins`. */
export const operatorFreeSpins = router()
  // POST /operator/casino/free-spins — grant free spins on a game; the aggregator is told first
  .post(
    '/',
    operation(
      {
        summary: 'Grant a player free spins on a game (told to its aggregator first)',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        body: freeSpinGrantRequestSchema,
        answer: freeSpinAnswerSchema,
        status: 201,
        errors: [409, 503],
      },
      async (c, { body }) => {
        const { user_id: userId, ...grant } = body;
        return { data: await grantFreeSpins(c.var.ctx, { ...grant, userId, source: 'operator' }) };
      },
    ),
  )
  // GET /operator/casino/free-spins?user_id= — a player's grants
  .get(
    '/',
    operation(
      {
        summary: 'A player\u2019s free-spin grants',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        query: operatorFreeSpinsQuerySchema,
        answer: freeSpinsAnswerSchema,
      },
      async (c, { query }) => ({ data: await listFreeSpins(c.var.ctx, query.user_id, 'en') }),
    ),
  )
  // PUT /operator/casino/free-spins/{id}/cancel — cancel any player's grant
  .put(
    '/:id/cancel',
    operation(
      {
        summary: 'Cancel a free-spin grant: unplayed rounds go, credited wins stay',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        answer: freeSpinAnswerSchema,
        errors: [404, 503],
      },
      async (c) => ({ data: await cancelFreeSpins(c.var.ctx, null, grantId(c), 'en') }),
    ),
  );

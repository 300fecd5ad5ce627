import {
  bonusCancelRequestSchema,
  bonusGrantAnswerSchema,
  bonusGrantsAnswerSchema,
  bonusGuestQuerySchema,
  bonusOffersAnswerSchema,
  bonusOffersQuerySchema,
  bonusPromoAnswerSchema,
  bonusPromoRequestSchema,
  bonusWaitAnswerSchema,
  welcomePackAnswerSchema,
} from '@/lib/schemas/bonus';
import { promoCodeAnswerSchema } from '@/lib/schemas/marketing';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { AppError } from '@/server/lib/app-error';
import { bonusWait } from '@/server/services/bonus/bonus-wait';
import { cancelGrant } from '@/server/services/bonus/cancel-grant';
import { getWelcomePack } from '@/server/services/bonus/get-welcome-pack';
import { listGrants } from '@/server/services/bonus/list-grants';
import { listOffers } from '@/server/services/bonus/list-offers';
import { takePromo } from '@/server/services/bonus-spins/take-promo';
import { findPromoCode } from '@/server/services/bonus/find-promo-code';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';
import { optionalPlayer } from '../visitor';

/** Longer codes are never issued; they are not looked up. */
const MAX_PROMO_LENGTH = 64;

const locale = (c: ApiContext) => localeFromAcceptLanguage(c.req.header('accept-language'));

/** A grant's id from the path; anything but a positive whole number is a 404. */
function grantId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

export const bonusSystem = router()
  // GET /bonus-system/bonus/{promo} — a promo code that can be taken now, or 404
  .get(
    '/bonus/:promo',
    operation(
      {
        summary: 'A promo code that can be taken now, whatever the case; 404 for any other',
        description:
          'Unknown, inactive, not yet started, expired and used-up codes answer 404 (the middleware then clears the code).',
        tags: ['marketing'],
        answer: promoCodeAnswerSchema,
        errors: [404],
      },
      async (c) => {
        const promo = pathParam(c, 'promo');
        const found =
          promo.length <= MAX_PROMO_LENGTH ? await findPromoCode(c.var.ctx, promo) : null;
        if (!found) throw AppError.of('not_found', 404);
        const { code, type, value, name } = found;
        return { data: { code, type, value, name } };
      },
    ),
  )
  // POST /bonus-system/promo — the player takes a promo code
  .post(
    '/promo',
    operation(
      {
        summary: 'Take a promo code: a no-deposit bonus at once, or an offer waiting for a deposit',
        tags: ['bonus'],
        auth: 'bearer',
        account: 'bonus',
        captcha: 'promo',
        body: bonusPromoRequestSchema,
        answer: bonusPromoAnswerSchema,
        status: 201,
        errors: [409],
      },
      async (c, { body }) => ({
        data: await takePromo(c.var.ctx, c.var.auth.user, body.promo, locale(c)),
      }),
    ),
  )
  // GET /bonus-system/bonus-activation/waiting-reg-and-dep — the bonus-wait (spec §3), or null
  .get(
    '/bonus-activation/waiting-reg-and-dep',
    operation(
      {
        summary:
          'The bonus waiting for the player\u2019s deposit, or null (always null for guests)',
        tags: ['bonus'],
        answer: bonusWaitAnswerSchema,
      },
      async (c) => {
        const player = await optionalPlayer(c);
        return { data: player ? await bonusWait(c.var.ctx, player.id, locale(c)) : null };
      },
    ),
  )
  // GET /bonus-system/offers — what a guest or the player can take now
  .get(
    '/offers',
    operation(
      {
        summary:
          'The offers a guest would get (first the one of `promo`, if it applies to new players), or the player\u2019s waiting offers and next step',
        tags: ['bonus'],
        query: bonusOffersQuerySchema,
        answer: bonusOffersAnswerSchema,
      },
      async (c, { query }) => {
        const player = await optionalPlayer(c);
        const currency = player?.currency ?? query.currency;
        return {
          data: await listOffers(c.var.ctx, player, currency, locale(c), query.promo),
        };
      },
    ),
  )
  // GET /bonus-system/welcome-pack — the player's welcome pack with progress
  .get(
    '/welcome-pack',
    operation(
      {
        summary: 'The player\u2019s welcome pack: steps, deposits made and deadline',
        tags: ['bonus'],
        auth: 'bearer',
        answer: welcomePackAnswerSchema,
      },
      async (c) => {
        const { user } = c.var.auth;
        return { data: await getWelcomePack(c.var.ctx, user, user.currency, locale(c)) };
      },
    ),
  )
  // GET /bonus-system/grants — the player's active grants and history
  .get(
    '/grants',
    operation(
      {
        summary: 'The player\u2019s active bonuses, then the ended ones',
        tags: ['bonus'],
        auth: 'bearer',
        answer: bonusGrantsAnswerSchema,
      },
      async (c) => ({
        data: await listGrants(c.var.ctx, c.var.auth.user.id, locale(c)),
      }),
    ),
  )
  // POST /bonus-system/grants/{id}/cancel — give up the active bonus, confirming its amount
  .post(
    '/grants/:id/cancel',
    operation(
      {
        summary: 'Give up the active bonus; the amount shown must still be its bonus money',
        tags: ['bonus'],
        auth: 'bearer',
        body: bonusCancelRequestSchema,
        answer: bonusGrantAnswerSchema,
        errors: [404, 409],
      },
      async (c, { body }) => ({
        data: await cancelGrant(c.var.ctx, {
          userId: c.var.auth.user.id,
          grantId: grantId(c),
          confirmAmount: body.confirm_amount,
          locale: locale(c),
        }),
      }),
    ),
  );

// GET /api/v3/welcome-pack/get-welcome-packs-guest — the welcome pack for guests (spec §7)
export const welcomePackGuest = router().get(
  '/get-welcome-packs-guest',
  operation(
    {
      summary: 'The active welcome pack as a guest sees it (`publicTitle`, steps locked)',
      tags: ['bonus'],
      query: bonusGuestQuerySchema,
      answer: welcomePackAnswerSchema,
    },
    async (c, { query }) => ({
      data: await getWelcomePack(c.var.ctx, null, query.currency, locale(c)),
    }),
  ),
);

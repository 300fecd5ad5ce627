import { casinoLaunchAnswerSchema, casinoLaunchRequestSchema } from '@/lib/schemas/casino-launch';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { launchGame } from '@/server/services/casino/launch-game';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { clientIp, router, type ApiContext } from '../env';
import { operation } from '../operation';
import { requestCountry } from '../visitor';

const where = async (c: ApiContext) => ({
  locale: localeFromAcceptLanguage(c.req.header('accept-language')),
  country: await requestCountry(c),
  ip: clientIp(c),
});

/** Opening catalogue games, mounted at `/casino/launch`. */
export const casinoLaunch = router()
  // POST /casino/launch — real money: a new game session and the aggregator's game URL
  .post(
    '/',
    operation(
      {
        summary: 'Open a game for real money: a new session (superseding the last) and its URL',
        tags: ['casino'],
        auth: 'bearer',
        account: 'bet',
        body: casinoLaunchRequestSchema,
        answer: casinoLaunchAnswerSchema,
        errors: [403, 404, 409, 429, 503],
      },
      async (c, { body }) => {
        const player = c.var.auth.user;
        await hitRateLimit(c.var.ctx, `casino-launch:user:${player.id}`, LIMITS.casinoLaunchByUser);
        return launchGame(c.var.ctx, { ...body, mode: 'real', player, ...(await where(c)) });
      },
    ),
  )
  // POST /casino/launch/demo — demo play for anyone: the provider's pretend money, no session
  .post(
    '/demo',
    operation(
      {
        summary: 'Open a game in demo mode (anyone; no wallet, no session)',
        tags: ['casino'],
        body: casinoLaunchRequestSchema,
        answer: casinoLaunchAnswerSchema,
        errors: [403, 404, 409, 429, 503],
      },
      async (c, { body }) => {
        const place = await where(c);
        await hitRateLimit(c.var.ctx, `casino-demo:ip:${place.ip}`, LIMITS.casinoDemoByIp);
        return launchGame(c.var.ctx, { ...body, mode: 'demo', player: null, ...place });
      },
    ),
  );

import { findPricedCase, listPricedCases } from '@/lib/games/cases/pricing';
import { registry } from '@/lib/games/registry';
import { casesBetRequestSchema, currencyRequestSchema } from '@/lib/schemas/games';
import { AppError } from '@/server/lib/app-error';
import { playBet } from '@/server/services/games/play-bet';
import { serializeCase } from '@/server/services/games/serialize-case';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody, readQuery } from '../validate';
import { viewerCurrency } from '../viewer-currency';

/** Cases, mounted at `/api/v2/games/cases`. */
export const gamesCases = router()
  // GET /api/v2/games/cases — the catalogue priced in a currency (asked, the player's or RUB)
  .get('/', async (c) => {
    const { currency } = readQuery(c, currencyRequestSchema);
    const cases = listPricedCases(await viewerCurrency(c, currency));
    return c.json({ cases: cases.map(serializeCase) });
  })
  // GET /api/v2/games/cases/{slug} — one case
  .get('/:slug', async (c) => {
    const { currency } = readQuery(c, currencyRequestSchema);
    const priced = findPricedCase(c.req.param('slug'), await viewerCurrency(c, currency));
    if (!priced) throw AppError.of('not_found', 404);
    return c.json(serializeCase(priced));
  })
  // POST /api/v2/games/cases/{slug}/open — open a case for its price (unknown case: 404)
  .post('/:slug/open', requireAuth, async (c) => {
    const { key } = await readBody(c, casesBetRequestSchema);
    const slug = c.req.param('slug');
    if (!registry.cases.input.safeParse({ slug }).success) throw AppError.of('not_found', 404);
    return c.json(await playBet(c.var.ctx, c.var.auth.user, registry.cases, { key, slug }));
  });

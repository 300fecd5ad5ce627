import {
  catalogueSyncAnswerSchema,
  catalogueSyncRequestSchema,
  operatorSwitchAnswerSchema,
  operatorSwitchRequestSchema,
} from '@/lib/schemas/casino';
import {
  operatorCasinoGamesAnswerSchema,
  operatorCasinoGamesQuerySchema,
  operatorCasinoProvidersAnswerSchema,
} from '@/lib/schemas/casino-office';
import { listOfficeGames } from '@/server/services/casino/catalogue/office-games';
import { listOfficeProviders } from '@/server/services/casino/catalogue/office-providers';
import { runCatalogueSync } from '@/server/services/casino/catalogue/run-sync';
import {
  setGameEnabled,
  setProviderEnabled,
} from '@/server/services/casino/catalogue/switch-enabled';
import { pathParam, router } from '../env';
import { operation } from '../operation';

/** The casino catalogue's operator endpoints, mounted at `/operator`. */
export const operatorCasino = router()
  // GET /operator/casino/games — the catalogue as staff see it, hidden games included
  .get(
    '/casino/games',
    operation(
      {
        summary: 'The casino catalogue as staff see it, hidden games included, newest first',
        description:
          '`q` is part of the slug or of the name in any language; `visible` is what players see of a game (`shown`, `hidden`, or one reason: `game_off`, `studio_off`, `unlisted`); `before` is the previous page\u2019s `next`.',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        query: operatorCasinoGamesQuerySchema,
        answer: operatorCasinoGamesAnswerSchema,
      },
      (c, { query }) => listOfficeGames(c.var.ctx, query),
    ),
  )
  // GET /operator/casino/providers — every studio with its game counts, and every aggregator
  .get(
    '/casino/providers',
    operation(
      {
        summary:
          'Every casino studio, hidden ones too, with its game counts; and each aggregator\u2019s last sync',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        answer: operatorCasinoProvidersAnswerSchema,
      },
      (c) => listOfficeProviders(c.var.ctx),
    ),
  )
  // PUT /operator/casino/games/{slug} — show or hide a game, with a reason, whatever the aggregator
  .put(
    '/casino/games/:slug',
    operation(
      {
        summary: 'Show or hide a casino game, with a reason; syncs never change it back',
        description: '`reason` is kept in the audit trail beside who switched the game.',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        body: operatorSwitchRequestSchema,
        answer: operatorSwitchAnswerSchema,
      },
      async (c, { body }) => setGameEnabled(c.var.ctx, pathParam(c, 'slug'), body.enabled),
    ),
  )
  // PUT /operator/casino/providers/{slug} — show or hide every game of a studio, with a reason
  .put(
    '/casino/providers/:slug',
    operation(
      {
        summary: 'Show or hide every game of a casino studio, with a reason',
        description: '`reason` is kept in the audit trail beside who switched the studio.',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        body: operatorSwitchRequestSchema,
        answer: operatorSwitchAnswerSchema,
      },
      async (c, { body }) => setProviderEnabled(c.var.ctx, pathParam(c, 'slug'), body.enabled),
    ),
  )
  // POST /operator/casino/sync — fetch an aggregator's game list now and store it
  .post(
    '/casino/sync',
    operation(
      {
        summary: 'Sync the casino catalogue with an aggregator\u2019s game list now',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        body: catalogueSyncRequestSchema,
        answer: catalogueSyncAnswerSchema,
        errors: [503],
      },
      async (c, { body }) => {
        const { imageErrors, ...report } = await runCatalogueSync(c.var.ctx, body.aggregator);
        return { ...report, image_errors: imageErrors };
      },
    ),
  );

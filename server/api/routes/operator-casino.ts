import {
  catalogueSyncAnswerSchema,
  catalogueSyncRequestSchema,
  operatorSwitchAnswerSchema,
  operatorSwitchRequestSchema,
} from '@/lib/schemas/casino';
import { runCatalogueSync } from '@/server/services/casino/catalogue/run-sync';
import {
  setGameEnabled,
  setProviderEnabled,
} from '@/server/services/casino/catalogue/switch-enabled';
import { pathParam, router } from '../env';
import { operation } from '../operation';

/** The casino catalogue's operator endpoints, mounted at `/operator`. */
export const operatorCasino = router()
  // PUT /operator/casino/games/{slug} — show or hide a game whatever the aggregator says
  .put(
    '/casino/games/:slug',
    operation(
      {
        summary: 'Show or hide a casino game; syncs never change it back',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        body: operatorSwitchRequestSchema,
        answer: operatorSwitchAnswerSchema,
      },
      async (c, { body }) => setGameEnabled(c.var.ctx, pathParam(c, 'slug'), body.enabled),
    ),
  )
  // PUT /operator/casino/providers/{slug} — show or hide every game of a studio
  .put(
    '/casino/providers/:slug',
    operation(
      {
        summary: 'Show or hide every game of a casino studio',
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

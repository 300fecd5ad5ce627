import { serve } from '@hono/node-server';
import { servicePorts } from '@/lib/env/game-services';
import { createApp } from './api/app';
import { serviceOnly } from './api/service-listener';
import { getDefaultContext } from './context';
import { keepConnectionsAlive } from './lib/keep-alive';
import { log } from './lib/log';
import { exitOnStopWhenProfiled } from './lib/profiled-exit';

// `npm run api`: the same Hono app on its own port, for deployments that serve the api. host apart.
const port = Number(process.env.API_PORT || 4000);
const app = createApp(getDefaultContext);
exitOnStopWhenProfiled();

// Open, migrate and seed the database before taking traffic; a bad configuration stops here.
getDefaultContext().then(
  (ctx) => {
    keepConnectionsAlive(
      serve({ fetch: app.fetch, port }, (info) => {
        log.info('API listening', { url: `http://localhost:${info.port}/api` });
      }),
    );
    // A game service with a port of its own (`<SERVICE>_API_PORT`): its calls there too.
    for (const [service, servicePort] of servicePorts(ctx.config.gameServices)) {
      keepConnectionsAlive(
        serve({ fetch: serviceOnly(service, app.fetch), port: servicePort }, (info) => {
          log.info('Game service listening', { service, url: `http://localhost:${info.port}/api` });
        }),
      );
    }
  },
  (error: unknown) => {
    log.error('API did not start', { error });
    process.exit(1);
  },
);

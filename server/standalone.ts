import { serve } from '@hono/node-server';
import { createApp } from './api/app';
import { getDefaultContext } from './context';
import { log } from './lib/log';

// `npm run api`: the same Hono app on its own port, for deployments that serve the api. host apart.
const port = Number(process.env.API_PORT || 4000);
const app = createApp(getDefaultContext);

// Open, migrate and seed the database before taking traffic; a bad configuration stops here.
getDefaultContext().then(
  () =>
    serve({ fetch: app.fetch, port }, (info) => {
      log.info('API listening', { url: `http://localhost:${info.port}/api` });
    }),
  (error: unknown) => {
    log.error('API did not start', { error });
    process.exit(1);
  },
);

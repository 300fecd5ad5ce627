import { serve } from '@hono/node-server';
import { app } from './api/app';

// `npm run api`: the same Hono app on its own port, for deployments that serve the api. host apart.
const port = Number(process.env.API_PORT || 4000);

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`API listening on http://localhost:${info.port}/api`);
});

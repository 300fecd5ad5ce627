import { Hono } from 'hono';
import { handleError, handleNotFound } from './errors';
import { health } from './routes/health';

/** The API behind spec §7, served under /api by Next and on its own by `npm run api`. */
export const app = new Hono().basePath('/api');

app.route('/health', health);

app.onError(handleError);
app.notFound(handleNotFound);

export type AppType = typeof app;

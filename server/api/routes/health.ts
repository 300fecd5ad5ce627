import { Hono } from 'hono';

// GET /api/health — liveness probe for load balancers and the e2e harness
export const health = new Hono().get('/', (c) =>
  c.json({ status: 'ok', time: new Date().toISOString() }, 200, { 'Cache-Control': 'no-store' }),
);

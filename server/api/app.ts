import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppContext } from '@/server/app-context';
import type { ApiEnv } from './env';
import { handleError, handleNotFound } from './errors';
import { register } from './routes/auth-register';
import { login } from './routes/auth-login';
import { session } from './routes/auth-session';
import { socialCallback, socialLogin } from './routes/auth-social';
import { devOidc } from './routes/dev-oidc';
import { loginData } from './routes/auth-login-data';
import { contacts } from './routes/contacts';
import { password, passwordUpdate } from './routes/password';
import { devOutbox } from './routes/dev-outbox';
import { health } from './routes/health';
import { profile } from './routes/profile';
import { vip } from './routes/vip';
import { fingerprint } from './routes/fingerprint';
import { attachSource, marketingMiddleware } from './routes/marketing';
import { mirror, mirrorMiddleware } from './routes/mirrors';
import { redirects } from './routes/redirects';
import { simpleAuth } from './routes/simple-auth';
import { settings } from './routes/settings';
import { bonusSystem } from './routes/bonus-system';
import { operator } from './routes/operator';
import { geo } from './routes/geo';
import { billing } from './routes/billing';
import { paymentStatus } from './routes/payment-status';
import { payments } from './routes/payments';
import { payout } from './routes/payouts';
import { history, wallets } from './routes/wallet';
import { operatorWallet } from './routes/operator-wallet';
import { fair } from './routes/fair';
import { gamesApi } from './routes/games';
import { openApi } from './routes/openapi';

/**
 * The API behind spec §7. Paths are the spec's, relative to the API root: `/api` on the site's
 * host (where Next mounts this app) and `/` on the `api.` host (which middleware.ts rewrites
 * to `/api`). So `POST /api/v2/auth/register/email` is served at `/api/api/v2/auth/register/email`
 * here, and `GET /profile/user` at `/api/profile/user`.
 */
export function createApp(getContext: () => Promise<AppContext>) {
  const app = new Hono<ApiEnv>().basePath('/api');

  app.route('/health', health);

  app.use(async (c, next) => {
    c.set('ctx', await getContext());
    await next();
  });
  app.use(
    cors({
      // The site calls the api. host from its own origins (and mirrors); nobody else may.
      origin: (origin, c) => (c.var.ctx.config.allowedOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Region', 'Accept-Language'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  );

  app.route('/api/v2/auth/register', register);
  app.route('/api/v2/auth/login', login);
  app.route('/auth', session);
  app.route('/auth', socialLogin);
  app.route('/api/v2/auth/social', socialCallback);
  app.route('/auth', loginData);
  app.route('/api/v2/auth/password', password);
  app.route('/api/v2/auth', contacts);
  app.route('/password', passwordUpdate);
  app.route('/profile', profile);
  app.route('/api/v2/vip', vip);
  app.route('/api/v2/fingerprint', fingerprint);
  app.route('/middleware', mirrorMiddleware);
  app.route('/middleware', redirects);
  app.route('/middleware', marketingMiddleware);
  app.route('/middleware', simpleAuth);
  app.route('/mirror', mirror);
  app.route('/attachSource', attachSource);
  app.route('/settings', settings);
  app.route('/bonus-system', bonusSystem);
  app.route('/operator', operator);
  app.route('/geo_ip', geo);
  app.route('/api/v2/billing', billing);
  app.route('/billing/payment', paymentStatus);
  app.route('/payments', payments);
  app.route('/api/v2/billing/payout', payout);
  app.route('/api/v2/billing/history', history);
  app.route('/api/v2/billing/wallets', wallets);
  app.route('/operator', operatorWallet);
  app.route('/api/v2/fair', fair);
  app.route('/api/v2/games', gamesApi);
  app.route('/openapi.json', openApi(app as never));

  app.use('/dev/*', async (c, next) => (c.var.ctx.config.devTools ? next() : handleNotFound(c)));
  app.route('/dev/outbox', devOutbox);
  app.route('/dev/oidc', devOidc);

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;

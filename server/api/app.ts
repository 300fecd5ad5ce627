import { casinoLaunch } from './routes/casino-launch';
import { casinoRounds, operatorCasinoRounds } from './routes/casino-rounds';
import { sandboxRgs } from './routes/sandbox-rgs';
import { operatorCasinoReconciliation } from './routes/casino-reconciliation';
import {
  freeSpinsCampaigns,
  freeSpinsCancel,
  operatorFreeSpins,
  profileFreeSpins,
} from './routes/free-spins';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppContext } from '@/server/app-context';
import { isMirrorOrigin } from '@/server/services/marketing/is-mirror-origin';
import type { ApiEnv } from './env';
import { handleError, handleNotFound } from './errors';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
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
import { ready } from './routes/ready';
import { metrics } from './routes/metrics';
import { profile } from './routes/profile';
import { operatorVip, vip } from './routes/vip';
import { fingerprint } from './routes/fingerprint';
import { attachSource, marketingMiddleware } from './routes/marketing';
import { mirror, mirrorMiddleware } from './routes/mirrors';
import { redirects } from './routes/redirects';
import { simpleAuth } from './routes/simple-auth';
import { settings } from './routes/settings';
import { bonusSystem, welcomePackGuest } from './routes/bonus-system';
import { officeAuth } from './routes/office-auth';
import { operator } from './routes/operator';
import { operatorBonuses } from './routes/operator-bonuses';
import { clientConfig } from './routes/client-config';
import { geo } from './routes/geo';
import { billing } from './routes/billing';
import { paymentStatus } from './routes/payment-status';
import { payments } from './routes/payments';
import { payout } from './routes/payouts';
import { history, statement, wallets } from './routes/wallet';
import { protection } from './routes/protection';
import { kyc } from './routes/kyc';
import { devSumsub } from './routes/dev-sumsub';
import { operatorKyc } from './routes/operator-kyc';
import { devProtection } from './routes/dev-protection';
import { devGamstop } from './routes/dev-gamstop';
import { devNowPayments } from './routes/dev-nowpayments';
import { devRecaptcha } from './routes/dev-recaptcha';
import { devDrand } from './routes/dev-drand';
import { operatorWallet } from './routes/operator-wallet';
import { fair } from './routes/fair';
import { gamesApi } from './routes/games';
import { crashApi } from './routes/games-crash';
import { roomsApi } from './routes/games-rooms';
import { openApi } from './routes/openapi';
import { stream } from './routes/stream';
import { casinoHub88 } from './routes/casino-hub88';
import { casinoGis } from './routes/casino-gis';
import { devCasino } from './routes/dev-casino';
import { devStaff } from './routes/dev-staff';
import { casinoCatalogue } from './routes/casino-catalogue';
import { casinoImages } from './routes/casino-images';
import { operatorCasino } from './routes/operator-casino';
import { sportsLine } from './routes/sports-line';
import { operatorSportsMarkets } from './routes/operator-sports-markets';
import { operatorSports } from './routes/operator-sports';
import { operatorSportsTrading } from './routes/operator-sports-trading';
import { operatorPlayers } from './routes/operator-players';
import { operatorPlayerDesk } from './routes/operator-player-desk';
import { operatorFeatures } from './routes/operator-features';
import { operatorStaff } from './routes/operator-staff';
import { operatorApprovals } from './routes/operator-approvals';
import { operatorReports } from './routes/operator-reports';
import { operatorRisk } from './routes/operator-risk';
import { operatorDeposits } from './routes/operator-deposits';
import { sportsTickets } from './routes/sports-tickets';
import { devSportsFeed } from './routes/dev-sports-feed';
import { operatorExchangeRates, top } from './routes/top';
import { operatorTournaments, tournamentsRoutes } from './routes/tournaments';

type Mount = readonly [prefix: string, routes: Hono<ApiEnv>];

/** What the site's scripts send another origin (the api. host, a game service's own port). */
const CORS_HEADERS = [
  'Authorization',
  'Content-Type',
  'Region',
  'Accept-Language',
  'Idempotency-Key',
];

/**
 * With development tools only (the e2e harness): the specs give each test its own address and
 * country in headers Chromium then sends to every origin, so a game on a port of its own
 * (DICE_API_PORT) could not be played without them. They are believed only from a trusted proxy,
 * as on any request (lib/net/client-address.ts).
 */
const HARNESS_CORS_HEADERS = ['X-Forwarded-For', 'CF-IPCountry'];

/**
 * The routers by area, each at its prefix. No two of them serve the same method and path (a
 * test checks), so their order does not matter.
 */
const AREAS: readonly Mount[] = [
  // auth: registration, logins, sessions, social login, contacts, passwords
  ['/api/v2/auth/register', register],
  ['/api/v2/auth/login', login],
  ['/api/v2/auth/social', socialCallback],
  ['/api/v2/auth/password', password],
  ['/api/v2/auth', contacts],
  ['/auth', session],
  ['/auth', socialLogin],
  ['/auth', loginData],
  ['/password', passwordUpdate],
  // profile
  ['/profile', profile],
  ['/api/v2/vip', vip],
  ['/api/v2/fingerprint', fingerprint],
  // marketing and mirrors: what the middleware and the browser report and look up
  ['/middleware', mirrorMiddleware],
  ['/middleware', redirects],
  ['/middleware', marketingMiddleware],
  ['/middleware', simpleAuth],
  ['/mirror', mirror],
  ['/attachSource', attachSource],
  ['/settings', settings],
  ['/bonus-system', bonusSystem],
  ['/api/v3/welcome-pack', welcomePackGuest],
  ['/geo_ip', geo],
  ['/client_config', clientConfig],
  // billing and payments
  ['/api/v2/billing', billing],
  ['/api/v2/billing/payout', payout],
  ['/api/v2/billing/history', history],
  ['/api/v2/billing/statement', statement],
  ['/api/v2/billing/wallets', wallets],
  // player protection: limits, reality checks, time-out, self-exclusion, closure
  ['/protection', protection],
  // verification: the player's status, the provider's token and webhook, source-of-funds uploads
  ['/kyc', kyc],
  ['/billing/payment', paymentStatus],
  ['/payments', payments],
  // provably fair in-house games
  ['/api/v2/fair', fair],
  ['/api/v2/games', gamesApi],
  ['/api/v2/games/crash', crashApi],
  ['/api/v2/games/rooms', roomsApi],
  // slots and live casino: the aggregators' wallet callbacks, one router per connection
  ...casinoHub88,
  ...casinoGis,
  ['/casino/launch', casinoLaunch],
  ['/casino/rounds', casinoRounds],
  ['/profile/freeSpins', profileFreeSpins],
  ['/api/freeSpinsCampaigns', freeSpinsCampaigns],
  ['/api/v2/freeSpinsCampaigns', freeSpinsCancel],
  ['/casino', casinoCatalogue],
  ['/casino/images', casinoImages],
  // the sportsbook: the line, the slip, tickets and cash-out
  ['/sports', sportsLine],
  ['/sports', sportsTickets],
  // the top list across every product
  ['/top', top],
  // tournaments scored from the same bets
  ['/tournaments', tournamentsRoutes],
  // the live channel: shared rounds as Server-Sent Events
  ['/stream', stream],
  // signals for operators: Prometheus metrics (readiness is mounted beside liveness)
  ['/metrics', metrics],
  // operators
  ['/operator', operator],
  ['/operator/bonuses', operatorBonuses],
  ['/operator', operatorExchangeRates],
  ['/operator/vip', operatorVip],
  ['/operator/tournaments', operatorTournaments],
  ['/operator', operatorWallet],
  ['/operator/casino/rounds', operatorCasinoRounds],
  ['/operator/casino/reconciliation', operatorCasinoReconciliation],
  ['/operator/casino/free-spins', operatorFreeSpins],
  ['/operator', operatorCasino],
  ['/operator/sports/markets', operatorSportsMarkets],
  ['/operator', operatorSports],
  // the back office's Sportsbook trading desk: events, markets with exposure, the feed's health
  ['/operator', operatorSportsTrading],
  // staff: sign-in, accounts, the audit trail
  ['/office/auth', officeAuth],
  ['/operator', operatorStaff],
  // four eyes: money actions held for a second member of staff
  ['/operator/approvals', operatorApprovals],
  ['/operator/players', operatorPlayers],
  ['/operator/players', operatorKyc],
  // the back office's Players section: search, a player's page, activity, notes
  ['/operator/players', operatorPlayerDesk],
  // feature flags: a player's own and the segment rules (the profile answers their union)
  ['/operator', operatorFeatures],
  // anti-money-laundering: the risk queue and staff's decisions
  ['/operator/risk', operatorRisk],
  // the back office's financial reports
  ['/operator/reports', operatorReports],
  // the back office's deposits: invoices with their provider events and ledger transfers
  ['/operator/deposits', operatorDeposits],
];

/** Served only with development tools (`DEV_TOOLS`, or any build but production). */
const DEVELOPMENT: readonly Mount[] = [
  ['/dev/outbox', devOutbox],
  ['/dev/oidc', devOidc],
  ['/dev/casino', devCasino],
  ['/dev/sports/feed', devSportsFeed],
  ['/dev/staff', devStaff],
  ['/dev/protection', devProtection],
  ['/dev/gamstop', devGamstop],
  ['/dev/sumsub', devSumsub],
  ['/dev/nowpayments', devNowPayments],
  ['/dev/recaptcha', devRecaptcha],
  ['/dev/drand', devDrand],
];

/**
 * The API behind spec §7. Paths are the spec's, relative to the API root: `/api` on the site's
 * host (where Next mounts this app) and `/` on the `api.` host (which middleware.ts rewrites
 * to `/api`). So `POST /api/v2/auth/register/email` is served at `/api/api/v2/auth/register/email`
 * here, and `GET /profile/user` at `/api/profile/user`.
 */
export function createApp(getContext: () => Promise<AppContext>) {
  const app = new Hono<ApiEnv>().basePath('/api');

  app.use(requestLog);
  app.use(securityHeaders);
  app.route('/health', health);
  // Before the context: it answers 503 while the context starts, instead of waiting for it.
  app.route('/ready', ready(getContext));

  app.use(async (c, next) => {
    c.set('ctx', await getContext());
    await next();
  });
  const corsFor = (allowHeaders: string[]) =>
    cors({
      // The site calls the api. host from its own origins and its active mirrors' (one mirror's
      // page may reach another mirror's API after a failover); nobody else may.
      origin: async (origin, c) =>
        c.var.ctx.config.allowedOrigins.includes(origin) ||
        (origin !== '' && (await isMirrorOrigin(c.var.ctx, origin)))
          ? origin
          : null,
      allowHeaders,
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  const playerCors = corsFor(CORS_HEADERS);
  const harnessCors = corsFor([...CORS_HEADERS, ...HARNESS_CORS_HEADERS]);
  app.use((c, next) => (c.var.ctx.config.devTools ? harnessCors : playerCors)(c, next));

  for (const [prefix, routes] of AREAS) app.route(prefix, routes);
  app.route('/openapi.json', openApi(app as never));

  // The sandbox game provider's own game API, only while the provider is on.
  app.use('/sandbox-rgs/*', async (c, next) =>
    c.var.ctx.config.casino.sandboxRgs ? next() : handleNotFound(c),
  );
  app.route('/sandbox-rgs', sandboxRgs);

  app.use('/dev/*', async (c, next) => (c.var.ctx.config.devTools ? next() : handleNotFound(c)));
  for (const [prefix, routes] of DEVELOPMENT) app.route(prefix, routes);

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;

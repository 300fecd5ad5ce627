import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';
import { readGameServiceBases, servicePorts } from '@/lib/env/game-services';
import { consoleSink, createLogger } from '@/lib/log/logger';
import { keepConnectionsAlive } from '@/server/lib/keep-alive';
import { exitOnStopWhenProfiled } from '@/server/lib/profiled-exit';
import { siteUrlProblem } from '@/server/lib/site-url';
import { withCompression } from './compress';
import { withForwardedPeer } from './forward-peer';
import { ingestUpstream, withIngestProxy } from './ingest-proxy';
import { withNonceStamp } from './nonce-stamp';
import { serviceOnly } from './service-listener';

/**
 * `npm start`: the production site (pages, middleware and the API mounted at /api) behind a
 * plain Node server that appends each request's socket peer to X-Forwarded-For
 * (`forward-peer.ts`), so the API can walk the hops it trusts (TRUSTED_PROXIES, README), that
 * forwards product analytics' `/ingest` to PostHog (`ingest-proxy.ts`, POSTHOG_HOST), and
 * that puts each answer's CSP nonce on the scripts of prerendered pages (`nonce-stamp.ts`) before
 * it compresses the answer (`compress.ts`).
 * PORT (3000) and HOST (all interfaces) say where it listens; a game service with a port of its
 * own (`<SERVICE>_API_PORT`) is also served there, its calls alone (`service-listener.ts`).
 */
const log = createLogger({ level: 'info', sink: consoleSink });
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
// Checked as the API checks them (server/config.ts), which would refuse the same values later.
const badServiceVariables: string[] = [];
const services = servicePorts(
  readGameServiceBases(process.env, (name) => badServiceVariables.push(name)),
);
if (badServiceVariables.length > 0) {
  log.error('Site did not start: invalid game service bases', {
    variables: badServiceVariables,
    advice: 'README, "Configuration": <SERVICE>_API_URL is an http(s) URL, _PORT is 1–65535',
  });
  process.exit(1);
}

// The secret of the site's own calls (lib/net/forwarding.ts), drawn before Next reads the
// environment; the middleware's sandbox copies it from there.
const token = randomBytes(32).toString('base64url');
process.env.SITE_HOP_TOKEN = token;
// The middleware and server rendering reach the API mounted here, on this machine, unless told
// otherwise: through the public api. host their calls would come back with the site's own
// address as the client's.
const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const self = `http://${local.includes(':') ? `[${local}]` : local}:${port}/api`;
process.env.API_INTERNAL_URL ||= self;

// Next builds its own URLs (a middleware rewrite's target) on this name, not on HOST: on another
// name than `localhost` (HOST=127.0.0.1 behind a balancer, an internal address) it took the
// middleware's rewrite to `/ru/...` for another site's and proxied it, answering a 307 to the
// same page.
const app = next({ dev: false, hostname: 'localhost', port });

exitOnStopWhenProfiled();

app.prepare().then(
  () => {
    const server = keepConnectionsAlive(
      createServer(
        withForwardedPeer(
          withIngestProxy(
            withCompression(withNonceStamp(app.getRequestHandler())),
            ingestUpstream(process.env),
          ),
          token,
        ),
      ),
    );
    server.listen(port, host, () => {
      log.info('Site listening', {
        url: `http://${host ?? 'localhost'}:${port}`,
        api: process.env.API_INTERNAL_URL,
      });
      const problem = siteUrlProblem(process.env, port);
      if (problem) log.warn(problem, { advice: 'README, "Configuration"' });
    });
    // The API mounted in Next, restricted to one game service's calls, on that service's port.
    for (const [service, servicePort] of services) {
      keepConnectionsAlive(
        createServer(
          withForwardedPeer(withCompression(serviceOnly(service, app.getRequestHandler())), token),
        ),
      ).listen(servicePort, host, () => {
        log.info('Game service listening', {
          service,
          url: `http://${host ?? 'localhost'}:${servicePort}/api`,
        });
      });
    }
  },
  (error: unknown) => {
    log.error('Site did not start', { error });
    process.exit(1);
  },
);

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Fixture, ProducerId } from '@/lib/sports/feed-messages';
import { buildFixtureDocument } from './fixture-xml';
import { PRODUCT_NAMES, type UofLanguage } from './uof-api';

const PRODUCERS = Object.fromEntries(
  Object.entries(PRODUCT_NAMES).map(([id, name]) => [name, Number(id) as ProducerId]),
);
const LANGUAGES = new Set<string>(['en', 'ru', 'kz'] satisfies UofLanguage[]);

/** Betradar's answer document, as its API writes errors and acceptances. */
const response = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<response response_code="${code}"><action>${message}</action></response>`;

export type UofStandInSource = {
  /** The latest fixture the simulated feed announced for the event. */
  fixture(eventId: string): Fixture | undefined;
  /** Replays the producer's state after `after` (feed ms) onto the feed, tagged `requestId`. */
  recover(producer: ProducerId, after: number | undefined, requestId: string): Promise<void>;
};

/**
 * The local stand-in of Sportradar's REST API for the simulated feed: the calls the UOF adapter
 * makes (`POST /v1/{product}/recovery/initiate_request`, `GET
 * /v1/sports/{lang}/sport_events/{id}/fixture.xml`), answered from the simulator's state with
 * the access token checked, on a loopback port of its own. A recovery is accepted (202) and
 * replayed onto the broker afterwards, as Betradar does.
 */
export function createUofStandIn(source: UofStandInSource, token: string) {
  const expected = Buffer.from(token);
  const app = new Hono();
  app.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header('x-access-token') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.body(response('FORBIDDEN', 'Invalid access token'), 403, {
        'content-type': 'application/xml',
      });
    }
    await next();
  });

  app.post('/v1/:product/recovery/initiate_request', (c) => {
    const producer = PRODUCERS[c.req.param('product')];
    const requestId = c.req.query('request_id');
    const after = c.req.query('after');
    if (!producer || !requestId || !/^\d+$/.test(requestId) || (after && !/^\d+$/.test(after))) {
      return c.body(response('BAD_REQUEST', 'Unknown product or bad parameters'), 400, {
        'content-type': 'application/xml',
      });
    }
    void source.recover(producer, after ? Number(after) : undefined, requestId);
    return c.body(response('ACCEPTED', `Request for ${c.req.param('product')} accepted`), 202, {
      'content-type': 'application/xml',
    });
  });

  app.get('/v1/sports/:lang/sport_events/:id/fixture.xml', (c) => {
    const lang = c.req.param('lang');
    const fixture = source.fixture(c.req.param('id'));
    if (!LANGUAGES.has(lang) || !fixture) {
      return c.body(response('NOT_FOUND', 'No such sport event'), 404, {
        'content-type': 'application/xml',
      });
    }
    return c.body(buildFixtureDocument(fixture, lang as UofLanguage), 200, {
      'content-type': 'application/xml',
    });
  });

  return app;
}

/** The stand-in on a loopback port of its own, with a fresh token. */
export async function serveUofStandIn(source: UofStandInSource) {
  const token = randomBytes(16).toString('hex');
  const app = createUofStandIn(source, token);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import amqp, { type ChannelModel, type ConfirmChannel, type RecoveringChannelModel } from 'amqplib';
import { randomBytes } from 'node:crypto';
import type { FeedMessage, Fixture } from '@/lib/sports/feed-messages';
import { log } from '@/server/lib/log';
import type { SimFeed } from '../sim';
import { UOF_EXCHANGE } from './amqp-feed';
import { buildUofMessage } from './build-message';
import { routingKey } from './routing-key';
import { serveUofStandIn } from './stand-in';

/** How long the dead letters of a simulation nobody reads any more are kept. */
const DEAD_LETTERS_KEPT_MS = 24 * 3_600_000;

/**
 * The simulated feed as Betradar would send it: every message it makes, written as UOF XML and
 * published on the broker's `unifiedfeed` exchange under its routing key (publisher confirms,
 * so the simulation waits for the broker); the fixtures it announces kept for the REST
 * stand-in, which also turns a recovery request into the simulator's replay. The consumer is
 * the same AMQP adapter production points at Betradar. Resolves null when no broker answers.
 *
 * Each simulation has its exchange (`unifiedfeed.sim.<random>`, deleted when it stops; not
 * durable, so a broker restart forgets one a killed process left) and its dead letters
 * (`….dead`, a queue kept a day after its last use), so that two instances, or two test runs,
 * on one broker never read each other's matches.
 */
export async function startSimOnBroker(sim: SimFeed, url: string) {
  const exchange = `${UOF_EXCHANGE}.sim.${randomBytes(6).toString('hex')}`;
  const deadLetters = `${exchange}.dead`;
  let channel: ConfirmChannel | null = null;
  let connection: RecoveringChannelModel;
  try {
    connection = await amqp.connect(url, {
      recovery: {
        initialDelay: 200,
        maxDelay: 5_000,
        initialMaxRetries: 0,
        async setup(model: ChannelModel) {
          channel = null;
          const next = await model.createConfirmChannel();
          await next.assertExchange(exchange, 'topic', { durable: false });
          await next.assertExchange(deadLetters, 'fanout', { durable: false });
          await next.assertQueue(deadLetters, { expires: DEAD_LETTERS_KEPT_MS });
          await next.bindQueue(deadLetters, deadLetters, '');
          channel = next;
        },
      },
    });
  } catch (error) {
    log.info('sports feed: no broker answers; the simulated feed runs in the process', {
      url: redacted(url),
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  connection.on('error', (error: Error) => log.warn('sports sim: broker error', { error }));
  const fixtures = new Map<string, Fixture>();
  const sportOf = new Map<string, string>();

  async function publish(message: FeedMessage) {
    if (message.type === 'fixture_change') {
      fixtures.set(message.eventId, message.fixture);
      sportOf.set(message.eventId, message.fixture.sport.id);
    }
    const sportId = 'eventId' in message ? sportOf.get(message.eventId) : undefined;
    const open = channel;
    // While the broker is away the messages go nowhere, as Betradar's do to a dropped queue.
    if (!open) return;
    try {
      await new Promise<void>((resolve, reject) => {
        open.publish(
          exchange,
          routingKey(message, { sportId }),
          Buffer.from(buildUofMessage(message, { sport: sportId })),
          { contentType: 'text/xml', timestamp: Math.floor(message.timestamp / 1000) },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    } catch (error) {
      log.warn('sports sim: a message was not published', {
        type: message.type,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const standIn = await serveUofStandIn({
    fixture: (eventId) => fixtures.get(eventId),
    recover: (producer, after, requestId) =>
      sim
        .recover(producer, after ?? 0, requestId)
        .catch((error: unknown) => log.error('sports sim: a recovery failed', { error })),
  });

  return {
    publish,
    exchange,
    deadLetters,
    apiUrl: standIn.url,
    token: standIn.token,
    async close() {
      await standIn.close();
      // What a clean stop leaves: nothing, unless a message was dead-lettered (kept a day).
      await channel?.deleteExchange(exchange).catch(() => undefined);
      await channel?.deleteQueue(deadLetters, { ifEmpty: true }).catch(() => undefined);
      await channel?.deleteExchange(deadLetters).catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}

export type SimOnBroker = NonNullable<Awaited<ReturnType<typeof startSimOnBroker>>>;

/** The broker's address without its password, for the log. */
export const redacted = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

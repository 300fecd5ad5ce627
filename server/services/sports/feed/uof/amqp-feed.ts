import amqp, {
  type Channel,
  type ChannelModel,
  type ConsumeMessage,
  type RecoveringChannelModel,
} from 'amqplib';
import type { FeedMessage, ProducerId } from '@/lib/sports/feed-messages';
import { log } from '@/server/lib/log';
import type { FeedAdapter } from '../feed-adapter';
import { parseUofMessage, UofParseError } from './parse-message';
import { ALL_MESSAGES_BINDING_KEYS } from './routing-key';
import { UofApiError, type UofApi } from './uof-api';

/** Betradar's exchange: a topic exchange the bookmaker's queue is bound to. */
export const UOF_EXCHANGE = 'unifiedfeed';

/** Messages in flight per consumer: applied one at a time, in order, the next ones buffered. */
const PREFETCH = 64;
/** How long a message that could not be applied waits before it goes back to the queue. */
const REQUEUE_DELAY_MS = 1_000;
/**
 * Tries of one message before it is set aside (dead-lettered): the queue is applied in order,
 * so a message that can never be applied would otherwise stop the whole feed behind it.
 */
export const MAX_ATTEMPTS = 5;

export type AmqpFeedOptions = {
  /** `amqps://<token>:@mq.betradar.com:5671/unifiedfeed/<bookmaker id>`, or a local broker. */
  url: string;
  /** REST recovery and fixtures. */
  api: UofApi;
  exchange?: string;
  /** The routing keys to bind; every message by default. */
  bindings?: readonly string[];
  /**
   * An exchange for the messages that do not parse (the queue's `x-dead-letter-exchange`), where
   * the broker allows it; without it they are logged and dropped.
   */
  deadLetterExchange?: string;
  /** Called when the connection drops: what was sent meanwhile is lost until a recovery. */
  onConnectionLost?: () => void;
  /** First-connection retries before `start` gives up (the broker is down at start-up). */
  initialRetries?: number;
};

/**
 * Sportradar's Unified Odds Feed over AMQP 0-9-1 (research A2): a server-named, exclusive queue
 * bound to the `unifiedfeed` topic exchange; each delivery parsed from its XML, a
 * `fixture_change` completed with the fixture from the REST API, handed to the applier, and
 * acknowledged only once applied (its commit done). A message that does not parse is logged
 * and rejected without requeue (dead-lettered where an exchange is configured); one the applier
 * could not apply goes back to the queue, up to MAX_ATTEMPTS tries, then is set aside too (as
 * is a fixture_change whose fixture the API does not have), so one message never stops the feed. The queue dies with the connection, as Betradar's do:
 * after a reconnect the runner marks the producers down and the watchdog asks for a recovery,
 * which the REST API starts and `snapshot_complete` closes.
 */
export function createAmqpFeed(options: AmqpFeedOptions): FeedAdapter & {
  /** Resolves once connected and consuming again after a drop (for tests and start-up checks). */
  ready(): Promise<void>;
} {
  const exchange = options.exchange ?? UOF_EXCHANGE;
  let connection: RecoveringChannelModel | null = null;
  let consuming: Promise<void> = new Promise(() => undefined);
  let ready: () => void = () => undefined;
  /** A new wait for the consumer, resolved by the next successful setup. */
  const awaitConsumer = () => {
    consuming = new Promise((resolve) => (ready = resolve));
  };
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  async function toFeedMessage(xml: Buffer): Promise<FeedMessage> {
    const parsed = parseUofMessage(xml);
    if (parsed.type !== 'fixture_change') return parsed;
    // The notice's start time is the fixture's own, which the REST API gives with the rest.
    const { type, producer, eventId, timestamp, changeType, requestId } = parsed;
    const fixture = await options.api.fixture(eventId);
    return {
      type,
      producer,
      eventId,
      timestamp,
      changeType,
      ...(requestId !== undefined && { requestId }),
      fixture,
    };
  }

  async function handle(
    channel: Channel,
    delivery: ConsumeMessage,
    deliver: (message: FeedMessage) => Promise<void>,
  ) {
    let message: FeedMessage;
    try {
      message = await toFeedMessage(delivery.content);
    } catch (error) {
      if (error instanceof UofParseError) {
        log.warn('sports feed: a message that does not parse was rejected', {
          reason: error.message,
          routingKey: delivery.fields.routingKey,
          body: delivery.content.toString('utf8', 0, 300),
        });
        settle(() => channel.nack(delivery, false, false));
        return;
      }
      // A fixture the API says it does not have (4xx) never comes: set aside, like bad XML.
      const permanent = error instanceof UofApiError && error.status < 500 && error.status !== 429;
      await retryOrSetAside(channel, delivery, 'a fixture could not be read', error, permanent);
      return;
    }
    try {
      await deliver(message);
      attempts.delete(delivery.content.toString('base64'));
      settle(() => channel.ack(delivery));
    } catch (error) {
      await retryOrSetAside(channel, delivery, 'a message could not be applied', error, false);
    }
  }

  /** Failed tries per message body, so that a poison message is set aside after MAX_ATTEMPTS. */
  const attempts = new Map<string, number>();

  async function retryOrSetAside(
    channel: Channel,
    delivery: ConsumeMessage,
    what: string,
    error: unknown,
    permanent: boolean,
  ) {
    const key = delivery.content.toString('base64');
    const tries = (attempts.get(key) ?? 0) + 1;
    if (permanent || tries >= MAX_ATTEMPTS) {
      attempts.delete(key);
      log.error(`sports feed: ${what}; the message is set aside`, {
        error,
        tries,
        routingKey: delivery.fields.routingKey,
      });
      settle(() => channel.nack(delivery, false, false));
      return;
    }
    attempts.set(key, tries);
    log.error(`sports feed: ${what}; it goes back to the queue`, { error, tries });
    await new Promise((resolve) => setTimeout(resolve, REQUEUE_DELAY_MS));
    settle(() => channel.nack(delivery, false, true));
  }

  /** An ack or nack on a channel that closed meanwhile: the broker redelivers or the queue is gone. */
  function settle(operation: () => void) {
    try {
      operation();
    } catch {
      // The channel closed under the message: nothing to acknowledge any more.
    }
  }

  return {
    name: 'uof',
    start(deliver) {
      stopped = false;
      awaitConsumer();
      void amqp
        .connect(options.url, {
          recovery: {
            initialDelay: 200,
            maxDelay: 5_000,
            maxRetries: Infinity,
            initialMaxRetries: options.initialRetries ?? Infinity,
            waitForConnect: false,
            async setup(model: ChannelModel) {
              const channel = await model.createChannel();
              channel.on('error', (error) => log.warn('sports feed: channel error', { error }));
              await channel.prefetch(PREFETCH);
              const args = options.deadLetterExchange
                ? { 'x-dead-letter-exchange': options.deadLetterExchange }
                : undefined;
              const { queue } = await channel.assertQueue('', {
                exclusive: true,
                autoDelete: true,
                arguments: args,
              });
              for (const key of options.bindings ?? ALL_MESSAGES_BINDING_KEYS) {
                await channel.bindQueue(queue, exchange, key);
              }
              chain = Promise.resolve();
              await channel.consume(queue, (delivery) => {
                if (!delivery) return;
                chain = chain.then(() => handle(channel, delivery, deliver));
              });
              log.info('sports feed: consuming the unified feed', { queue, exchange });
              ready();
            },
          },
        })
        .then((model) => {
          connection = model;
          model.on('error', (error: Error) => log.warn('sports feed: broker error', { error }));
          model.on('disconnect', (error: Error) => {
            if (stopped) return;
            awaitConsumer();
            log.warn('sports feed: the broker connection dropped; reconnecting', {
              error: error.message,
            });
            options.onConnectionLost?.();
          });
        })
        .catch((error: unknown) => log.error('sports feed: no broker', { error }));
    },
    ready: () => consuming,
    async stop() {
      stopped = true;
      const open = connection;
      connection = null;
      await open?.close().catch(() => undefined);
      await chain;
    },
    async recover(producer: ProducerId, after: number, requestId: string) {
      await options.api.initiateRecovery(producer, after, requestId);
    },
  };
}

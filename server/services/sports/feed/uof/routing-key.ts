import { PRODUCERS, type FeedMessage, type ProducerId } from '@/lib/sports/feed-messages';
import { uofSportId, type SportRef } from './sports';
import type { UofMessage } from './uof-message';
import { UofParseError } from './uof-xml';

/**
 * UOF's AMQP topics (docs "AMQP topic filtering"; the SDKs' routing-key builders): eight
 * dot-separated words, `<priority>.<pre-match>.<live>.<message>.<sport>.<urn prefix:type>.<id>.<node>`:
 *
 *   hi.pre.-.odds_change.1.sr:match.13073610.-        pre-match odds
 *   hi.-.live.bet_cancel.21.sr:match.13073610.-       live, high priority
 *   lo.-.live.bet_settlement.1.sr:match.1234.-        settlements are not timing sensitive
 *   hi.pre.live.fixture_change.1.sr:match.1234.-      fixture changes interest both systems
 *   -.-.-.alive.-.-.-.-                               system messages
 *   -.-.-.snapshot_complete.-.-.-.7                   the node that asked for the recovery
 *
 * The node word is `-` unless a recovery was asked for a node (`node_id`): its replay and its
 * snapshot_complete then carry the node's id, and a session bound to its own node sees them.
 */

export type RoutingKeyOptions = {
  /** The event's sport (the message does not carry it); `-` when unknown. */
  sportId?: SportRef;
  /** Betradar's: `lo` for bet_settlement, `hi` for every other event message. */
  priority?: 'hi' | 'lo';
  /** The node a recovery was requested for. */
  nodeId?: number;
};

type AnyMessage = FeedMessage | UofMessage;

export function routingKey(message: AnyMessage, options: RoutingKeyOptions = {}): string {
  const node = options.nodeId === undefined ? '-' : String(nodeWord(options.nodeId));
  if (message.type === 'alive') return '-.-.-.alive.-.-.-.-';
  if (message.type === 'snapshot_complete') return `-.-.-.snapshot_complete.-.-.-.${node}`;
  const priority = options.priority ?? (message.type === 'bet_settlement' ? 'lo' : 'hi');
  const sport = options.sportId === undefined ? '-' : String(uofSportId(options.sportId));
  const interest =
    message.type === 'fixture_change' ? 'pre.live' : producerInterest(message.producer);
  const { urn, id } = eventWords(message.eventId);
  return `${priority}.${interest}.${message.type}.${sport}.${urn}.${id}.${node}`;
}

function producerInterest(producer: ProducerId): string {
  return producer === PRODUCERS.prematch ? 'pre.-' : '-.live';
}

function nodeWord(nodeId: number): number {
  if (!Number.isSafeInteger(nodeId)) throw new RangeError(`node id ${nodeId} is not an integer`);
  return nodeId;
}

const EVENT_ID = /^([^.:\s]+:[^.:\s]+):([^.\s]+)$/;

/** `sr:match:13073610` → `sr:match` and `13073610`; `sim:match:abc-7` → `sim:match`, `abc-7`. */
function eventWords(eventId: string): { urn: string; id: string } {
  const match = EVENT_ID.exec(eventId);
  if (!match) throw new RangeError(`event id "${eventId}" does not fit a routing key`);
  return { urn: match[1]!, id: match[2]! };
}

export type RoutingKeyParts = {
  priority: 'hi' | 'lo' | null;
  /** `pre` (pre-match) or `virt` (virtual sports) when the message interests pre-match. */
  prematch: 'pre' | 'virt' | null;
  live: boolean;
  /** The message's root element: `odds_change`, `alive`, … */
  type: string;
  sportId: number | null;
  eventId: string | null;
  nodeId: number | null;
};

const WORD = /^[^.\s*#]+$/;

/** A routing key's parts; UofParseError when it is not one of UOF's. */
export function parseRoutingKey(key: string): RoutingKeyParts {
  const words = key.split('.');
  // The docs' snapshot_complete example and older SDK tests leave the node word out.
  if ((words.length !== 7 && words.length !== 8) || !words.every((word) => WORD.test(word))) {
    throw new UofParseError('malformed', `"${key}" is not a UOF routing key`);
  }
  const [priority, prematch, live, type, sport, urn, id, node = '-'] = words as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const fail = (part: string): never => {
    throw new UofParseError('malformed', `"${key}": ${part}`);
  };
  if (!['hi', 'lo', '-'].includes(priority)) fail(`priority "${priority}"`);
  if (!['pre', 'virt', '-'].includes(prematch)) fail(`pre-match word "${prematch}"`);
  if (!['live', '-'].includes(live)) fail(`live word "${live}"`);
  if (!/^[a-z_]+$/.test(type)) fail(`message type "${type}"`);
  if (sport !== '-' && !/^\d+$/.test(sport)) fail(`sport "${sport}"`);
  if ((urn === '-') !== (id === '-') || (urn !== '-' && !/^[^:]+:[^:]+$/.test(urn))) {
    fail(`event "${urn}.${id}"`);
  }
  if (node !== '-' && !/^-?\d+$/.test(node)) fail(`node "${node}"`);
  return {
    priority: priority === '-' ? null : (priority as 'hi' | 'lo'),
    prematch: prematch === '-' ? null : (prematch as 'pre' | 'virt'),
    live: live === 'live',
    type,
    sportId: sport === '-' ? null : Number(sport),
    eventId: urn === '-' ? null : `${urn}:${id}`,
    nodeId: node === '-' ? null : Number(node),
  };
}

export type MessageInterest = 'all' | 'live' | 'prematch';

const INTEREST_PATTERNS: Record<MessageInterest, string> = {
  all: '*.*.*.*.*.*.*',
  live: '*.*.live.*.*.*.*',
  prematch: '*.pre.*.*.*.*.*',
};

/**
 * The binding keys of a queue with this interest, as the SDK binds them: the interest's
 * messages without a node and, with a node id, those of that node only (without one, every
 * node's); and the system messages any session needs (alive, product_down, snapshot_complete).
 */
export function bindingKeys(interest: MessageInterest, options: { nodeId?: number } = {}) {
  const base = INTEREST_PATTERNS[interest];
  const node = options.nodeId === undefined ? undefined : nodeWord(options.nodeId);
  return [
    `${base}.-.#`,
    node === undefined ? `${base}.#` : `${base}.${node}.#`,
    '-.-.-.alive.#',
    '-.-.-.product_down.#',
    node === undefined ? '-.-.-.snapshot_complete.#' : `-.-.-.snapshot_complete.-.-.-.${node}`,
  ];
}

/** Every message of every node ("all messages", no node id). */
export const ALL_MESSAGES_BINDING_KEYS: readonly string[] = bindingKeys('all');
/** Live messages (and the system ones) of every node. */
export const LIVE_MESSAGES_BINDING_KEYS: readonly string[] = bindingKeys('live');
/** Pre-match messages (and the system ones) of every node. */
export const PREMATCH_MESSAGES_BINDING_KEYS: readonly string[] = bindingKeys('prematch');

/** AMQP topic matching: `*` is one word, `#` zero or more. */
export function topicMatches(pattern: string, key: string): boolean {
  const want = pattern.split('.');
  const have = key.split('.');
  const match = (p: number, k: number): boolean => {
    if (p === want.length) return k === have.length;
    if (want[p] === '#') return match(p + 1, k) || (k < have.length && match(p, k + 1));
    return k < have.length && (want[p] === '*' || want[p] === have[k]) && match(p + 1, k + 1);
  };
  return match(0, 0);
}

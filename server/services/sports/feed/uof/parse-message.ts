import {
  MARKET_STATUS,
  PRODUCERS,
  type BetSettlement,
  type CashoutStatus,
  type FeedMarket,
  type FeedOutcome,
  type MarketStatus,
  type ProducerId,
  type SettledOutcome,
  type SportEventState,
} from '@/lib/sports/feed-messages';
import { EVENT_STATUS_CODES, clockFromWire, eventStatusName } from './match-status';
import { parseSpecifiers, readMarketRef, readWholeMarket } from './market-xml';
import type { FixtureChangeNotice, UofMessage } from './uof-message';
import { AttributeReader, UofParseError, child, children, readXml, type XmlNode } from './uof-xml';

export { UofParseError, type UofParseFailure } from './uof-xml';

/**
 * A Unified Odds Feed message (XSD UnifiedFeed.xsd) in our canonical model. Strict where a
 * wrong reading would cost money or hide a fault: malformed XML, an unknown root, a missing
 * required attribute, a number that is not one or a value outside its enumeration throw
 * `UofParseError`, and nothing else is ever thrown. What UOF says and our model does not
 * (odds_change_reason, betting_status, favourite, team, market_metadata, extended_specifiers,
 * win/lose probabilities, statistics, superceded_by, next_live_time) is ignored.
 */
export function parseUofMessage(xml: string | Uint8Array): UofMessage {
  try {
    const { root, node } = readXml(xml);
    const read = READERS[root];
    if (!read) throw new UofParseError('unknown_root', `<${root}> is not a UOF message`);
    return read(node);
  } catch (error) {
    if (error instanceof UofParseError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new UofParseError('malformed', `unreadable message: ${detail}`, { cause: error });
  }
}

const PRODUCER_IDS = Object.values(PRODUCERS) as ProducerId[];
const MARKET_STATUSES = Object.values(MARKET_STATUS) as MarketStatus[];
const CASHOUT_STATUSES: CashoutStatus[] = [1, -1, -2];
const TIME = /^\d+(:\d+)?$/;

function producer(attrs: AttributeReader): ProducerId {
  const product = attrs.int('product');
  if (!PRODUCER_IDS.includes(product as ProducerId)) {
    throw new UofParseError('unsupported', `producer ${product} is not one we take`);
  }
  return product as ProducerId;
}

/** UOF request ids are xs:long (ours too: the watchdog's time × 10 + producer); any token passes. */
function requestId(attrs: AttributeReader): string | undefined {
  const value = attrs.optText('request_id');
  if (value !== undefined && !/^\S+$/.test(value)) {
    throw new UofParseError('invalid_value', `request_id "${value}" is not a token`);
  }
  return value;
}

/** `messageAttributes`: product, event_id, timestamp, request_id. */
function eventHeader(attrs: AttributeReader) {
  const id = requestId(attrs);
  return {
    producer: producer(attrs),
    eventId: attrs.text('event_id'),
    timestamp: attrs.int('timestamp'),
    ...(id !== undefined ? { requestId: id } : {}),
  };
}

type Reader = (node: XmlNode) => UofMessage;

const READERS: Record<string, Reader> = {
  odds_change(node) {
    const attrs = new AttributeReader(node, 'odds_change');
    const header = eventHeader(attrs);
    const status = child(node, 'sport_event_status');
    const odds = child(node, 'odds');
    return {
      type: 'odds_change',
      ...header,
      ...(status ? { eventState: eventState(status) } : {}),
      markets: odds ? children(odds, 'market').map(oddsMarket) : [],
    };
  },

  bet_stop(node) {
    const attrs = new AttributeReader(node, 'bet_stop');
    const marketStatus = attrs.optOneOf('market_status', MARKET_STATUSES);
    const groups = attrs.text('groups').split('|');
    if (groups.some((group) => group === '')) {
      throw new UofParseError('invalid_value', `<bet_stop> groups "${groups.join('|')}"`);
    }
    return {
      type: 'bet_stop',
      ...eventHeader(attrs),
      groups,
      ...(marketStatus !== undefined ? { marketStatus } : {}),
    };
  },

  bet_settlement(node) {
    const attrs = new AttributeReader(node, 'bet_settlement');
    const outcomes = child(node, 'outcomes');
    if (!outcomes) throw new UofParseError('malformed', '<bet_settlement> without <outcomes>');
    return {
      type: 'bet_settlement',
      ...eventHeader(attrs),
      certainty: attrs.oneOf('certainty', [1, 2] as const),
      markets: children(outcomes, 'market').flatMap(settledMarket),
    };
  },

  rollback_bet_settlement(node) {
    const attrs = new AttributeReader(node, 'rollback_bet_settlement');
    return {
      type: 'rollback_bet_settlement',
      ...eventHeader(attrs),
      markets: children(node, 'market').map((market) =>
        readMarketRef(readWholeMarket(market, 'rollback_bet_settlement')),
      ),
    };
  },

  bet_cancel(node) {
    const attrs = new AttributeReader(node, 'bet_cancel');
    return {
      type: 'bet_cancel',
      ...eventHeader(attrs),
      ...window(attrs),
      markets: children(node, 'market').map((market) => {
        const marketAttrs = readWholeMarket(market, 'bet_cancel');
        const voidReason = marketAttrs.optInt('void_reason');
        return {
          ...readMarketRef(marketAttrs),
          ...(voidReason !== undefined ? { voidReason } : {}),
        };
      }),
    };
  },

  rollback_bet_cancel(node) {
    const attrs = new AttributeReader(node, 'rollback_bet_cancel');
    return {
      type: 'rollback_bet_cancel',
      ...eventHeader(attrs),
      ...window(attrs),
      markets: children(node, 'market').map((market) =>
        readMarketRef(readWholeMarket(market, 'rollback_bet_cancel')),
      ),
    };
  },

  fixture_change(node): FixtureChangeNotice {
    const attrs = new AttributeReader(node, 'fixture_change');
    const changeType = attrs.optOneOf('change_type', [1, 2, 3, 4, 5, 6] as const);
    const startTime = attrs.optInt('start_time');
    return {
      type: 'fixture_change',
      ...eventHeader(attrs),
      changeType: changeType === undefined || changeType === 6 ? 4 : changeType,
      ...(startTime !== undefined ? { startTime } : {}),
    };
  },

  alive(node) {
    const attrs = new AttributeReader(node, 'alive');
    return {
      type: 'alive',
      producer: producer(attrs),
      timestamp: attrs.int('timestamp'),
      subscribed: attrs.oneOf('subscribed', [0, 1] as const) === 1,
    };
  },

  snapshot_complete(node) {
    const attrs = new AttributeReader(node, 'snapshot_complete');
    const id = requestId(attrs);
    if (id === undefined) {
      throw new UofParseError('missing_attribute', '<snapshot_complete> request_id: missing');
    }
    return {
      type: 'snapshot_complete',
      producer: producer(attrs),
      timestamp: attrs.int('timestamp'),
      requestId: id,
    };
  },
};

function window(attrs: AttributeReader) {
  const startTime = attrs.optInt('start_time');
  const endTime = attrs.optInt('end_time');
  return {
    ...(startTime !== undefined ? { startTime } : {}),
    ...(endTime !== undefined ? { endTime } : {}),
  };
}

function eventState(node: XmlNode): SportEventState {
  const attrs = new AttributeReader(node, 'sport_event_status');
  const status = eventStatusName(attrs.oneOf('status', EVENT_STATUS_CODES));
  const matchStatus = attrs.int('match_status');
  const scores = child(node, 'period_scores');
  const periods = scores
    ? children(scores, 'period_score')
        .map((score) => {
          const period = new AttributeReader(score, 'period_score');
          return {
            number: period.int('number'),
            code: period.int('match_status_code'),
            home: period.number('home_score'),
            away: period.number('away_score'),
          };
        })
        .sort((a, b) => a.number - b.number)
    : undefined;
  const clockNode = child(node, 'clock');
  const matchTime = clockNode
    ? new AttributeReader(clockNode, 'clock').optText('match_time')
    : undefined;
  if (matchTime !== undefined && !TIME.test(matchTime)) {
    throw new UofParseError('invalid_value', `<clock> match_time "${matchTime}"`);
  }
  const clock = clockFromWire(matchStatus, matchTime, periods ?? []);
  return {
    status,
    homeScore: attrs.optNumber('home_score') ?? 0,
    awayScore: attrs.optNumber('away_score') ?? 0,
    ...(clock ? { clock } : {}),
    ...(periods ? { periodScores: periods.map(({ home, away }) => ({ home, away })) } : {}),
  };
}

function oddsMarket(node: XmlNode): FeedMarket {
  const attrs = new AttributeReader(node, 'market');
  const cashoutStatus = attrs.optOneOf('cashout_status', CASHOUT_STATUSES);
  const outcomes = children(node, 'outcome');
  return {
    typeId: attrs.int('id'),
    specifiers: parseSpecifiers(attrs.optText('specifiers')),
    status: attrs.oneOf('status', MARKET_STATUSES),
    ...(cashoutStatus !== undefined ? { cashoutStatus } : {}),
    ...(outcomes.length > 0 ? { outcomes: outcomes.map(oddsOutcome) } : {}),
  };
}

/** Odds stay the decimal text written; a missing `active` means priced (odds present) or not. */
function oddsOutcome(node: XmlNode): FeedOutcome {
  const attrs = new AttributeReader(node, 'outcome');
  const odds = attrs.optDecimalText('odds');
  const active = attrs.optOneOf('active', [0, 1] as const);
  const outcome: FeedOutcome = {
    id: attrs.text('id'),
    active: active === undefined ? odds !== undefined : active === 1,
  };
  if (odds !== undefined) outcome.odds = odds;
  const probabilities = {
    probability: 'probabilities',
    halfWinProbability: 'half_win_probabilities',
    refundProbability: 'refund_probabilities',
    halfLoseProbability: 'half_lose_probabilities',
  } as const;
  for (const [field, attribute] of Object.entries(probabilities)) {
    const value = attrs.optNumber(attribute);
    if (value !== undefined) outcome[field as keyof typeof probabilities] = value;
  }
  return outcome;
}

type SettledMarket = BetSettlement['markets'][number];

/**
 * A settled market; outcomes UOF marks undecided (result -1) are not settled yet and are left
 * out, and so is a market left without any.
 */
function settledMarket(node: XmlNode): SettledMarket[] {
  const attrs = new AttributeReader(node, 'market');
  const voidReason = attrs.optInt('void_reason');
  const outcomes = children(node, 'outcome').flatMap(settledOutcome);
  const all = children(node, 'outcome').length;
  if (all > 0 && outcomes.length === 0) return [];
  return [
    {
      ...readMarketRef(attrs),
      ...(voidReason !== undefined ? { voidReason } : {}),
      outcomes,
    },
  ];
}

function settledOutcome(node: XmlNode): SettledOutcome[] {
  const attrs = new AttributeReader(node, 'outcome');
  const id = attrs.text('id');
  const result = attrs.oneOf('result', [0, 1, -1] as const);
  if (result === -1) return [];
  const voidFactor = attrs.has('void_factor') ? voidFactorOf(attrs) : undefined;
  const deadHeatFactor = attrs.optDecimalText('dead_heat_factor');
  return [
    {
      id,
      result,
      ...(voidFactor !== undefined ? { voidFactor } : {}),
      ...(deadHeatFactor !== undefined ? { deadHeatFactor } : {}),
    },
  ];
}

/** XSD `voidFactor`: a double enumerated as 0.5 or 1 (`"1.0"` is 1). */
function voidFactorOf(attrs: AttributeReader): SettledOutcome['voidFactor'] {
  const value = attrs.number('void_factor');
  if (value === 0.5) return '0.5';
  if (value === 1) return '1';
  throw new UofParseError('invalid_value', `<outcome> void_factor ${value} is not 0.5 or 1`);
}

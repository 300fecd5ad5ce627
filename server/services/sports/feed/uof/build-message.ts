import type {
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMarket,
  FeedMessage,
  FeedOutcome,
  OddsChange,
  RollbackBetCancel,
  RollbackBetSettlement,
  SportEventState,
} from '@/lib/sports/feed-messages';
import type { SportSlug } from '@/lib/sports/market-types';
import {
  clockToWire,
  eventStatusCode,
  periodScoreCode,
  sportOfPeriod,
  statusMatchStatus,
} from './match-status';
import { marketRefAttributes } from './market-xml';
import { sportSlugOf, type SportRef } from './sports';
import { fixtureChangeNotice, type FixtureChangeNotice } from './uof-message';
import { attributes, buildXml, type XmlNode } from './uof-xml';

/**
 * A canonical message as Betradar's Unified Odds Feed publishes it (XSD UnifiedFeed.xsd): the
 * XML declaration, the root named after the message, attributes in the order of Betradar's
 * own samples, markets of an odds_change inside `<odds>`, a settlement's inside `<outcomes>`.
 * A fixture change goes out as UOF's notice (event, change type, start time); its fixture is
 * served by `fixture-xml.ts`. `parseUofMessage` reads every output back to the message.
 */
export type BuildUofOptions = {
  /**
   * The event's sport, for the period scores' match_status codes (6/7 for football halves,
   * 13–16 for quarters…). Without it they follow the clock's period, else "nth period".
   */
  sport?: SportRef;
};

export function buildUofMessage(
  message: FeedMessage | FixtureChangeNotice,
  options: BuildUofOptions = {},
): string {
  switch (message.type) {
    case 'odds_change':
      return buildXml('odds_change', oddsChange(message, options));
    case 'bet_stop':
      return buildXml('bet_stop', betStop(message));
    case 'bet_settlement':
      return buildXml('bet_settlement', betSettlement(message));
    case 'rollback_bet_settlement':
      return buildXml('rollback_bet_settlement', marketList(message));
    case 'bet_cancel':
      return buildXml('bet_cancel', betCancel(message));
    case 'rollback_bet_cancel':
      return buildXml('rollback_bet_cancel', marketList(message));
    case 'fixture_change':
      return buildXml(
        'fixture_change',
        fixtureChange('fixture' in message ? fixtureChangeNotice(message) : message),
      );
    case 'alive':
      return buildXml('alive', {
        '@': attributes({
          product: message.producer,
          timestamp: message.timestamp,
          subscribed: message.subscribed ? 1 : 0,
        }),
      });
    case 'snapshot_complete':
      return buildXml('snapshot_complete', {
        '@': attributes({
          request_id: message.requestId,
          product: message.producer,
          timestamp: message.timestamp,
        }),
      });
  }
}

type EventHeader = { producer: number; eventId: string; timestamp: number; requestId?: string };

/** UOF `messageAttributes`. */
function header(message: EventHeader) {
  return attributes({
    product: message.producer,
    event_id: message.eventId,
    timestamp: message.timestamp,
    request_id: message.requestId,
  });
}

function oddsChange(message: OddsChange, options: BuildUofOptions): XmlNode {
  const node: XmlNode = { '@': header(message) };
  if (message.eventState) node.sport_event_status = eventStatus(message.eventState, options);
  if (message.markets.length > 0) node.odds = { market: message.markets.map(market) };
  return node;
}

function eventStatus(state: SportEventState, options: BuildUofOptions): XmlNode {
  const wire = state.clock ? clockToWire(state.clock) : undefined;
  const node: XmlNode = {
    '@': attributes({
      status: eventStatusCode(state.status),
      match_status: wire?.matchStatus ?? statusMatchStatus(state.status),
      home_score: state.homeScore,
      away_score: state.awayScore,
    }),
  };
  if (wire?.matchTime !== undefined) node.clock = { '@': { match_time: wire.matchTime } };
  if (state.periodScores) {
    const sport = sportOf(state, options);
    node.period_scores = {
      period_score: state.periodScores.map((score, index) => ({
        '@': attributes({
          match_status_code: periodScoreCode(sport, index),
          number: index + 1,
          home_score: score.home,
          away_score: score.away,
        }),
      })),
    };
  }
  return node;
}

function sportOf(state: SportEventState, options: BuildUofOptions): SportSlug | undefined {
  if (options.sport !== undefined) return sportSlugOf(options.sport);
  return state.clock ? sportOfPeriod(state.clock.period) : undefined;
}

function market(entry: FeedMarket): XmlNode {
  const node: XmlNode = {
    '@': {
      ...marketRefAttributes(entry),
      ...attributes({ status: entry.status, cashout_status: entry.cashoutStatus }),
    },
  };
  if (entry.outcomes) node.outcome = entry.outcomes.map(outcome);
  return node;
}

function outcome(entry: FeedOutcome): XmlNode {
  return {
    '@': attributes({
      id: entry.id,
      odds: entry.odds,
      probabilities: entry.probability,
      half_win_probabilities: entry.halfWinProbability,
      refund_probabilities: entry.refundProbability,
      half_lose_probabilities: entry.halfLoseProbability,
      active: entry.active ? 1 : 0,
    }),
  };
}

function betStop(message: BetStop): XmlNode {
  return {
    '@': {
      ...attributes({ groups: message.groups.join('|'), market_status: message.marketStatus }),
      ...header(message),
    },
  };
}

function betSettlement(message: BetSettlement): XmlNode {
  return {
    '@': { ...attributes({ certainty: message.certainty }), ...header(message) },
    outcomes: {
      market: message.markets.map((entry) => ({
        '@': { ...marketRefAttributes(entry), ...attributes({ void_reason: entry.voidReason }) },
        outcome: entry.outcomes.map((settled) => ({
          '@': attributes({
            id: settled.id,
            result: settled.result,
            void_factor: settled.voidFactor,
            dead_heat_factor: settled.deadHeatFactor,
          }),
        })),
      })),
    },
  };
}

function betCancel(message: BetCancel): XmlNode {
  return {
    '@': {
      ...header(message),
      ...attributes({ start_time: message.startTime, end_time: message.endTime }),
    },
    market: message.markets.map((entry) => ({
      '@': { ...marketRefAttributes(entry), ...attributes({ void_reason: entry.voidReason }) },
    })),
  };
}

function marketList(message: RollbackBetSettlement | RollbackBetCancel): XmlNode {
  const window =
    message.type === 'rollback_bet_cancel'
      ? attributes({ start_time: message.startTime, end_time: message.endTime })
      : {};
  return {
    '@': { ...header(message), ...window },
    market: message.markets.map((entry) => ({ '@': marketRefAttributes(entry) })),
  };
}

function fixtureChange(notice: FixtureChangeNotice): XmlNode {
  return {
    '@': {
      ...attributes({ start_time: notice.startTime }),
      ...header(notice),
      ...attributes({ change_type: notice.changeType }),
    },
  };
}

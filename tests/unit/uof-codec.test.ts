import type { FeedMessage, FeedMessageType, OddsChange } from '@/lib/sports/feed-messages';
import { createSimFeed } from '@/server/services/sports/feed/sim';
import { buildUofMessage } from '@/server/services/sports/feed/uof/build-message';
import {
  buildFixtureDocument,
  fixtureFromDocuments,
  parseFixtureDocument,
} from '@/server/services/sports/feed/uof/fixture-xml';
import { parseUofMessage, UofParseError } from '@/server/services/sports/feed/uof/parse-message';
import {
  ALL_MESSAGES_BINDING_KEYS,
  LIVE_MESSAGES_BINDING_KEYS,
  PREMATCH_MESSAGES_BINDING_KEYS,
  bindingKeys,
  parseRoutingKey,
  routingKey,
  topicMatches,
} from '@/server/services/sports/feed/uof/routing-key';
import { fixtureChangeNotice } from '@/server/services/sports/feed/uof/uof-message';

/**
 * @long 60 — four hours of the simulated feed (every message type, thousands of messages) are
 * written to UOF XML and read back: 20–25 s on a quiet 2-core machine, 42–47 s on a busy one.
 *
 * The UOF codec: every message the simulated feed makes goes to Betradar's XML and back
 * unchanged; Betradar's own shapes read as the canonical model; bad documents fail with
 * UofParseError and nothing else.
 */
const START = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ALL_TYPES: FeedMessageType[] = [
  'odds_change',
  'bet_stop',
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
  'fixture_change',
  'alive',
  'snapshot_complete',
];

/** A few hours of the simulation with every scenario forced once (twice for VAR). */
async function simulatedMessages(seed: string) {
  const messages: FeedMessage[] = [];
  const feed = createSimFeed({ seed, now: () => START, speed: 0, runId: 'k3x' });
  feed.start(async (message) => {
    messages.push(message);
    if (message.type === 'alive' && !message.subscribed) {
      // The request id as the producer watchdog makes it.
      const requestId = `recovery:${message.producer}:${message.timestamp}`;
      await feed.recover(message.producer, message.timestamp - HOUR, requestId);
    }
  });
  await feed.advance(10 * MINUTE);
  await feed.inject('var_cancel');
  await feed.advance(MINUTE);
  await feed.inject('var_cancel');
  await feed.advance(MINUTE);
  await feed.inject('wrong_settlement');
  await feed.inject('producer_down');
  await feed.inject('postpone');
  await feed.inject('postpone');
  await feed.inject('kickoff');
  await feed.inject('finish');
  for (let hour = 0; hour < 4; hour++) await feed.advance(HOUR);
  await feed.stop();
  return messages;
}

describe('the UOF codec on the simulated feed', () => {
  it('writes every message as UOF XML and reads it back unchanged', async () => {
    const counts: Record<string, number> = {};
    const sportOf = new Map<string, string>();
    const periods = new Set<string>();
    let confirmed = 0;
    let seedsRevealed = 0;
    for (const seed of ['uof-codec-a', 'uof-codec-b']) {
      for (const message of await simulatedMessages(seed)) {
        counts[message.type] = (counts[message.type] ?? 0) + 1;
        if (message.type === 'fixture_change') {
          sportOf.set(message.eventId, message.fixture.sport.id);
          const documents = {
            en: buildFixtureDocument(message.fixture, 'en'),
            ru: buildFixtureDocument(message.fixture, 'ru'),
            kz: buildFixtureDocument(message.fixture, 'kz'),
          };
          expect(fixtureFromDocuments(documents)).toEqual(message.fixture);
          if (message.fixture.seed) seedsRevealed += 1;
        }
        if (message.type === 'odds_change' && message.eventState?.clock) {
          periods.add(message.eventState.clock.period);
        }
        if (message.type === 'bet_settlement' && message.certainty === 2) confirmed += 1;
        const sport = 'eventId' in message ? sportOf.get(message.eventId) : undefined;
        const expected = message.type === 'fixture_change' ? fixtureChangeNotice(message) : message;
        const xml = buildUofMessage(message, { sport });
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(
          true,
        );
        expect(parseUofMessage(xml)).toEqual(expected);
        // Without the sport only the period scores' codes differ: still the same message.
        expect(parseUofMessage(Buffer.from(buildUofMessage(message)))).toEqual(expected);
      }
    }
    for (const type of ALL_TYPES) expect(counts[type]).toBeGreaterThan(0);
    // Matches went from kick-off to the confirmed settlement and the seed's reveal…
    expect(confirmed).toBeGreaterThan(5);
    expect(seedsRevealed).toBeGreaterThan(5);
    // …in every sport: halves, hockey periods and intermissions, quarters, sets and maps.
    for (const period of ['1h', 'ht', '2h', 'p1', 'i1', 'p3', 'q1', 'b1', 'q4', 's1', 'm2']) {
      expect(periods).toContain(period);
    }
  }, 120_000);

  it("writes Betradar's shapes", () => {
    const xml = buildUofMessage(
      {
        type: 'odds_change',
        producer: 1,
        eventId: 'sr:match:1',
        timestamp: 1700000000000,
        requestId: '5',
        eventState: {
          status: 'live',
          homeScore: 1,
          awayScore: 0,
          clock: { minute: 28, period: '1h' },
          periodScores: [{ home: 1, away: 0 }],
        },
        markets: [
          {
            typeId: 18,
            specifiers: { total: '2.5' },
            status: 1,
            cashoutStatus: 1,
            outcomes: [
              { id: '12', odds: '1.85', active: true, probability: 0.52 },
              { id: '13', active: false },
            ],
          },
          { typeId: 1, specifiers: {}, status: -2 },
        ],
      },
      { sport: 'sr:sport:1' },
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<odds_change product="1" event_id="sr:match:1" timestamp="1700000000000" request_id="5">' +
        '<sport_event_status status="1" match_status="6" home_score="1" away_score="0">' +
        '<clock match_time="27:00"/><period_scores>' +
        '<period_score match_status_code="6" number="1" home_score="1" away_score="0"/>' +
        '</period_scores></sport_event_status><odds>' +
        '<market id="18" specifiers="total=2.5" status="1" cashout_status="1">' +
        '<outcome id="12" odds="1.85" probabilities="0.52" active="1"/>' +
        '<outcome id="13" active="0"/></market>' +
        '<market id="1" status="-2"/></odds></odds_change>',
    );
    expect(
      buildUofMessage({
        type: 'bet_settlement',
        producer: 3,
        eventId: 'sr:match:1',
        timestamp: 2,
        certainty: 2,
        markets: [
          {
            typeId: 16,
            specifiers: { hcp: '-0.25' },
            voidReason: 0,
            outcomes: [{ id: '1714', result: 1, voidFactor: '0.5', deadHeatFactor: '1' }],
          },
        ],
      }),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<bet_settlement certainty="2" product="3" event_id="sr:match:1" timestamp="2"><outcomes>' +
        '<market id="16" specifiers="hcp=-0.25" void_reason="0">' +
        '<outcome id="1714" result="1" void_factor="0.5" dead_heat_factor="1"/>' +
        '</market></outcomes></bet_settlement>',
    );
  });
});

describe('parsing Betradar samples', () => {
  it('reads an odds_change with the attributes we ignore', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<odds_change product="1" event_id="sr:match:10927088" timestamp="1487254396715" request_id="1274" odds_change_reason="1">
  <sport_event_status status="1" reporting="1" match_status="7" home_score="1" away_score="2">
    <clock match_time="57:33" stoppage_time="0:00"/>
    <period_scores>
      <period_score match_status_code="7" number="2" home_score="1" away_score="0"/>
      <period_score match_status_code="6" number="1" home_score="0" away_score="2"/>
    </period_scores>
    <statistics><yellow_cards home="1" away="0"/></statistics>
  </sport_event_status>
  <odds betting_status="1" betstop_reason="3">
    <market favourite="1" cashout_status="1" status="1" id="1">
      <market_metadata next_betstop="1487256000000"/>
      <outcome id="1" odds="3.0" probabilities="0.31064" active="1" team="1"/>
      <outcome id="2" odds="2.85" probabilities="0.33562" active="1"/>
      <outcome id="3" odds="2.55" probabilities="0.35374" active="1" team="2"/>
    </market>
    <market status="1" id="16" specifiers="hcp=-0.75" extended_specifiers="x=1">
      <outcome id="1714" odds="1.92" probabilities="0.41" half_win_probabilities="0.1" refund_probabilities="0" half_lose_probabilities="0.12" win_probabilities="0.4" active="1"/>
      <outcome id="1715" probabilities="0.37" active="0"/>
    </market>
    <market status="-3" id="18" specifiers="total=1.5"/>
  </odds>
</odds_change>`;
    expect(parseUofMessage(xml)).toEqual({
      type: 'odds_change',
      producer: 1,
      eventId: 'sr:match:10927088',
      timestamp: 1487254396715,
      requestId: '1274',
      eventState: {
        status: 'live',
        homeScore: 1,
        awayScore: 2,
        clock: { minute: 58, period: '2h' },
        periodScores: [
          { home: 0, away: 2 },
          { home: 1, away: 0 },
        ],
      },
      markets: [
        {
          typeId: 1,
          specifiers: {},
          status: 1,
          cashoutStatus: 1,
          outcomes: [
            { id: '1', odds: '3.0', probability: 0.31064, active: true },
            { id: '2', odds: '2.85', probability: 0.33562, active: true },
            { id: '3', odds: '2.55', probability: 0.35374, active: true },
          ],
        },
        {
          typeId: 16,
          specifiers: { hcp: '-0.75' },
          status: 1,
          outcomes: [
            {
              id: '1714',
              odds: '1.92',
              probability: 0.41,
              halfWinProbability: 0.1,
              refundProbability: 0,
              halfLoseProbability: 0.12,
              active: true,
            },
            { id: '1715', probability: 0.37, active: false },
          ],
        },
        { typeId: 18, specifiers: { total: '1.5' }, status: -3 },
      ],
    });
  });

  it('reads a pre-match odds_change and the clocks of other sports', () => {
    const prematch = parseUofMessage(
      '<odds_change product="3" event_id="sr:match:18001015" timestamp="1234578910111"><sport_event_status status="0" match_status="0"/></odds_change>',
    );
    expect(prematch).toEqual({
      type: 'odds_change',
      producer: 3,
      eventId: 'sr:match:18001015',
      timestamp: 1234578910111,
      eventState: { status: 'not_started', homeScore: 0, awayScore: 0 },
      markets: [],
    });
    const state = (inner: string, status = 'status="1"') =>
      (
        parseUofMessage(
          `<odds_change product="1" event_id="sr:match:1" timestamp="1"><sport_event_status ${status} ${inner}</sport_event_status></odds_change>`,
        ) as OddsChange
      ).eventState;
    // Tennis has no clock: the game of the set follows from the set's score.
    expect(
      state(
        'match_status="9" home_score="1" away_score="0"><period_scores><period_score match_status_code="8" number="1" home_score="6" away_score="3"/><period_score match_status_code="9" number="2" home_score="2" away_score="2"/></period_scores>',
      )?.clock,
    ).toEqual({ minute: 5, period: 's2' });
    // 301 is a break after the first period in hockey and after the first quarter in basketball.
    const afterFirst = (code: number) =>
      state(
        `match_status="301" home_score="1" away_score="0"><clock match_time="20:00"/><period_scores><period_score match_status_code="${code}" number="1" home_score="1" away_score="0"/></period_scores>`,
      )?.clock;
    expect(afterFirst(1)).toEqual({ minute: 20, period: 'i1' });
    expect(afterFirst(13)).toEqual({ minute: 20, period: 'b1' });
    expect(state('match_status="142"><clock/>')?.clock).toEqual({ minute: 2, period: 'm2' });
    expect(state('match_status="40"><clock match_time="62:10"/>')?.clock).toEqual({
      minute: 63,
      period: 'ot',
    });
    // A clocked period without its clock says nothing of the minute: no clock.
    expect(state('match_status="6">')?.clock).toBeUndefined();
    expect(state('match_status="100" home_score="2" away_score="1">', 'status="4"')).toEqual({
      status: 'closed',
      homeScore: 2,
      awayScore: 1,
    });
  });

  it('reads bet_stop, settlements, cancels and their rollbacks', () => {
    expect(
      parseUofMessage(
        '<bet_stop groups="all" market_status="0" product="1" event_id="sr:match:18001015" timestamp="1234578910111"/>',
      ),
    ).toEqual({
      type: 'bet_stop',
      producer: 1,
      eventId: 'sr:match:18001015',
      timestamp: 1234578910111,
      groups: ['all'],
      marketStatus: 0,
    });
    expect(
      parseUofMessage(
        '<bet_stop timestamp="1" product="3" event_id="sr:match:2" groups="goal|corner"/>',
      ),
    ).toMatchObject({ groups: ['goal', 'corner'] });
    expect(
      parseUofMessage(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<bet_settlement certainty="2" product="3" event_id="sr:match:16807109" timestamp="1547538073692">
  <outcomes>
    <market id="16" specifiers="hcp=-0.25" void_reason="0" result="1:0">
      <outcome id="1714" result="1" void_factor="0.5"/>
      <outcome id="1715" result="0" void_factor="0.50"/>
    </market>
    <market id="18" specifiers="total=2">
      <outcome id="12" result="0" void_factor="1.0"/>
      <outcome id="13" result="0" void_factor="1"/>
    </market>
    <market id="40">
      <outcome id="sr:player:1" result="1" dead_heat_factor="0.5"/>
      <outcome id="sr:player:2" result="-1"/>
    </market>
    <market id="41"><outcome id="7" result="-1"/></market>
  </outcomes>
</bet_settlement>`),
    ).toEqual({
      type: 'bet_settlement',
      producer: 3,
      eventId: 'sr:match:16807109',
      timestamp: 1547538073692,
      certainty: 2,
      markets: [
        {
          typeId: 16,
          specifiers: { hcp: '-0.25' },
          voidReason: 0,
          outcomes: [
            { id: '1714', result: 1, voidFactor: '0.5' },
            { id: '1715', result: 0, voidFactor: '0.5' },
          ],
        },
        {
          typeId: 18,
          specifiers: { total: '2' },
          outcomes: [
            { id: '12', result: 0, voidFactor: '1' },
            { id: '13', result: 0, voidFactor: '1' },
          ],
        },
        {
          typeId: 40,
          specifiers: {},
          outcomes: [{ id: 'sr:player:1', result: 1, deadHeatFactor: '0.5' }],
        },
      ],
    });
    expect(
      parseUofMessage(`<bet_cancel end_time="1564598513000" event_id="sr:match:18941600" product="1" start_time="1564597838000" timestamp="1564602448841" superceded_by="sr:match:1">
  <market name="1st half - 1st goal" id="62" specifiers="goalnr=1" extended_specifiers="a=b" void_reason="12"/>
  <market id="1"/>
</bet_cancel>`),
    ).toEqual({
      type: 'bet_cancel',
      producer: 1,
      eventId: 'sr:match:18941600',
      timestamp: 1564602448841,
      startTime: 1564597838000,
      endTime: 1564598513000,
      markets: [
        { typeId: 62, specifiers: { goalnr: '1' }, voidReason: 12 },
        { typeId: 1, specifiers: {} },
      ],
    });
    expect(
      parseUofMessage(
        '<rollback_bet_cancel product="1" event_id="sr:match:10237855" timestamp="1475958052704" request_id="1" start_time="5"><market id="312" specifiers="setnr=4|pointnr=45"/></rollback_bet_cancel>',
      ),
    ).toEqual({
      type: 'rollback_bet_cancel',
      producer: 1,
      eventId: 'sr:match:10237855',
      timestamp: 1475958052704,
      requestId: '1',
      startTime: 5,
      markets: [{ typeId: 312, specifiers: { setnr: '4', pointnr: '45' } }],
    });
    expect(
      parseUofMessage(
        '<rollback_bet_settlement product="1" event_id="sr:match:18001015" timestamp="1234578910111"><market id="38" specifiers="goalnr=1|type=live"/></rollback_bet_settlement>',
      ),
    ).toEqual({
      type: 'rollback_bet_settlement',
      producer: 1,
      eventId: 'sr:match:18001015',
      timestamp: 1234578910111,
      markets: [{ typeId: 38, specifiers: { goalnr: '1', type: 'live' } }],
    });
  });

  it('reads fixture changes, alive and snapshot_complete', () => {
    expect(
      parseUofMessage(
        '<fixture_change status="0" start_time="1466436600000" product="1" change_type="2" event_id="sr:match:8816128" timestamp="1465848168312" next_live_time="1"/>',
      ),
    ).toEqual({
      type: 'fixture_change',
      producer: 1,
      eventId: 'sr:match:8816128',
      timestamp: 1465848168312,
      changeType: 2,
      startTime: 1466436600000,
    });
    // No change_type ("other") and the pitcher change are our "format" change.
    for (const extra of ['', ' change_type="6"']) {
      expect(
        parseUofMessage(
          `<fixture_change start_time="1557255600000" product="3" event_id="sr:match:18001015" timestamp="1"${extra}/>`,
        ),
      ).toMatchObject({ changeType: 4 });
    }
    expect(
      parseUofMessage('<alive product="3" timestamp="1465848166722" subscribed="0"/>'),
    ).toEqual({ type: 'alive', producer: 3, timestamp: 1465848166722, subscribed: false });
    expect(
      parseUofMessage(
        Buffer.from('<snapshot_complete request_id="1" product="1" timestamp="1475958139957"/>'),
      ),
    ).toEqual({ type: 'snapshot_complete', producer: 1, timestamp: 1475958139957, requestId: '1' });
  });
});

describe('documents the codec refuses', () => {
  const reasonOf = (xml: string | Uint8Array) => {
    try {
      parseUofMessage(xml);
    } catch (error) {
      expect(error).toBeInstanceOf(UofParseError);
      return (error as UofParseError).reason;
    }
    throw new Error('parsed');
  };
  const odds = (outcome: string) =>
    `<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1" status="1"><outcome id="1" ${outcome}/></market></odds></odds_change>`;

  it.each([
    ['truncated XML', '<odds_change product="3" event_id=', 'malformed'],
    ['unclosed elements', '<odds_change product="1"><odds></odds_change>', 'malformed'],
    ['two roots', '<alive product="1" timestamp="1" subscribed="1"/><alive/>', 'malformed'],
    ['text', 'hello', 'malformed'],
    ['nothing', '', 'malformed'],
    ['a DOCTYPE', '<!DOCTYPE a [<!ENTITY e "x">]><alive product="1"/>', 'malformed'],
    ['bytes that are not UTF-8', Buffer.from([0x3c, 0xff, 0xfe, 0x3e]), 'malformed'],
    ['an unknown root', '<product_down product="1" timestamp="1"/>', 'unknown_root'],
    [
      'a missing event_id',
      '<bet_stop product="1" timestamp="1" groups="all"/>',
      'missing_attribute',
    ],
    [
      'an empty event_id',
      '<bet_stop product="1" event_id="" timestamp="1" groups="all"/>',
      'missing_attribute',
    ],
    ['a missing timestamp', '<alive product="1" subscribed="1"/>', 'missing_attribute'],
    [
      'a missing certainty',
      '<bet_settlement product="1" event_id="sr:match:1" timestamp="1"><outcomes/></bet_settlement>',
      'missing_attribute',
    ],
    [
      'a snapshot without request_id',
      '<snapshot_complete product="1" timestamp="1"/>',
      'missing_attribute',
    ],
    [
      'a market without status',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1"/></odds></odds_change>',
      'missing_attribute',
    ],
    [
      'a bad market status',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1" status="2"/></odds></odds_change>',
      'invalid_value',
    ],
    [
      'a bad event status',
      '<odds_change product="1" event_id="sr:match:1" timestamp="1"><sport_event_status status="12" match_status="0"/></odds_change>',
      'invalid_value',
    ],
    [
      'a bad bet_stop market_status',
      '<bet_stop product="1" event_id="sr:match:1" timestamp="1" groups="all" market_status="7"/>',
      'invalid_value',
    ],
    ['odds "abc"', odds('odds="abc" active="1"'), 'invalid_value'],
    ['odds "1,85"', odds('odds="1,85" active="1"'), 'invalid_value'],
    ['active 2', odds('odds="1.5" active="2"'), 'invalid_value'],
    ['probabilities NaN', odds('odds="1.5" probabilities="NaN" active="1"'), 'invalid_value'],
    [
      'a timestamp that is not a number',
      '<alive product="1" timestamp="soon" subscribed="1"/>',
      'invalid_value',
    ],
    ['subscribed 2', '<alive product="1" timestamp="1" subscribed="2"/>', 'invalid_value'],
    [
      'certainty 3',
      '<bet_settlement certainty="3" product="1" event_id="sr:match:1" timestamp="1"><outcomes/></bet_settlement>',
      'invalid_value',
    ],
    [
      'result 2',
      '<bet_settlement certainty="1" product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="2"/></market></outcomes></bet_settlement>',
      'invalid_value',
    ],
    [
      'void_factor 0.3',
      '<bet_settlement certainty="1" product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="0" void_factor="0.3"/></market></outcomes></bet_settlement>',
      'invalid_value',
    ],
    [
      'change_type 7',
      '<fixture_change product="1" event_id="sr:match:1" timestamp="1" change_type="7" start_time="1"/>',
      'invalid_value',
    ],
    [
      'a specifier without a value',
      '<rollback_bet_settlement product="1" event_id="sr:match:1" timestamp="1"><market id="1" specifiers="total"/></rollback_bet_settlement>',
      'invalid_value',
    ],
    [
      'a producer we do not take',
      '<alive product="4" timestamp="1" subscribed="1"/>',
      'unsupported',
    ],
    [
      'an outcome-level cancel',
      '<bet_cancel product="1" event_id="sr:match:1" timestamp="1"><market id="1"><outcome id="1"/></market></bet_cancel>',
      'unsupported',
    ],
  ])('refuses %s', (_name, xml, reason) => {
    expect(reasonOf(xml)).toBe(reason);
  });

  it('throws only UofParseError, whatever it is given', () => {
    for (const input of [undefined, null, 42, {}, ['<alive/>']]) {
      expect(() => parseUofMessage(input as unknown as string)).toThrow(UofParseError);
    }
  });
});

describe('fixture documents', () => {
  const fixture = {
    eventId: 'sim:match:k3x-7',
    sport: { id: 'sim:sport:football', name: { ru: 'Футбол', en: 'Football', kz: 'Футбол' } },
    category: {
      id: 'sim:category:steppe-premier',
      name: { ru: 'Степной край', en: 'Steppe Land', kz: 'Дала өлкесі' },
    },
    tournament: {
      id: 'sim:tournament:steppe-premier',
      name: { ru: 'Степная премьер-лига', en: 'Steppe Premier League', kz: 'Дала премьер-лигасы' },
    },
    home: { ru: 'Кок Бори', en: 'Kok Bori', kz: 'Көк Бөрі' },
    away: { ru: 'Тулпар & Ко', en: 'Tulpar & "Co"', kz: 'Тұлпар' },
    scheduledAt: Date.parse('2026-03-01T15:30:00.250Z'),
    seedHash: 'ab'.repeat(32),
  };

  it('writes one document per language and joins them back', () => {
    const en = buildFixtureDocument(fixture, 'en', { generatedAt: START.getTime() });
    expect(en).toContain(
      '<fixtures_fixture xmlns="http://schemas.sportradar.com/sportsapi/v1/unified" generated_at="2026-03-01T12:00:00+00:00">',
    );
    expect(en).toContain('scheduled="2026-03-01T15:30:00.250+00:00"');
    expect(en).toContain(
      '<competitor qualifier="home" id="sim:competitor:kok-bori" name="Kok Bori" abbreviation="KOK"/>',
    );
    expect(en).toContain('<info key="seed_hash" value="' + 'ab'.repeat(32) + '"/>');
    const ru = buildFixtureDocument(fixture, 'ru');
    expect(parseFixtureDocument(ru).home).toBe('Кок Бори');
    const kz = buildFixtureDocument(fixture, 'kz');
    expect(fixtureFromDocuments({ en, ru, kz })).toEqual(fixture);
    const revealed = { ...fixture, seed: 'the-seed' };
    expect(
      fixtureFromDocuments({
        en: buildFixtureDocument(revealed, 'en'),
        ru: buildFixtureDocument(revealed, 'ru'),
      }),
    ).toEqual({
      ...revealed,
      sport: { ...fixture.sport, name: { ...fixture.sport.name, kz: 'Футбол' } },
      category: { ...fixture.category, name: { ...fixture.category.name, kz: 'Степной край' } },
      tournament: {
        ...fixture.tournament,
        name: { ...fixture.tournament.name, kz: 'Степная премьер-лига' },
      },
      home: { ...fixture.home, kz: 'Кок Бори' },
      away: { ...fixture.away, kz: 'Тулпар & Ко' },
    });
  });

  it("reads Betradar's document and falls back to English where a name is missing", () => {
    const document = (
      lang: string,
      home: string,
    ) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<fixtures_fixture xmlns="http://schemas.sportradar.com/sportsapi/v1/unified" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" generated_at="2023-03-21T14:08:00+00:00">
  <fixture start_time_confirmed="true" start_time="2023-03-19T16:30:00+00:00" liveodds="not_available" status="postponed" id="sr:match:34152237" scheduled="2023-03-19T16:30:00+00:00" start_time_tbd="false">
    <tournament_round type="group" number="28"/>
    <season start_date="2022-08-05" end_date="2023-05-28" year="22/23" tournament_id="sr:tournament:17" id="sr:season:93741" name="Premier League 22/23"/>
    <tournament id="sr:tournament:17" name="Premier League">
      <sport id="sr:sport:1" name="${lang === 'en' ? 'Soccer' : 'Футбол'}"/>
      <category id="sr:category:1" name="${lang === 'en' ? 'England' : ''}" country_code="ENG"/>
    </tournament>
    <competitors>
      <competitor qualifier="home" id="sr:competitor:17" name="${home}" abbreviation="MCI"><reference_ids><reference_id name="betradar" value="4861"/></reference_ids></competitor>
      <competitor qualifier="away" id="sr:competitor:37" name="West Ham United" abbreviation="WHU"/>
    </competitors>
    <venue id="sr:venue:606" name="Etihad Stadium"/>
    <extra_info><info key="RTS" value="not_available"/><info key="period_length" value="45"/></extra_info>
  </fixture>
</fixtures_fixture>`;
    const fixtureOf = fixtureFromDocuments({
      en: document('en', 'Manchester City'),
      ru: Buffer.from(document('ru', 'Манчестер Сити')),
    });
    expect(fixtureOf).toEqual({
      eventId: 'sr:match:34152237',
      sport: { id: 'sr:sport:1', name: { en: 'Soccer', ru: 'Футбол', kz: 'Футбол' } },
      category: { id: 'sr:category:1', name: { en: 'England', ru: 'England', kz: 'England' } },
      tournament: {
        id: 'sr:tournament:17',
        name: { en: 'Premier League', ru: 'Premier League', kz: 'Premier League' },
      },
      home: { en: 'Manchester City', ru: 'Манчестер Сити', kz: 'Манчестер Сити' },
      away: { en: 'West Ham United', ru: 'West Ham United', kz: 'West Ham United' },
      scheduledAt: Date.parse('2023-03-19T16:30:00Z'),
    });
    expect(() =>
      fixtureFromDocuments({
        en: document('en', 'Manchester City'),
        ru: document('ru', 'x').replace('sr:match:34152237', 'sr:match:1'),
      }),
    ).toThrow(UofParseError);
    expect(() => fixtureFromDocuments({ en: document('en', '') })).toThrow(UofParseError);
    expect(() => fixtureFromDocuments({ en: '<fixtures_fixture/>' })).toThrow(UofParseError);
    expect(() =>
      fixtureFromDocuments({
        en: document('en', 'a').replace(
          '2023-03-19T16:30:00+00:00" start_time_tbd',
          'soon" start_time_tbd',
        ),
      }),
    ).toThrow(UofParseError);
  });
});

describe('routing keys', () => {
  const base = { eventId: 'sr:match:13073610', timestamp: 1 };

  it('names each message as Betradar does', () => {
    const odds: OddsChange = { type: 'odds_change', producer: 3, ...base, markets: [] };
    expect(routingKey(odds, { sportId: 'sr:sport:1' })).toBe(
      'hi.pre.-.odds_change.1.sr:match.13073610.-',
    );
    expect(routingKey({ ...odds, producer: 1 }, { sportId: 4 })).toBe(
      'hi.-.live.odds_change.4.sr:match.13073610.-',
    );
    expect(
      routingKey(
        { type: 'bet_settlement', producer: 1, ...base, certainty: 1, markets: [] },
        { sportId: 'sim:sport:tennis' },
      ),
    ).toBe('lo.-.live.bet_settlement.5.sr:match.13073610.-');
    expect(
      routingKey(
        { type: 'bet_cancel', producer: 1, eventId: 'sim:match:k3x-7', timestamp: 1, markets: [] },
        { sportId: 'sim:sport:esports', nodeId: 7 },
      ),
    ).toBe('hi.-.live.bet_cancel.109.sim:match.k3x-7.7');
    expect(
      routingKey({ type: 'fixture_change', producer: 3, ...base, changeType: 1 }, { sportId: 2 }),
    ).toBe('hi.pre.live.fixture_change.2.sr:match.13073610.-');
    expect(routingKey(odds, {})).toBe('hi.pre.-.odds_change.-.sr:match.13073610.-');
    expect(routingKey({ type: 'alive', producer: 1, timestamp: 1, subscribed: true })).toBe(
      '-.-.-.alive.-.-.-.-',
    );
    const snapshot = {
      type: 'snapshot_complete',
      producer: 1,
      timestamp: 1,
      requestId: '9',
    } as const;
    expect(routingKey(snapshot)).toBe('-.-.-.snapshot_complete.-.-.-.-');
    expect(routingKey(snapshot, { nodeId: 7 })).toBe('-.-.-.snapshot_complete.-.-.-.7');
    expect(() => routingKey({ ...odds, eventId: 'sr:match:1.5' })).toThrow(RangeError);
    expect(() => routingKey(odds, { sportId: 'sim:sport:curling' })).toThrow(RangeError);
  });

  it('reads routing keys back', () => {
    expect(parseRoutingKey('hi.-.live.bet_cancel.21.sr:match.13073610.-')).toEqual({
      priority: 'hi',
      prematch: null,
      live: true,
      type: 'bet_cancel',
      sportId: 21,
      eventId: 'sr:match:13073610',
      nodeId: null,
    });
    expect(parseRoutingKey('hi.virt.-.odds_change.1.vs:match.1234.-')).toMatchObject({
      prematch: 'virt',
      eventId: 'vs:match:1234',
    });
    expect(parseRoutingKey('-.-.-.snapshot_complete.-.-.-')).toMatchObject({
      type: 'snapshot_complete',
      eventId: null,
      nodeId: null,
    });
    expect(parseRoutingKey('-.-.-.snapshot_complete.-.-.-.7').nodeId).toBe(7);
    expect(parseRoutingKey('hi.pre.-.odds_change.-.sim:match.k3x-7.-').eventId).toBe(
      'sim:match:k3x-7',
    );
    for (const bad of [
      '...',
      'hi.-.live.odds_change.4',
      'mid.-.live.odds_change.4.sr:match.1.-',
      'hi.-.live.odds_change.6b.sr:match.1.-',
      'hi.-.live.odds_change.6.sr:match.-.-',
      'hi.-.live.odds_change.6.sr:match.1.x',
      'hi.-.live.odds_change.6.sr:match.1.-.extra',
    ]) {
      expect(() => parseRoutingKey(bad)).toThrow(UofParseError);
    }
  });

  it('binds queues to what each interest wants', () => {
    const keys = {
      prematchOdds: 'hi.pre.-.odds_change.1.sr:match.1.-',
      liveOdds: 'hi.-.live.odds_change.1.sr:match.1.-',
      fixture: 'hi.pre.live.fixture_change.1.sr:match.1.-',
      otherNode: 'hi.-.live.odds_change.1.sr:match.1.9',
      alive: '-.-.-.alive.-.-.-.-',
      snapshotOther: '-.-.-.snapshot_complete.-.-.-.9',
      snapshotMine: '-.-.-.snapshot_complete.-.-.-.7',
    };
    const routed = (bindings: readonly string[]) =>
      Object.entries(keys)
        .filter(([, key]) => bindings.some((binding) => topicMatches(binding, key)))
        .map(([name]) => name);
    expect(routed(ALL_MESSAGES_BINDING_KEYS)).toEqual(Object.keys(keys));
    expect(routed(bindingKeys('live', { nodeId: 7 }))).toEqual([
      'liveOdds',
      'fixture',
      'alive',
      'snapshotMine',
    ]);
    expect(routed(PREMATCH_MESSAGES_BINDING_KEYS)).toEqual(routed(bindingKeys('prematch')));
    expect(routed(LIVE_MESSAGES_BINDING_KEYS)).toEqual([
      'liveOdds',
      'fixture',
      'otherNode',
      'alive',
      'snapshotOther',
      'snapshotMine',
    ]);
    expect(routed(bindingKeys('prematch'))).toEqual([
      'prematchOdds',
      'fixture',
      'alive',
      'snapshotOther',
      'snapshotMine',
    ]);
  });
});

import type { Fixture, LocalName } from '@/lib/sports/feed-messages';
import {
  AttributeReader,
  UofParseError,
  attributes,
  buildXml,
  child,
  children,
  formatDateTime,
  readXml,
  type XmlNode,
} from './uof-xml';

/**
 * The REST API's fixture document (`GET /v1/sports/{lang}/sport_events/{id}/fixture.xml`,
 * root `fixtures_fixture`, schema unified/fixtures_fixture.xsd), one per language: the
 * event with its tournament, sport and category, the home and away competitors, the start,
 * and `extra_info` pairs, where a simulated match publishes `seed_hash` and, once over,
 * `seed`. `fixtureFromDocuments` joins the languages into our Fixture.
 */

export type FixtureLanguage = keyof LocalName;

const NAMESPACE = 'http://schemas.sportradar.com/sportsapi/v1/unified';
const SEED_HASH = 'seed_hash';
const SEED = 'seed';

export type FixtureDocumentOptions = {
  /** `generated_at`, ms; left out when not given (the module reads no clock). */
  generatedAt?: number;
};

export function buildFixtureDocument(
  fixture: Fixture,
  language: FixtureLanguage,
  options: FixtureDocumentOptions = {},
): string {
  const start = formatDateTime(fixture.scheduledAt);
  const info = [
    ...(fixture.seedHash !== undefined ? [{ key: SEED_HASH, value: fixture.seedHash }] : []),
    ...(fixture.seed !== undefined ? [{ key: SEED, value: fixture.seed }] : []),
  ];
  const node: XmlNode = {
    '@': attributes({
      start_time_confirmed: 'true',
      start_time: start,
      id: fixture.eventId,
      scheduled: start,
      start_time_tbd: 'false',
    }),
    tournament: {
      '@': attributes({ id: fixture.tournament.id, name: fixture.tournament.name[language] }),
      sport: { '@': attributes({ id: fixture.sport.id, name: fixture.sport.name[language] }) },
      category: {
        '@': attributes({ id: fixture.category.id, name: fixture.category.name[language] }),
      },
    },
    competitors: {
      competitor: (['home', 'away'] as const).map((qualifier) =>
        competitor(fixture, qualifier, language),
      ),
    },
  };
  if (info.length > 0) node.extra_info = { info: info.map((pair) => ({ '@': pair })) };
  return buildXml('fixtures_fixture', {
    '@': attributes({
      xmlns: NAMESPACE,
      generated_at:
        options.generatedAt === undefined ? undefined : formatDateTime(options.generatedAt),
    }),
    fixture: node,
  });
}

/**
 * Our fixtures name no competitor ids: each team is named after its English name under the
 * event's id prefix (`sim:competitor:kok-bori`), stable from match to match.
 */
function competitor(fixture: Fixture, qualifier: 'home' | 'away', language: FixtureLanguage) {
  const names = fixture[qualifier];
  const prefix = fixture.eventId.split(':')[0];
  const slug = names.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const letters = [...names[language].toUpperCase()].filter((c) => /\p{L}|\p{N}/u.test(c));
  return {
    '@': attributes({
      qualifier,
      id: `${prefix}:competitor:${slug || qualifier}`,
      name: names[language],
      abbreviation: letters.slice(0, 3).join('') || qualifier.slice(0, 3).toUpperCase(),
    }),
  };
}

/** One language's document. Names are as written (empty when the language has none). */
export type FixtureDocument = {
  eventId: string;
  sport: { id: string; name: string };
  category: { id: string; name: string };
  tournament: { id: string; name: string };
  home: string;
  away: string;
  scheduledAt: number;
  extraInfo: Record<string, string>;
};

export function parseFixtureDocument(xml: string | Uint8Array): FixtureDocument {
  try {
    return readFixture(xml);
  } catch (error) {
    if (error instanceof UofParseError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new UofParseError('malformed', `unreadable fixture: ${detail}`, { cause: error });
  }
}

function required(node: XmlNode, name: string, parent: string): XmlNode {
  const found = child(node, name);
  if (!found) throw new UofParseError('malformed', `<${parent}> without <${name}>`);
  return found;
}

function named(node: XmlNode, element: string) {
  const attrs = new AttributeReader(node, element);
  return { id: attrs.text('id'), name: attrs.optText('name') ?? '' };
}

function readFixture(xml: string | Uint8Array): FixtureDocument {
  const { root, node } = readXml(xml);
  if (root !== 'fixtures_fixture') {
    throw new UofParseError('unknown_root', `<${root}> is not a fixture document`);
  }
  const fixture = required(node, 'fixture', root);
  const attrs = new AttributeReader(fixture, 'fixture');
  const scheduledAt =
    attrs.has('start_time') && !attrs.has('scheduled')
      ? attrs.dateTime('start_time')
      : attrs.dateTime('scheduled');
  const tournament = required(fixture, 'tournament', 'fixture');
  const competitors = children(required(fixture, 'competitors', 'fixture'), 'competitor');
  const side = (qualifier: 'home' | 'away') => {
    const found = competitors.filter(
      (c) => new AttributeReader(c, 'competitor').optText('qualifier') === qualifier,
    );
    if (found.length !== 1) {
      throw new UofParseError('malformed', `expected one ${qualifier} competitor`);
    }
    return new AttributeReader(found[0]!, 'competitor').optText('name') ?? '';
  };
  const extraInfo: Record<string, string> = {};
  const extra = child(fixture, 'extra_info');
  for (const info of extra ? children(extra, 'info') : []) {
    const pair = new AttributeReader(info, 'info');
    extraInfo[pair.text('key')] = pair.optText('value') ?? '';
  }
  return {
    eventId: attrs.text('id'),
    sport: named(required(tournament, 'sport', 'tournament'), 'sport'),
    category: named(required(tournament, 'category', 'tournament'), 'category'),
    tournament: named(tournament, 'tournament'),
    home: side('home'),
    away: side('away'),
    scheduledAt,
    extraInfo,
  };
}

export type FixtureDocuments = {
  en: string | Uint8Array;
  ru?: string | Uint8Array;
  kz?: string | Uint8Array;
};

/**
 * The fixture in the site's languages from the documents of each. A name missing in Kazakh
 * falls back to the Russian one, then the English; in Russian to the English. The documents
 * must name the same event, sport, category and tournament (a mismatch is a UofParseError);
 * the start is the English one's, as a start moved between two fetches is no mismatch.
 */
export function fixtureFromDocuments(documents: FixtureDocuments): Fixture {
  const en = parseFixtureDocument(documents.en);
  const ru = documents.ru === undefined ? undefined : parseFixtureDocument(documents.ru);
  const kz = documents.kz === undefined ? undefined : parseFixtureDocument(documents.kz);
  for (const other of [ru, kz]) if (other) sameEvent(en, other);
  const name = (pick: (document: FixtureDocument) => string): LocalName => {
    const english = pick(en);
    if (!english) throw new UofParseError('missing_attribute', 'a name is missing in English');
    const russian = (ru && pick(ru)) || english;
    return { en: english, ru: russian, kz: (kz && pick(kz)) || russian };
  };
  const seedHash = en.extraInfo[SEED_HASH];
  const seed = en.extraInfo[SEED];
  return {
    eventId: en.eventId,
    sport: { id: en.sport.id, name: name((d) => d.sport.name) },
    category: { id: en.category.id, name: name((d) => d.category.name) },
    tournament: { id: en.tournament.id, name: name((d) => d.tournament.name) },
    home: name((d) => d.home),
    away: name((d) => d.away),
    scheduledAt: en.scheduledAt,
    ...(seedHash !== undefined ? { seedHash } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}

function sameEvent(a: FixtureDocument, b: FixtureDocument) {
  const ids = (d: FixtureDocument) =>
    [d.eventId, d.sport.id, d.category.id, d.tournament.id].join(' ');
  if (ids(a) !== ids(b)) {
    throw new UofParseError('invalid_value', `the documents differ: ${ids(a)} / ${ids(b)}`);
  }
}

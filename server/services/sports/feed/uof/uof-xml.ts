import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The XML plumbing of the UOF codec: one parser and one builder configured alike (attributes
 * grouped under `@`, values kept as the text the feed wrote), strict readers that turn a bad
 * document into a `UofParseError`, and the decimal and time formats Betradar uses. Pure: no
 * network, no clock.
 */

export type UofParseFailure =
  /** Not well-formed XML, more than one root, a DOCTYPE, an element where one is allowed. */
  | 'malformed'
  | 'unknown_root'
  | 'missing_attribute'
  /** A number that is not one, a value outside its XSD enumeration. */
  | 'invalid_value'
  /** Valid UOF our canonical model cannot carry (another producer, an outcome-level cancel). */
  | 'unsupported';

/** The one error the codec throws for a document it cannot read; `reason` says why. */
export class UofParseError extends Error {
  constructor(
    readonly reason: UofParseFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UofParseError';
  }
}

/** An element as the parser gives it: attributes under `@`, children by name. */
export type XmlNode = { '@'?: Record<string, string> } & Record<string, unknown>;

/** Elements that may repeat: always arrays, even when one is present. */
const REPEATED = new Set(['market', 'outcome', 'period_score', 'info', 'competitor']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '@',
  suppressEmptyNode: true,
  // `start_time_tbd="false"` stays an attribute with its value, never a bare name.
  suppressBooleanAttributes: false,
});

const DECLARATION = { '@': { version: '1.0', encoding: 'UTF-8', standalone: 'yes' } };

/** A document with Betradar's declaration (`standalone="yes"`) and one root element. */
export function buildXml(root: string, node: XmlNode): string {
  return builder.build({ '?xml': DECLARATION, [root]: node }) as string;
}

/** Attributes in the order given, leaving out the absent ones. */
export function attributes(
  values: Record<string, string | number | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

function decode(xml: string | Uint8Array): string {
  if (typeof xml === 'string') return xml;
  if (xml instanceof Uint8Array) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(xml);
    } catch (error) {
      throw new UofParseError('malformed', 'the document is not UTF-8', { cause: error });
    }
  }
  throw new UofParseError('malformed', 'the document is neither text nor bytes');
}

/**
 * The root element's name and node. A DOCTYPE is refused outright: UOF never sends one, and
 * its entities are the usual way to make a parser expand or fetch what it should not.
 */
export function readXml(xml: string | Uint8Array): { root: string; node: XmlNode } {
  const text = decode(xml).replace(/^\uFEFF/, '');
  if (/<!DOCTYPE/i.test(text)) throw new UofParseError('malformed', 'a DOCTYPE is not allowed');
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text, true) as Record<string, unknown>;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UofParseError('malformed', `not well-formed XML: ${detail}`, { cause: error });
  }
  const roots = Object.keys(document).filter((name) => !name.startsWith('?'));
  if (roots.length !== 1 || Array.isArray(document[roots[0]!])) {
    throw new UofParseError('malformed', `expected one root element, found ${roots.length}`);
  }
  const root = roots[0]!;
  return { root, node: asNode(document[root], root) };
}

function asNode(value: unknown, name: string): XmlNode {
  if (typeof value === 'string') return {};
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as XmlNode;
  throw new UofParseError('malformed', `<${name}> is not an element`);
}

/** The element's single child `name`, if present (more than one is malformed). */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  const value = node[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw new UofParseError('malformed', `more than one <${name}>`);
  return asNode(value, name);
}

/** The element's children `name`, in document order. */
export function children(node: XmlNode, name: string): XmlNode[] {
  const value = node[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => asNode(item, name));
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DOUBLE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** An xs:dateTime with a zone, as the REST API writes it (`2023-03-19T16:30:00+00:00`). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads one element's attributes; every failure names the element and the attribute. */
export class AttributeReader {
  private readonly values: Record<string, string>;

  constructor(
    node: XmlNode,
    private readonly element: string,
  ) {
    this.values = node['@'] ?? {};
  }

  private fail(reason: UofParseFailure, name: string, what: string): never {
    throw new UofParseError(reason, `<${this.element}> ${name}: ${what}`);
  }

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  optText(name: string): string | undefined {
    return this.values[name];
  }

  text(name: string): string {
    const value = this.values[name];
    if (value === undefined || value === '') return this.fail('missing_attribute', name, 'missing');
    return value;
  }

  /** An xs:int or xs:long that fits a JS number exactly. */
  int(name: string): number {
    const value = this.text(name);
    const number = Number(value);
    if (!INTEGER.test(value) || !Number.isSafeInteger(number)) {
      return this.fail('invalid_value', name, `"${value}" is not an integer`);
    }
    return number;
  }

  optInt(name: string): number | undefined {
    return this.has(name) ? this.int(name) : undefined;
  }

  /** An integer among `allowed` (an XSD enumeration). */
  oneOf<T extends number>(name: string, allowed: readonly T[]): T {
    const value = this.int(name);
    if (!allowed.includes(value as T)) {
      return this.fail('invalid_value', name, `${value} is not one of ${allowed.join(', ')}`);
    }
    return value as T;
  }

  optOneOf<T extends number>(name: string, allowed: readonly T[]): T | undefined {
    return this.has(name) ? this.oneOf(name, allowed) : undefined;
  }

  /** An xs:decimal kept as the text the feed wrote (odds: `"1.85"` stays `"1.85"`). */
  decimalText(name: string): string {
    const value = this.text(name);
    if (!DECIMAL.test(value))
      return this.fail('invalid_value', name, `"${value}" is not a decimal`);
    return value;
  }

  optDecimalText(name: string): string | undefined {
    return this.has(name) ? this.decimalText(name) : undefined;
  }

  /** An xs:decimal or xs:double as a finite number. */
  number(name: string): number {
    const value = this.text(name);
    const number = Number(value);
    if (!DOUBLE.test(value) || !Number.isFinite(number)) {
      return this.fail('invalid_value', name, `"${value}" is not a number`);
    }
    return number;
  }

  optNumber(name: string): number | undefined {
    return this.has(name) ? this.number(name) : undefined;
  }

  /** An xs:dateTime with a zone, in ms. */
  dateTime(name: string): number {
    const value = this.text(name);
    const ms = DATE_TIME.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(ms)) return this.fail('invalid_value', name, `"${value}" is not a time`);
    return ms;
  }

  optDateTime(name: string): number | undefined {
    return this.has(name) ? this.dateTime(name) : undefined;
  }
}

/** ms → `2026-03-01T12:00:00+00:00`, with `.123` only when the ms are not whole seconds. */
export function formatDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const seconds = ms % 1000 === 0 ? iso.slice(0, 19) : iso.slice(0, 23);
  return `${seconds}+00:00`;
}

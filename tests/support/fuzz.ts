/**
 * Malformed requests made from the OpenAPI document: for each operation, a plausible request
 * built from its own schemas, then broken one way at a time (a field of the wrong type, text no
 * database keeps, a key named like a prototype, a body that is not JSON, a path parameter that
 * names nothing). Deterministic: the same seed gives the same requests.
 */
import { createApp } from '@/server/api/app';
import { buildOpenApiDocument } from '@/server/api/openapi/document';
import { API_VERSION } from '@/server/api/routes/openapi';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema };

export type OpenApiOperation = {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** One request to send: the path (with its query), the headers' content type and the raw body. */
export type FuzzCase = {
  what: string;
  path: string;
  contentType?: string;
  body?: string;
  /** Whether the operation's credentials go with it (false: the request is anonymous). */
  authenticated: boolean;
  /** Headers that replace the usual ones (a forged Authorization, say). */
  headers?: Record<string, string>;
};

/** The API's OpenAPI document, from the mounted routes alone (no request is made), and its operations. */
export function apiOperations() {
  const document = buildOpenApiDocument(
    createApp(() => Promise.reject(new Error('the document needs no requests'))) as never,
    API_VERSION,
  ) as unknown as OpenApiDocument;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return { document, operations };
}

/** How one operation's cases are made, beyond its schemas. */
export type CaseOptions = {
  /**
   * Fields that replace the sample body's own (top level), so the sample names what exists: a
   * real player, session and game for a wallet callback; `undefined` leaves a field out. Every
   * broken body starts from it.
   */
  known?: Record<string, unknown>;
  /** Which variant of a body that is one of several (`oneOf`/`anyOf`, GIS's actions) to sample. */
  variant?: number;
};

/** Headers a client may send broken: forged credentials, a region nobody serves, a stray length. */
const HOSTILE_HEADERS: Array<[string, Record<string, string>]> = [
  ['forged token', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }],
  ['long token', { authorization: `Bearer ${'x'.repeat(8_000)}` }],
  ['other scheme', { authorization: 'Basic YTpi' }],
  ['odd region', { region: '\u00ff\u00fe' }],
  ['odd language', { 'accept-language': '*;q=abc, ,,;;' }],
];

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Values of every other kind than the one a field expects, and text no database can keep. */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 0.5],
  ['huge number', 1e308],
  ['unsafe integer', 2 ** 60],
  ['empty text', ''],
  ['NUL', 'a\u0000b'],
  ['half a surrogate pair', '\ud800x'],
  ['long text', 'x'.repeat(20_000)],
  ['numeric text', '12345'],
  ['array', ['a', 1]],
  ['object', { a: 1 }],
  ['prototype key', JSON.parse('{"__proto__": {"polluted": 1}}')],
];

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'x\u0000'];

const HOSTILE_PATH_VALUES = [
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  '-1',
  '0',
  '99999999999999999999999',
  '1.5',
  '__proto__',
  'constructor',
  '%F0%9F%8E%B0',
  '%20',
  'a'.repeat(2_000),
];

const HOSTILE_QUERY_VALUES = [
  '',
  '%00',
  '%ED%A0%80',
  '-1',
  '1e309',
  'NaN',
  'a'.repeat(5_000),
  '%ZZ',
  '[]',
  '{}',
];

/** Builds the document's resolver and generators, bound to one seed. */
export function fuzzer(document: OpenApiDocument, seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

  function resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 20; depth++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components.schemas[name] ?? {};
    }
    return current;
  }

  /** A value the schema probably accepts: good enough to get past the first checks. */
  function sample(raw: JsonSchema, depth = 0): unknown {
    const schema = resolve(raw);
    if (depth > 6) return null;
    if (schema.const !== undefined) return schema.const;
    // The default is the plausible value (a GIS bet's `type` is `bet`, not a free spin).
    if (schema.default !== undefined) return schema.default;
    if (schema.enum?.length) return pick(schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return sample(pick(variants), depth + 1);
    if (schema.allOf?.length) {
      return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
    }
    const type = Array.isArray(schema.type)
      ? (schema.type.find((kind) => kind !== 'null') ?? 'null')
      : schema.type;
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            sample(value, depth + 1),
          ]),
        );
      case 'array':
        return schema.items ? [sample(schema.items, depth + 1)] : [];
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
      case 'boolean':
        return true;
      case 'string':
        return sampleText(schema);
      default:
        return null;
    }
  }

  function sampleText(schema: JsonSchema): string {
    switch (schema.format) {
      case 'email':
        return `fuzz-${Math.floor(random() * 1e9)}@example.test`;
      case 'uuid':
        return '3f1d2c4b-5a69-4c7d-8e9f-0a1b2c3d4e5f';
      case 'date-time':
        return new Date(0).toISOString();
      case 'uri':
        return 'https://example.test/';
      default:
        return 'a'.repeat(Math.max(schema.minLength ?? 8, 8)).slice(0, schema.maxLength ?? 64);
    }
  }

  /** The JSON bodies: the sample, then each field broken or dropped, then hostile shapes. */
  function bodies(schema: JsonSchema, known: Record<string, unknown>): Array<[string, string]> {
    const base = withKnown(sample(schema), known);
    const cases: Array<[string, string]> = [['sample', JSON.stringify(base)]];
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const key of Object.keys(base)) {
        const [label, value] = pick(HOSTILE_VALUES);
        cases.push([`${key}: ${label}`, JSON.stringify({ ...base, [key]: value })]);
        const { [key]: _dropped, ...rest } = base as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-unused-vars
        cases.push([`${key} missing`, JSON.stringify(rest)]);
      }
      for (const key of HOSTILE_KEYS) {
        cases.push([`extra key ${key}`, `{${JSON.stringify(key)}: 1, "x": {"__proto__": 2}}`]);
      }
    }
    for (const [label, value] of HOSTILE_VALUES)
      cases.push([`body ${label}`, JSON.stringify(value)]);
    cases.push(['not JSON', '{"a":'], ['deep nesting', '['.repeat(5_000) + ']'.repeat(5_000)]);
    return cases;
  }

  /** Path parameters: the sample, then each parameter swapped for a hostile one. */
  function paths(template: string, parameters: Parameter[]): Array<[string, string]> {
    const names = parameters.filter((parameter) => parameter.in === 'path');
    const fill = (overrides: Record<string, string>) =>
      template.replace(/\{([^}]+)\}/g, (_, name: string) => {
        if (name in overrides) return overrides[name]!;
        const schema = names.find((parameter) => parameter.name === name)?.schema ?? {};
        return encodeURIComponent(String(sample(schema) ?? 'x'));
      });
    const cases: Array<[string, string]> = [['sample', fill({})]];
    for (const { name } of names) {
      for (const value of HOSTILE_PATH_VALUES)
        cases.push([`${name}=${value}`, fill({ [name]: value })]);
    }
    return cases;
  }

  /** Queries: none, the sample, each key hostile, keys named like prototypes, repeated keys. */
  function queries(parameters: Parameter[]): Array<[string, string]> {
    const keys = parameters.filter((parameter) => parameter.in === 'query');
    const encode = (entries: Array<[string, string]>) =>
      entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
    const base = keys.map(({ name, schema }): [string, string] => [
      name,
      encodeURIComponent(String(sample(schema ?? {}) ?? '')),
    ]);
    const cases: Array<[string, string]> = [
      ['no query', ''],
      ['sample', encode(base)],
      ['prototype keys', '__proto__[x]=1&constructor=1&constructor[prototype][y]=2'],
    ];
    for (const [name] of base) {
      cases.push([
        `${name} hostile`,
        encode([...base.filter(([key]) => key !== name), [name, pick(HOSTILE_QUERY_VALUES)]]),
      ]);
      cases.push([`${name} repeated`, `${encode(base)}&${encodeURIComponent(name)}=2`]);
    }
    return cases;
  }

  /** Every case of one operation, at most `budget` of them (the sample ones always kept). */
  function cases(
    template: string,
    operation: OpenApiOperation,
    budget: number,
    options: CaseOptions = {},
  ): FuzzCase[] {
    const parameters = operation.parameters ?? [];
    const pathCases = paths(template, parameters);
    const queryCases = queries(parameters);
    const samplePath = pathCases[0]![1];
    const sampleQuery = queryCases[1]![1];
    const at = (path: string, query: string) => (query ? `${path}?${query}` : path);
    const content = operation.requestBody?.content ?? {};
    const json = variantOf(content['application/json']?.schema, options.variant);
    const form = variantOf(content['application/x-www-form-urlencoded']?.schema, options.variant);
    const known = options.known ?? {};
    const bodyCases = json ? bodies(json, known) : form ? formBodies(form, known) : [];
    const contentType = json
      ? 'application/json'
      : form
        ? 'application/x-www-form-urlencoded'
        : undefined;
    const sampleBody = bodyCases[0]?.[1];

    const all: FuzzCase[] = [
      ...pathCases.map(([what, path]) => ({
        what: `path ${what}`,
        path: at(path, sampleQuery),
        contentType,
        body: sampleBody,
        authenticated: true,
      })),
      ...queryCases.map(([what, query]) => ({
        what: `query ${what}`,
        path: at(samplePath, query),
        contentType,
        body: sampleBody,
        authenticated: true,
      })),
      ...bodyCases.map(([what, body]) => ({
        what: `body ${what}`,
        path: at(samplePath, sampleQuery),
        contentType,
        body,
        authenticated: true,
      })),
      {
        what: 'anonymous',
        path: at(samplePath, sampleQuery),
        contentType,
        body: sampleBody,
        authenticated: false,
      },
    ];
    for (const [what, headers] of HOSTILE_HEADERS) {
      all.push({
        what: `header ${what}`,
        path: at(samplePath, sampleQuery),
        contentType,
        body: sampleBody,
        authenticated: false,
        headers,
      });
    }
    if (contentType) {
      all.push(
        {
          what: 'wrong content type',
          path: at(samplePath, sampleQuery),
          contentType: 'text/plain',
          body: sampleBody,
          authenticated: true,
        },
        {
          what: 'multipart garbage',
          path: at(samplePath, sampleQuery),
          contentType: 'multipart/form-data; boundary=x',
          body: '--x\r\nbroken',
          authenticated: true,
        },
      );
    }
    if (all.length <= budget) return all;
    const [first, ...rest] = all;
    return [first!, ...shuffle(rest).slice(0, budget - 1)];
  }

  function formBodies(schema: JsonSchema, known: Record<string, unknown>): Array<[string, string]> {
    const base = withKnown(sample(schema), known) as Record<string, unknown>;
    const encode = (entries: Record<string, unknown>) =>
      new URLSearchParams(formPairs(Object.entries(entries))).toString();
    const cases: Array<[string, string]> = [
      ['sample', encode(base)],
      ['empty', ''],
      ['not a form', '%ZZ=%&&='],
    ];
    for (const key of Object.keys(base ?? {})) {
      cases.push([`${key} NUL`, encode({ ...base, [key]: 'a\u0000b' })]);
      cases.push([`${key} repeated`, `${encode(base)}&${encodeURIComponent(key)}=x`]);
    }
    return cases;
  }

  /** How many variants a body is one of (1 when it is not a union). */
  function variants(operation: OpenApiOperation): number {
    const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
    const resolved = schema && resolve(schema);
    return (resolved?.oneOf ?? resolved?.anyOf)?.length ?? 1;
  }

  function variantOf(schema: JsonSchema | undefined, variant: number | undefined) {
    if (!schema || variant === undefined) return schema;
    const resolved = resolve(schema);
    const list = resolved.oneOf ?? resolved.anyOf;
    return list?.[variant % list.length] ?? schema;
  }

  function shuffle<T>(values: T[]): T[] {
    const copy = [...values];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  return { cases, sample, variants };
}

/** The sample with the known fields in place of its own (`undefined`: left out), when it is an object. */
function withKnown(base: unknown, known: Record<string, unknown>): unknown {
  if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
  const merged: Record<string, unknown> = { ...base, ...known };
  for (const [key, value] of Object.entries(known)) if (value === undefined) delete merged[key];
  return merged;
}

/** A form's pairs as PHP's `http_build_query` writes nested values: `list[0][key]=value`. */
function formPairs(entries: Array<[string, unknown]>): Array<[string, string]> {
  return entries.flatMap(([key, value]): Array<[string, string]> =>
    value && typeof value === 'object'
      ? formPairs(Object.entries(value).map(([child, item]) => [`${key}[${child}]`, item]))
      : [[key, String(value)]],
  );
}

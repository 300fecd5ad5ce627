import type { Hono } from 'hono';
import { z } from 'zod';
import type { StaffPermission } from '@/lib/constants/staff';
import { idempotencyKeySchema } from '@/lib/schemas/common';
import { errorAnswerSchema, validationErrorAnswerSchema } from '@/lib/schemas/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../idempotency';
import { specOf, type ErrorStatus, type OperationSpec, type SuccessStatus } from '../operation';
import { TAGS } from './tags';

/**
 * The OpenAPI 3.1 document of the API, generated from the routes the app mounts and the zod
 * schemas of their contracts (zod's JSON Schema output is draft 2020-12, OpenAPI 3.1's dialect).
 * Paths are relative to the API root: `/api` on the site's host, `/` on the `api.` host.
 */

type Route = { method: string; path: string; handler: unknown };
type Json = Record<string, unknown>;

export type DocumentedRoute = { method: string; path: string; spec: OperationSpec };

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Broken JSON, a wrong content type, an oversized body' },
  401: { name: 'Unauthorized', description: 'No valid token' },
  403: { name: 'Forbidden', description: 'Not allowed for this account or origin' },
  404: { name: 'NotFound', description: 'No such resource' },
  409: { name: 'Conflict', description: 'The state does not allow it (the code says why)' },
  410: { name: 'Gone', description: 'Expired or already used' },
  422: { name: 'ValidationFailed', description: 'Field rules failed' },
  429: { name: 'TooManyRequests', description: 'Rate limit; `Retry-After` says when to retry' },
  451: {
    name: 'UnavailableForLegalReasons',
    description: 'Not available in the visitor\u2019s country',
  },
  502: { name: 'BadGateway', description: 'An outside party did not answer' },
  503: { name: 'Unavailable', description: 'A service behind this one is not reachable now' },
};

/** Hono's `/:id` and `/:slug{[a-z]+}` as OpenAPI's `/{id}`, and the API root's prefix dropped. */
export function documentPath(honoPath: string): string {
  const path = honoPath.replace(/^\/api(?=\/|$)/, '') || '/';
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
}

/** Every route the app mounts with a contract, in mounting order, once per method and path. */
export function documentedRoutes(app: Hono<never>): DocumentedRoute[] {
  const seen = new Map<string, DocumentedRoute>();
  for (const route of app.routes as Route[]) {
    const spec = specOf(route.handler as never);
    if (!spec) continue;
    const path = documentPath(route.path);
    const method = route.method.toLowerCase();
    seen.set(`${method} ${path}`, { method, path, spec });
  }
  return [...seen.values()];
}

export function buildOpenApiDocument(app: Hono<never>, version: string): Json {
  const routes = documentedRoutes(app);
  const schemas = new SchemaCollector();
  const paths: Record<string, Record<string, Json>> = {};
  for (const { method, path, spec } of routes) {
    (paths[path] ??= {})[method] = describe(method, path, spec, schemas);
  }
  const usedTags = new Set(routes.flatMap((route) => route.spec.tags));
  // Shared error responses that some operation refers to; others are not emitted.
  const usedErrors = new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.responses as Record<string, Json>)
          .filter(([, response]) => '$ref' in response)
          .map(([status]) => status),
      ),
    ),
  );
  const responses = errorResponses(schemas, usedErrors);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arcada API',
      version,
      description:
        'The API behind the site. Money is in major units with at most two decimals. Errors: 422 `{errors: {field: ["code: text"]}}`, otherwise `{error, message}`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/api', description: 'On the site\u2019s own host' },
      {
        url: 'https://api.{domain}',
        description: 'On the api. host of a deployment',
        variables: { domain: { default: 'arcada.local', description: 'The site\u2019s domain' } },
      },
    ],
    security: [],
    tags: TAGS.filter((tag) => usedTags.has(tag.name)),
    paths,
    components: {
      schemas: schemas.emit(),
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A player\u2019s access token from a login or registration',
        },
        staff: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff session from /office/auth (password, then TOTP), or the deployment\u2019s OPERATOR_TOKEN as the service; the requirement lists the permission the role needs',
        },
      },
    },
  };
}

function describe(method: string, path: string, spec: OperationSpec, schemas: SchemaCollector) {
  const id = operationId(method, path);
  const parameters = [...pathParameters(path), ...queryParameters(spec), ...headerParameters(spec)];
  const operation: Json = {
    operationId: id,
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    tags: [...new Set([...spec.tags, ...(spec.development ? ['development'] : [])])],
    security:
      spec.auth === 'bearer'
        ? [{ bearer: [] }]
        : typeof spec.auth === 'object'
          ? staffSecurity(spec.auth.staff)
          : [],
    ...(typeof spec.auth === 'object' && { 'x-staff-permission': spec.auth.staff ?? 'any' }),
    ...(spec.account && { 'x-account-action': spec.account }),
    ...(spec.captcha && { 'x-captcha-action': spec.captcha }),
    ...(parameters.length > 0 && { parameters }),
  };
  const body = spec.body ?? spec.signedBody;
  if (body) {
    const media = spec.uploadMaxBytes
      ? 'multipart/form-data'
      : spec.bodyType === 'form'
        ? 'application/x-www-form-urlencoded'
        : 'application/json';
    operation.requestBody = {
      required: true,
      content: { [media]: { schema: schemas.ref(body, `${pascal(id)}Request`) } },
    };
  }
  operation.responses = { ...success(spec, id, schemas), ...errors(spec, path, id, schemas) };
  return operation;
}

/** A staff operation's requirement: its permission, or one requirement per permission it takes any of. */
function staffSecurity(permission: StaffPermission | readonly StaffPermission[] | null) {
  if (permission === null) return [{ staff: [] }];
  return (typeof permission === 'string' ? [permission] : permission).map((name) => ({
    staff: [name],
  }));
}

function success(spec: OperationSpec, id: string, schemas: SchemaCollector): Json {
  switch (spec.answer) {
    case 'empty':
      return { 204: { description: 'Done; no content' } };
    case 'redirect':
      return {
        302: {
          description: 'Sends the browser on',
          headers: { Location: { schema: { type: 'string' }, description: 'Where to' } },
        },
      };
    case 'html':
      return {
        [spec.status ?? 200]: {
          description: 'A page',
          content: { 'text/html': { schema: { type: 'string' } } },
        },
      };
    case 'image':
      return {
        [spec.status ?? 200]: {
          description: 'A stored image, cached for a year (its name is its content\u2019s digest)',
          content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
        },
      };
    case 'file':
      return {
        [spec.status ?? 200]: {
          description: 'A stored document (JPEG, PNG or PDF), never cached',
          content: {
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
          },
        },
      };
    case 'text':
      return {
        [spec.status ?? 200]: {
          description: 'Plain text (the operation\u2019s description names its format)',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
      };
    case 'event-stream':
      return {
        [spec.status ?? 200]: {
          description: 'Server-Sent Events, until the client leaves',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      };
    default: {
      // Every status the handler answers (`status`, then `alsoStatus`) has the one answer shape.
      const content = {
        'application/json': { schema: schemas.ref(spec.answer, `${pascal(id)}Answer`) },
      };
      const statuses = [spec.status ?? 200, ...(spec.alsoStatus ?? [])];
      // …and `otherAnswers` each its own.
      const others = Object.entries(spec.otherAnswers ?? {}).map(([status, schema]) => [
        status,
        {
          description: SUCCESS_DESCRIPTIONS[Number(status) as SuccessStatus],
          content: {
            'application/json': { schema: schemas.ref(schema, `${pascal(id)}Answer${status}`) },
          },
        },
      ]);
      return Object.fromEntries([
        ...statuses.map((status) => [
          status,
          {
            description: SUCCESS_DESCRIPTIONS[status],
            ...(spec.idempotent && { headers: replayedHeader() }),
            content,
          },
        ]),
        ...others,
      ]);
    }
  }
}

const SUCCESS_DESCRIPTIONS: Record<SuccessStatus, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
};

function errors(spec: OperationSpec, path: string, id: string, schemas: SchemaCollector): Json {
  const implied = new Set<ErrorStatus>();
  if (spec.body) implied.add(400);
  if (spec.body || spec.query) implied.add(422);
  if (spec.auth) implied.add(401);
  // Staff without the permission; a player whose account state refuses it (blocked, closed).
  if (spec.auth) implied.add(403);
  if (path.includes('{')) implied.add(404);
  // A key in use by a running request (409) or on another request, or malformed (422).
  if (spec.idempotent) for (const status of [409, 422] as const) implied.add(status);
  const statuses = [...new Set([...implied, ...(spec.errors ?? [])])].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const shared = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      if (!spec.errorAnswer || !spec.errors?.includes(status)) return [status, shared];
      return [status, protocolError(spec.errorAnswer, status, implied.has(status), id, schemas)];
    }),
  );
}

/**
 * An error answered in another protocol's shape (OpenAPI has no shared component for it); a
 * status the contract also implies (a broken body's 400) may come in the spec's shape too.
 */
function protocolError(
  answer: NonNullable<OperationSpec['errorAnswer']>,
  status: ErrorStatus,
  alsoShared: boolean,
  id: string,
  schemas: SchemaCollector,
): Json {
  const shared = alsoShared
    ? { 'application/json': { schema: schemas.ref(errorAnswerSchema, 'Error') } }
    : {};
  const content =
    answer === 'text'
      ? { ...shared, 'text/plain': { schema: { type: 'string' } } }
      : answer === 'html'
        ? { ...shared, 'text/html': { schema: { type: 'string' } } }
        : { 'application/json': { schema: schemas.ref(answer, `${pascal(id)}Error`) } };
  return { description: ERROR_RESPONSES[status].description, content };
}

function errorResponses(schemas: SchemaCollector, used: Set<string>): Json {
  const entries = Object.entries(ERROR_RESPONSES).filter(([status]) => used.has(status));
  return Object.fromEntries(
    entries.map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429' && {
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds' } },
        }),
        content: {
          'application/json': {
            schema: schemas.ref(
              status === '422' ? validationErrorAnswerSchema : errorAnswerSchema,
              status === '422' ? 'ValidationError' : 'Error',
            ),
          },
        },
      },
    ]),
  );
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(spec: OperationSpec): Json[] {
  if (!spec.query) return [];
  const json = toJson(spec.query) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

/** An idempotent operation's optional `Idempotency-Key`. */
function headerParameters(spec: OperationSpec): Json[] {
  if (!spec.idempotent) return [];
  const { description, ...schema } = toJson(idempotencyKeySchema);
  return [{ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, description, schema }];
}

function replayedHeader(): Json {
  return {
    [IDEMPOTENT_REPLAYED_HEADER]: {
      description: '`true` when this is the stored answer of an earlier request with the key',
      schema: { type: 'string', enum: ['true'] },
    },
  };
}

function toJson(schema: z.core.$ZodType): Json {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

/** `post /api/v2/billing/payout/{id}/cancel` → `postApiV2BillingPayoutIdCancel`. */
export function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** JSON Schema's `$schema` and `$id`: the document's dialect and names already say both. */
function withoutDialect(json: object): Json {
  const copy: Json = { ...json };
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/**
 * Gathers the request and answer schemas under component names: a schema's own `id` (meta)
 * when it has one, else the name of the first operation that uses it. One schema is one
 * component however many operations use it.
 */
class SchemaCollector {
  private readonly names = new Map<z.core.$ZodType, string>();

  ref(schema: z.core.$ZodType, fallback: string) {
    let name = this.names.get(schema);
    if (!name) {
      const own = z.globalRegistry.get(schema)?.id;
      name = typeof own === 'string' ? own : fallback;
      this.names.set(schema, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  emit(): Record<string, Json> {
    const registry = z.registry<{ id: string }>();
    for (const [schema, id] of this.names) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, {
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    });
    return Object.fromEntries(
      Object.entries(schemas).map(([id, json]) => [id, withoutDialect(json)]),
    );
  }
}

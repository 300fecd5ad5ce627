import { Hono } from 'hono';
import { z } from 'zod';
import { pathParam, type ApiEnv } from '@/server/api/env';
import { handleError } from '@/server/api/errors';
import { buildOpenApiDocument, documentPath, operationId } from '@/server/api/openapi/document';
import { operation, specOf } from '@/server/api/operation';
import type { AppContext } from '@/server/app-context';
import { captureLogs } from '@/tests/support/logs';

const itemSchema = z.object({ id: z.string(), amount: z.number() }).meta({ id: 'TestItem' });
const createRequestSchema = z.strictObject({ amount: z.number().positive() });
const listQuerySchema = z.object({ page: z.string().regex(/^\d+$/).optional() });

function testApp(devTools = true) {
  const app = new Hono<ApiEnv>().basePath('/api');
  app.use(async (c, next) => {
    c.set('ctx', { config: { devTools } } as AppContext);
    await next();
  });
  const items = new Hono<ApiEnv>()
    .get(
      '/',
      operation(
        { summary: 'List', tags: ['meta'], query: listQuerySchema, answer: z.array(itemSchema) },
        (_c, { query }) => [{ id: query.page ?? '1', amount: 1 }],
      ),
    )
    .post(
      '/:id',
      operation(
        {
          summary: 'Create',
          tags: ['meta'],
          body: createRequestSchema,
          answer: itemSchema,
          status: 201,
          errors: [409],
        },
        (c, { body }) => ({ id: pathParam(c, 'id'), amount: body.amount }),
      ),
    )
    .put(
      '/:id',
      operation({ summary: 'Drift', tags: ['meta'], answer: itemSchema }, () => ({
        id: 'x',
        amount: 'not a number' as unknown as number,
      })),
    )
    .delete(
      '/:id',
      operation({ summary: 'Remove', tags: ['meta'], answer: 'empty' }, () => undefined),
    )
    .patch(
      '/:id',
      operation(
        {
          summary: 'A page of another protocol',
          tags: ['meta'],
          body: createRequestSchema,
          answer: 'html',
          errors: [400, 403],
          errorAnswer: 'html',
        },
        (c) => c.html('<p>ok</p>'),
      ),
    );
  app.route('/items', items);
  app.onError(handleError);
  return app;
}

describe('operation', () => {
  it('hands the handler its parsed input and answers with the contract status', async () => {
    const app = testApp();
    const created = await app.request('/api/items/a7', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5 }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 'a7', amount: 5 });
    const listed = await app.request('/api/items?page=3');
    expect(await listed.json()).toEqual([{ id: '3', amount: 1 }]);
  });

  it('refuses input outside the contract with the 422 map', async () => {
    const app = testApp();
    const refused = await app.request('/api/items/a7', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: -1, extra: true }),
    });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['amount', 'extra']);
    expect((await app.request('/api/items?page=x')).status).toBe(422);
  });

  it('names a field called constructor or __proto__ like any other', async () => {
    const refused = await testApp().request('/api/items/a7', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":1,"constructor":1,"__proto__":2}',
    });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('fails an answer that drifts from its schema with development tools, not without', async () => {
    const logs = captureLogs();
    expect((await testApp(true).request('/api/items/a', { method: 'PUT' })).status).toBe(500);
    logs.stop();
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        error: expect.objectContaining({
          message: expect.stringContaining('answered outside its contract'),
        }),
      }),
    ]);
    expect((await testApp(false).request('/api/items/a', { method: 'PUT' })).status).toBe(200);
  });

  it('answers 204 for an empty answer', async () => {
    const removed = await testApp().request('/api/items/a', { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
  });

  it('keeps its contract with the handler it made', () => {
    const handler = operation({ summary: 'S', tags: ['meta'], answer: 'empty' }, () => undefined);
    expect(specOf(handler)?.summary).toBe('S');
  });
});

describe('the OpenAPI document', () => {
  it('names paths, operations and parameters the OpenAPI way', () => {
    expect(documentPath('/api/api/v2/billing/payout/:id/cancel')).toBe(
      '/api/v2/billing/payout/{id}/cancel',
    );
    expect(documentPath('/api')).toBe('/');
    expect(documentPath('/api/games/:game{[a-z]+}/recent')).toBe('/games/{game}/recent');
    expect(operationId('post', '/api/v2/billing/payout/{id}/cancel')).toBe(
      'postApiV2BillingPayoutIdCancel',
    );
  });

  it('describes each operation from its contract', () => {
    const doc = buildOpenApiDocument(testApp() as never, '1.0.0') as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    };
    const create = doc.paths['/items/{id}']!.post!;
    expect(create.summary).toBe('Create');
    expect(create.security).toEqual([]);
    expect(create.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(Object.keys(create.responses as object)).toEqual(['201', '400', '404', '409', '422']);
    expect(create.requestBody).toEqual({
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/PostItemsIdRequest' } },
      },
    });
    const list = doc.paths['/items']!.get!;
    expect(list.parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' } },
    ]);
    // A path parameter may name nothing: 404 comes with it.
    expect(Object.keys(doc.paths['/items/{id}']!.delete!.responses as object)).toEqual([
      '204',
      '404',
    ]);
    // Another protocol's errors are its own pages; a broken body's 400 may still be the spec's.
    const page = doc.paths['/items/{id}']!.patch!.responses as Record<
      string,
      Record<string, object>
    >;
    expect(Object.keys(page['403']!.content!)).toEqual(['text/html']);
    expect(Object.keys(page['400']!.content!)).toEqual(['application/json', 'text/html']);
    expect(page['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
    // A schema with its own id is one component, however many operations use it.
    expect(doc.components.schemas).toHaveProperty('TestItem');
    expect(doc.components.schemas).toHaveProperty('ValidationError');
    expect(doc.components.responses).toHaveProperty('Conflict');
    expect(doc.components.responses).not.toHaveProperty('Forbidden');
  });
});

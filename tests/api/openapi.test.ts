import { STAFF_PERMISSIONS } from '@/lib/constants/staff';
import { documentPath } from '@/server/api/openapi/document';
import { createTestApi } from '../support/api';

let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Operation = { summary?: string; tags?: string[]; security?: unknown[]; responses?: object };

async function document() {
  const response = await api.get('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.json as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  };
}

describe('GET /openapi.json', () => {
  it('describes every route the app mounts, and nothing else', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const served = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${documentPath(route.path)}`),
    );
    expect(served.size).toBeGreaterThan(90);
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it('serves no method and path twice, so the order of the routers does not matter', () => {
    const served = api.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const twice = served.filter((route, index) => served.indexOf(route) !== index);
    expect(twice).toEqual([]);
  });

  it('gives every operation a summary, a tag, its security and its error answers', async () => {
    const doc = await document();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect([where, (operation.summary ?? '').length > 0]).toEqual([where, true]);
        expect([where, (operation.tags ?? []).length > 0]).toEqual([where, true]);
        expect([where, Array.isArray(operation.security)]).toEqual([where, true]);
        if (path.startsWith('/operator/')) {
          expect([where, operation.tags]).toEqual([where, expect.arrayContaining(['operator'])]);
          // A staff session with the named permission (or any one of those named: an approval
          // needs its held action's), or the service key (issue 33).
          const named = (operation as { 'x-staff-permission'?: string | string[] })[
            'x-staff-permission'
          ];
          const permissions = [named ?? []].flat();
          expect([where, permissions.length > 0]).toEqual([where, true]);
          expect([where, operation.security]).toEqual([
            where,
            permissions.map((permission) => ({ staff: [permission] })),
          ]);
          expect([where, STAFF_PERMISSIONS]).toEqual([where, expect.arrayContaining(permissions)]);
          expect(operation.responses).toHaveProperty('401');
          expect(operation.responses).toHaveProperty('403');
        }
        if (path.startsWith('/dev/')) {
          expect([where, operation.tags]).toEqual([where, expect.arrayContaining(['development'])]);
        }
      }
    }
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
    expect(doc.components.securitySchemes).toHaveProperty('staff');
  });

  it('resolves every reference', async () => {
    const doc = await document();
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"#\/components\/(\w+)\/([\w.-]+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    for (const [, section, name] of refs) {
      expect([section, name, doc.components[section!]?.[name!] !== undefined]).toEqual([
        section,
        name,
        true,
      ]);
    }
  });

  it('lists every success status an operation answers: a replay\u2019s 200 beside a creation\u2019s 201', async () => {
    const doc = await document();
    const statuses = (path: string) =>
      Object.keys(doc.paths[path]!.post!.responses ?? {}).filter((status) => status < '300');
    expect(statuses('/operator/bonuses/grants')).toEqual(['200', '201']);
    expect(statuses('/operator/mirrors')).toEqual(['200', '201']);
    // Both answer one shape.
    const mirror = doc.paths['/operator/mirrors']!.post!.responses as Record<
      string,
      { description: string; content: unknown }
    >;
    expect(mirror['200']).toEqual({ description: 'OK', content: mirror['201']!.content });
  });
});

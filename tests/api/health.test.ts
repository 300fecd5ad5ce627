import { createApp } from '@/server/api/app';
import { createTestApi, type TestApi } from '@/tests/support/api';

// Health answers without the database: a context getter that fails proves it is never asked.
const app = createApp(() => Promise.reject(new Error('health must not open the database')));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('answers ok with the server time, never cached', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('rejects other methods with the spec error shape', async () => {
    const response = await api.app.request('/api/health', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'No route for POST /api/health',
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the spec error shape, not an HTML page', async () => {
    const response = await api.app.request('/api/v2/nothing/here?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('outside the /api base also answer 404', async () => {
    expect((await api.app.request('/health')).status).toBe(404);
  });
});

import { createTestApi, type TestApi } from '@/tests/support/api';

describe('GET /api/dev/outbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('lists the messages sent to one address, newest first, in the reader language', async () => {
    const { email } = await api.registerByEmail({ locale: 'en' });
    const response = await api.get(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.data).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: email,
        subject: 'Confirm your contact',
        body: expect.stringMatching(/\b\d{6}\b/),
      }),
    ]);
  });

  it('validates its query', async () => {
    const response = await api.get('/api/dev/outbox?limit=0');
    expect(response.status).toBe(422);
    expect(response.json.errors.limit[0]).toMatch(/^too_short: |^invalid_value: /);
  });
});

describe('the dev outbox in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      env: {
        NODE_ENV: 'production',
        SPORTS_FEED: 'off',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      },
    });
  });
  afterAll(() => api.close());

  it('does not exist', async () => {
    const response = await api.get('/api/dev/outbox');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ error: 'not_found' });
  });
});

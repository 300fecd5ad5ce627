import { Hono } from 'hono';
import { handleError, handleNotFound } from '@/server/api/errors';
import { AppError } from '@/server/lib/app-error';
import { captureLogs } from '@/tests/support/logs';

function appThrowing(error: Error) {
  const app = new Hono();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

describe('API error mapping', () => {
  it('turns field errors into a 422 errors map', async () => {
    const response = await appThrowing(
      new AppError('validation', 422, 'Invalid', { email: ['email: Not an e-mail'] }),
    ).request('/boom');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: ['email: Not an e-mail'] } });
  });

  it.each([401, 404, 409, 429] as const)(
    'keeps status %i with code and message',
    async (status) => {
      const response = await appThrowing(new AppError('some_code', status, 'Some message')).request(
        '/boom',
      );
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: 'some_code', message: 'Some message' });
    },
  );

  it('hides the details of unexpected errors, in the answer and in the log', async () => {
    const logs = captureLogs();
    const response = await appThrowing(new Error('password=hunter2')).request('/boom');
    logs.stop();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'internal', message: 'Internal server error' });
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Unhandled API error',
        error: expect.objectContaining({ name: 'Error', message: 'password=[redacted]' }),
      }),
    ]);
    expect(logs.raw.join('')).not.toContain('hunter2');
  });

  it('takes an error after the client left for the client leaving: 499, logged at info', async () => {
    const logs = captureLogs();
    const gone = new AbortController();
    gone.abort();
    const response = await appThrowing(new TypeError('terminated')).request(
      new Request('http://localhost/boom', { signal: gone.signal }),
    );
    logs.stop();
    expect(response.status).toBe(499);
    expect(logs.lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['info', 'Client closed the request'],
    ]);
  });
});

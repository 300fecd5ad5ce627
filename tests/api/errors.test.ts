import { Hono } from 'hono';
import { handleError, handleNotFound } from '@/server/api/errors';
import { AppError } from '@/server/lib/app-error';

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

  it('hides the details of unexpected errors', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await appThrowing(new Error('password=hunter2')).request('/boom');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('hunter2');
    spy.mockRestore();
  });
});

import { http, HttpResponse } from 'msw';
import { server } from '../msw/server';

// The component suite's network is mocked: a request no handler answers must fail the test,
// so a component can never quietly depend on a real server.
describe('mocked network', () => {
  it('answers requests a test declares', async () => {
    server.use(
      http.get('http://localhost:3000/api/health', () => HttpResponse.json({ status: 'ok' })),
    );
    const response = await fetch('http://localhost:3000/api/health');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('rejects requests nobody declared', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('http://localhost:3000/api/v2/undeclared')).rejects.toThrow();
    spy.mockRestore();
  });
});

import { NextRequest } from 'next/server';
import { isApiHost, rewriteApiHost } from '@/lib/edge/api-host';

const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(url), { headers: { host: new URL(url).host, ...headers } });

const rewrittenTo = (response: Response | undefined) =>
  response?.headers.get('x-middleware-rewrite') ?? null;

describe('api. host rewrite', () => {
  it.each([
    [
      'https://api.casino.example/profile/user?whoAreYou=x',
      'https://api.casino.example/api/profile/user?whoAreYou=x',
    ],
    [
      'https://api.casino.example/api/v2/auth/login/email/password',
      'https://api.casino.example/api/api/v2/auth/login/email/password',
    ],
    ['https://api.casino.example/', 'https://api.casino.example/api'],
  ])('serves %s from the API mount', (url, target) => {
    expect(rewrittenTo(rewriteApiHost(request(url)))).toBe(target);
  });

  it('reads the host a proxy forwarded', () => {
    const response = rewriteApiHost(
      request('http://10.0.0.5:3000/geo_ip', { 'x-forwarded-host': 'api.casino.example' }),
    );
    expect(rewrittenTo(response)).toBe('http://10.0.0.5:3000/api/geo_ip');
  });

  it.each(['casino.example', 'www.casino.example', 'apis.casino.example', 'myapi.casino.example'])(
    'leaves %s alone',
    (host) => {
      expect(isApiHost(host)).toBe(false);
      expect(rewriteApiHost(request(`https://${host}/profile`))).toBeUndefined();
    },
  );
});

import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';
import { NetworkError } from '@/lib/api/errors';
import type { Failover } from '@/lib/api/failover';
import type { ServiceBases } from '@/lib/api/game-services';

const MAIN = 'http://api.casino.test';
const MIRROR = 'http://api.mirror.test';
const anyAnswer = z.unknown();

/**
 * The browser's client over a network where `down` hosts give no answer, every request is
 * recorded with its headers, and the game services' bases are `services`.
 */
function client({
  services,
  down = [],
  failover,
}: {
  services: () => Promise<ServiceBases | null | undefined>;
  down?: string[];
  failover?: Failover;
}) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({ url: `${request.method} ${request.url}`, headers: request.headers });
    if (down.some((host) => request.url.startsWith(host))) throw new TypeError('fetch failed');
    return Response.json({ from: new URL(request.url).origin });
  }) as typeof globalThis.fetch;
  const serviceBases = jest.fn(services);
  const api = createApiClient({
    baseUrl: MAIN,
    getToken: () => 'the-token',
    getRegion: () => 'KZ',
    getLocale: () => 'br',
    onToken: () => {},
    onLogout: () => {},
    fetch,
    failover,
    serviceBases,
  });
  return { api, seen, serviceBases };
}

describe("the client's game service calls (spec §7)", () => {
  const services: ServiceBases = {
    dice: { port: 4010 },
    crash: { url: 'https://crash.casino.test/api' },
  };

  it('go to their own URL, or their port on the main base, with the same headers', async () => {
    const { api, seen } = client({ services: async () => services });
    await api.post('api/v2/games/dice/bet', anyAnswer, { amount: 1 }, { service: 'dice' });
    await api.get('api/v2/games/crash', anyAnswer, { service: 'crash' });
    // No base of its own: the main API.
    await api.get('api/v2/fair/seeds', anyAnswer, { service: 'general' });
    expect(seen.map(({ url }) => url)).toEqual([
      'POST http://api.casino.test:4010/api/v2/games/dice/bet',
      'GET https://crash.casino.test/api/api/v2/games/crash',
      'GET http://api.casino.test/api/v2/fair/seeds',
    ]);
    for (const { headers } of seen) {
      expect(headers.get('authorization')).toBe('Bearer the-token');
      expect(headers.get('region')).toBe('KZ');
      expect(headers.get('accept-language')).toBe('pt-BR');
    }
  });

  it('ask for the bases only when a call names its service, and share what came', async () => {
    const { api, serviceBases } = client({ services: async () => services });
    await api.get('profile/user', anyAnswer);
    expect(serviceBases).not.toHaveBeenCalled();
    await api.get('api/v2/games/dice/recent', anyAnswer, { service: 'dice' });
    expect(serviceBases).toHaveBeenCalledTimes(1);
  });

  it('go to the main base when the bases cannot be had', async () => {
    for (const services of [
      async () => null,
      async () => undefined,
      () => Promise.reject(new Error('no config')),
    ]) {
      const { api, seen } = client({ services });
      await api.get('api/v2/games/dice/recent', anyAnswer, { service: 'dice' });
      expect(seen.map(({ url }) => url)).toEqual([
        'GET http://api.casino.test/api/v2/games/dice/recent',
      ]);
    }
  });

  it('follow a failover of the main base when on a port of its host; an own URL stays', async () => {
    const recover = jest.fn(async () => MIRROR);
    const { api, seen } = client({
      services: async () => services,
      down: [MAIN],
      failover: { recover },
    });
    // The main host gives no answer: the failover finds the mirror's API.
    await expect(api.get('profile/user', anyAnswer)).resolves.toEqual({ from: MIRROR });
    expect(api.baseUrl()).toBe(MIRROR);
    seen.length = 0;
    await api.post('api/v2/games/dice/bet', anyAnswer, { amount: 1 }, { service: 'dice' });
    await api.get('api/v2/games/crash', anyAnswer, { service: 'crash' });
    expect(seen.map(({ url }) => url)).toEqual([
      'POST http://api.mirror.test:4010/api/v2/games/dice/bet',
      'GET https://crash.casino.test/api/api/v2/games/crash',
    ]);
    expect(recover).toHaveBeenCalledTimes(1);
  });

  it("never start a failover from a service's own base", async () => {
    const recover = jest.fn(async () => MIRROR);
    const { api } = client({
      services: async () => services,
      down: ['http://api.casino.test:4010'],
      failover: { recover },
    });
    await expect(
      api.get('api/v2/games/dice/recent', anyAnswer, { service: 'dice' }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(recover).not.toHaveBeenCalled();
    expect(api.baseUrl()).toBe(MAIN);
  });
});

import { apiBaseUrl, serviceBaseUrl } from '@/lib/api/base-url';

const at = (href: string) => {
  const { protocol, host, hostname, origin } = new URL(href);
  return { protocol, host, hostname, origin };
};

describe('the API base (spec §7)', () => {
  it('is the configured URL in development, else this origin’s /api', () => {
    expect(
      apiBaseUrl(at('http://localhost:3000/x'), {
        isDevelopment: true,
        configured: 'http://10.0.0.2:4000',
      }),
    ).toBe('http://10.0.0.2:4000');
    expect(apiBaseUrl(at('http://localhost:3001/'), { isDevelopment: true, configured: '' })).toBe(
      'http://localhost:3001/api',
    );
  });

  it('is the api. subdomain without www elsewhere, port kept', () => {
    const production = { isDevelopment: false, configured: 'http://ignored' };
    expect(apiBaseUrl(at('https://www.casino.kz/games'), production)).toBe('https://api.casino.kz');
    expect(apiBaseUrl(at('https://mirror.example:8443/'), production)).toBe(
      'https://api.mirror.example:8443',
    );
  });

  it('uses /api on localhost and bare addresses, which have no api. host', () => {
    const production = { isDevelopment: false };
    expect(apiBaseUrl(at('http://localhost:3100/'), production)).toBe('http://localhost:3100/api');
    expect(apiBaseUrl(at('http://192.168.1.5/'), production)).toBe('http://192.168.1.5/api');
  });

  it('gives each game service its own URL or port, or the main API', () => {
    const services = {
      crash: { url: 'https://crash.example/' },
      miner: { port: 4010 },
      cases: { url: 'https://cases.example/api', port: 4020 },
    };
    const main = 'https://api.casino.kz';
    expect(serviceBaseUrl('crash', main, services)).toBe('https://crash.example');
    expect(serviceBaseUrl('miner', main, services)).toBe('https://api.casino.kz:4010');
    // The port is where the process listens; players reach the service at its URL.
    expect(serviceBaseUrl('cases', main, services)).toBe('https://cases.example/api');
    expect(serviceBaseUrl('dice', main, services)).toBe(main);
    expect(serviceBaseUrl('dice', main, {})).toBe(main);
  });

  it('puts a port-only service on whichever main base is in use, its path kept', () => {
    const services = { dice: { port: 3101 } };
    expect(serviceBaseUrl('dice', 'http://localhost:3100/api', services)).toBe(
      'http://localhost:3101/api',
    );
    // After a failover to a mirror's API the service is on the mirror's host.
    expect(serviceBaseUrl('dice', 'https://api.mirror.example', services)).toBe(
      'https://api.mirror.example:3101',
    );
  });
});

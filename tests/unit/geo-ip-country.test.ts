import { ipCountry, ipv4ToNumber } from '@/server/services/geo/ip-country';

describe('ipv4ToNumber', () => {
  it.each([
    ['0.0.0.0', 0],
    ['1.2.3.4', 0x01020304],
    ['255.255.255.255', 2 ** 32 - 1],
    ['::ffff:77.88.8.8', 77 * 2 ** 24 + 88 * 2 ** 16 + 8 * 256 + 8],
    ['::FFFF:10.0.0.1', 10 * 2 ** 24 + 1],
  ])('reads %s', (ip, value) => {
    expect(ipv4ToNumber(ip)).toBe(value);
  });

  it.each(['', 'unknown', '1.2.3', '1.2.3.4.5', '256.1.1.1', '1.2.3.4:80', '::1', '2a02:6b8::1'])(
    'refuses %j',
    (ip) => {
      expect(ipv4ToNumber(ip)).toBeNull();
    },
  );
});

describe('ipCountry', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['77.88.8.8', 'RU'],
    ['95.59.0.1', 'KZ'],
    ['95.59.255.254', 'KZ'],
    ['178.124.134.106', 'BY'],
    ['0.0.0.0', null],
    ['127.0.0.1', null],
    ['10.0.0.1', null],
    ['172.16.5.4', null],
    ['192.168.1.1', null],
    ['100.64.0.1', null],
    ['255.255.255.255', null],
    ['2001:4860:4860::8888', null],
  ])('%s is %s', async (ip, country) => {
    expect(await ipCountry(ip)).toBe(country);
  });

  // Speed is a bench's business, never a timed test's: this one only checks the table covers
  // most of the address space once loaded.
  it('finds a country for most of the address space, spread over every range', async () => {
    const addresses = Array.from({ length: 10_000 }, (_, i) => {
      const n = (i * 2_654_435_761) >>> 0;
      return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
    });
    let known = 0;
    for (const ip of addresses) if (await ipCountry(ip)) known++;
    expect(known).toBeGreaterThan(addresses.length / 2);
  });
});

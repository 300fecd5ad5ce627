import {
  NO_PROXY_TRUST,
  parseTrustedProxies,
  proxyTrustFromEnv,
  resolveClientAddress,
  type ProxyTrust,
} from '@/lib/net/client-address';
import { inRange, normaliseHop, parseRange } from '@/lib/net/ip';

describe('normaliseHop', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:0102:0304', '1.2.3.4'],
    ['[::ffff:1.2.3.4]:443', '1.2.3.4'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['[::1]:8080', '::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::', '::'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
  ])('%j is %j', (hop, canonical) => {
    expect(normaliseHop(hop)).toBe(canonical);
  });

  it.each([
    '',
    'unknown',
    'nonsense',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4:',
    '1.2.3.4:999999',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::1',
    'g::1',
    '[1.2.3.4',
    '"1.2.3.4"',
    '_hidden',
    '1.2.3.4/8',
  ])('%j is not an address', (hop) => {
    expect(normaliseHop(hop)).toBeNull();
  });
});

describe('ranges', () => {
  const hop = (text: string) => ({ bytes: parseRange(text)!.bytes });

  it('matches CIDR ranges of either family, and one address as a range of one', () => {
    const ten = parseRange('10.0.0.0/8')!;
    expect(inRange(hop('10.255.1.2'), ten)).toBe(true);
    expect(inRange(hop('11.0.0.1'), ten)).toBe(false);
    const twelve = parseRange('172.16.0.0/12')!;
    expect(inRange(hop('172.31.255.255'), twelve)).toBe(true);
    expect(inRange(hop('172.32.0.0'), twelve)).toBe(false);
    const six = parseRange('2001:db8::/33')!;
    expect(inRange(hop('2001:db8:7fff::1'), six)).toBe(true);
    expect(inRange(hop('2001:db8:8000::1'), six)).toBe(false);
    expect(inRange(hop('10.0.0.1'), six)).toBe(false);
    const one = parseRange('192.0.2.1')!;
    expect(inRange(hop('192.0.2.1'), one)).toBe(true);
    expect(inRange(hop('192.0.2.2'), one)).toBe(false);
    expect(inRange(hop('1.2.3.4'), parseRange('0.0.0.0/0')!)).toBe(true);
    // An IPv4-mapped range is the IPv4 range.
    expect(inRange(hop('10.1.1.1'), parseRange('::ffff:10.0.0.0/104')!)).toBe(true);
  });

  it.each([
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/-1',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    'x/8',
    '10.0.0.0/8a',
  ])('refuses %j', (text) => {
    expect(parseRange(text)).toBeNull();
  });

  it('parses TRUSTED_PROXIES with its shorthands, naming the bad entries', () => {
    const { ranges, bad } = parseTrustedProxies(
      ' loopback, Private ,, 203.0.113.7, 2001:db8::/32 ',
    );
    expect(bad).toEqual([]);
    expect(ranges).toHaveLength(2 + 4 + 2);
    expect(parseTrustedProxies('10.0.0.0/8, localhost, 1.2.3.4/40, any').bad).toEqual([
      'localhost',
      '1.2.3.4/40',
      'any',
    ]);
  });
});

describe('resolveClientAddress', () => {
  const trust = (list: string, hops = 0, clientIpHeader: string | null = null): ProxyTrust => ({
    ranges: parseTrustedProxies(list).ranges,
    hops,
    clientIpHeader,
  });
  const resolve = (
    forwardedFor: string | null,
    peer: string | null,
    proxyTrust: ProxyTrust,
    clientIpHeader?: string,
  ) => resolveClientAddress({ forwardedFor, peer, clientIpHeader }, proxyTrust);

  it('is the socket peer when nothing is trusted, whatever X-Forwarded-For says', () => {
    expect(resolve('1.1.1.1, 2.2.2.2', '::ffff:203.0.113.9', NO_PROXY_TRUST)).toEqual({
      address: '203.0.113.9',
      peerTrusted: false,
    });
    expect(resolve(null, '203.0.113.9', NO_PROXY_TRUST).address).toBe('203.0.113.9');
  });

  it('without a socket, takes the last hop as the peer (the site server appended it)', () => {
    expect(resolve('1.1.1.1, 203.0.113.9', null, NO_PROXY_TRUST).address).toBe('203.0.113.9');
    expect(resolve(null, null, NO_PROXY_TRUST)).toEqual({ address: 'unknown', peerTrusted: false });
    expect(resolve('1.1.1.1, garbage', null, trust('loopback'))).toEqual({
      address: 'unknown',
      peerTrusted: false,
    });
  });

  it('skips trusted hops from the right; the first untrusted one is the client', () => {
    const proxies = trust('10.0.0.0/8, 127.0.0.1');
    expect(resolve('6.6.6.6, 5.5.5.5, 10.0.0.2', '127.0.0.1', proxies)).toEqual({
      address: '5.5.5.5',
      peerTrusted: true,
    });
    // A trusted address left of an untrusted one is the client's own writing: never reached.
    expect(resolve('10.0.0.9, 5.5.5.5', '10.0.0.1', proxies).address).toBe('5.5.5.5');
    // Every hop trusted: the leftmost is as far as the chain goes.
    expect(resolve('10.0.0.9, 10.0.0.8', '127.0.0.1', proxies).address).toBe('10.0.0.9');
  });

  it('stops at a hop that is not an address: the one to its right is the client', () => {
    const proxies = trust('10.0.0.0/8');
    expect(resolve('5.5.5.5, unknown, 10.0.0.2', '10.0.0.1', proxies).address).toBe('10.0.0.2');
    expect(resolve('5.5.5.5,, 10.0.0.2', '10.0.0.1', proxies).address).toBe('10.0.0.2');
  });

  it('counts TRUSTED_PROXY_HOPS from the right, the peer included', () => {
    const chain = '6.6.6.6, 5.5.5.5, 4.4.4.4';
    expect(resolve(chain, '3.3.3.3', trust('', 1)).address).toBe('4.4.4.4');
    expect(resolve(chain, '3.3.3.3', trust('', 2)).address).toBe('5.5.5.5');
    expect(resolve(chain, '3.3.3.3', trust('', 9)).address).toBe('6.6.6.6');
    // Hops and ranges together: either makes a hop trusted.
    expect(resolve(chain, '3.3.3.3', trust('4.4.4.4', 1)).address).toBe('5.5.5.5');
  });

  it('normalises the hop it answers: ports, brackets, mapped IPv4, IPv6 case', () => {
    const proxies = trust('loopback');
    expect(resolve('[2001:DB8::0:1]:443', '::1', proxies).address).toBe('2001:db8::1');
    expect(resolve('5.5.5.5:1234', '::ffff:127.0.0.1', proxies).address).toBe('5.5.5.5');
  });

  it('believes CLIENT_IP_HEADER only from a trusted peer, and only when it is one address', () => {
    const proxies = trust('10.0.0.0/8', 0, 'cf-connecting-ip');
    expect(resolve('9.9.9.9', '10.0.0.1', proxies, '5.5.5.5').address).toBe('5.5.5.5');
    expect(resolve('9.9.9.9', '203.0.113.1', proxies, '5.5.5.5').address).toBe('203.0.113.1');
    expect(resolve('9.9.9.9', '10.0.0.1', proxies, '5.5.5.5, 6.6.6.6').address).toBe('9.9.9.9');
    expect(resolve('9.9.9.9', '10.0.0.1', proxies, 'nonsense').address).toBe('9.9.9.9');
    // Not configured: the header means nothing, even from a trusted peer.
    expect(resolve('9.9.9.9', '10.0.0.1', trust('10.0.0.0/8'), '5.5.5.5').address).toBe('9.9.9.9');
  });
});

describe('proxyTrustFromEnv (the middleware)', () => {
  it('reads the same variables as the API', () => {
    const trust = proxyTrustFromEnv({
      TRUSTED_PROXIES: 'loopback',
      TRUSTED_PROXY_HOPS: '1',
      CLIENT_IP_HEADER: 'CF-Connecting-IP',
    });
    expect(trust.hops).toBe(1);
    expect(trust.clientIpHeader).toBe('cf-connecting-ip');
    expect(trust.ranges).toHaveLength(2);
  });

  it('trusts nothing when a value is malformed (the API would not start)', () => {
    expect(proxyTrustFromEnv({ TRUSTED_PROXIES: 'loopback, everyone' })).toBe(NO_PROXY_TRUST);
    expect(proxyTrustFromEnv({ TRUSTED_PROXY_HOPS: '-1' })).toBe(NO_PROXY_TRUST);
    expect(proxyTrustFromEnv({ TRUSTED_PROXY_HOPS: '1.5' })).toBe(NO_PROXY_TRUST);
    expect(proxyTrustFromEnv({})).toEqual(NO_PROXY_TRUST);
  });
});

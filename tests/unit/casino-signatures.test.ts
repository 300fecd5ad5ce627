import { generateKeyPairSync } from 'node:crypto';
import {
  httpBuildQuery,
  parseStr,
  phpUrlencode,
} from '@/server/services/casino/protocols/gis/http-build-query';
import {
  gisSign,
  gisSignedHeaders,
  gisSigningString,
  verifyGis,
  type GisHeaders,
} from '@/server/services/casino/protocols/gis/signature';
import { signHub88, verifyHub88 } from '@/server/services/casino/protocols/hub88/signature';

// A throwaway 1024-bit test key and a signature made with `openssl dgst -sha256 -sign`, not
// with the code under test.
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAONet1lE+ayCbpnU
xplvZ4eixhpouvhJu57Oh9ec4yMZONuh6U7+yE4CgGQiFU9I0XeYLbOeJWO9TQ5Y
ekuQz6GlzXFD05sAj+v/lZcryIaexQFvWFfo4dFeyJY7PnBa+g//LV1xky4TeZX3
mJNae05OasfwrUX8TrowUXCWKHSpAgMBAAECgYEA4sUQ8QQOULQ2Q08oVNf71hfO
pYBXGlPPwPAUJEPhdpwtTUELRTJv7P4pt7UWs+DYqgMpccAFYpjnRauRLdTcf2a3
Kxw/L4f5a3IIKZpCiHf8j9QahkPrNTQX+07ZUAVnz4LBBepHZKGNZXGavQz129Rb
3IED03HwbPb5xiF4VZECQQD+5QPJOSOQA4jPSOFmmXByvRMSdcFMJMlGaBYr0H/w
wPVATqgEB3dc8N7667qev9Qm4/v5DFudP+6LZF9EjPEnAkEA5Fskuk748GVVh6vO
Bw82Bun2aaDMCjEY9GclH4Adwfg6PXc7PCU2770fM7GhSsiuPE0QUKxposxwKA5u
oQ5trwJBAOhMMNIfR+DEx9cZdYp6xjdbR1lohdxuHh0TWTlfEGqKgDi2NntNjqPe
RWjqkq6A5sj2t7m2YHwEOtNAi24/ALsCQH1XGb25gyJQPLYPMzLkwn7hBIPN4rDl
ahEcXGAB7lN9cFo0i6rjsle8steo9CMcK6allgLx37mgBR+3bDmytbkCQERoYlPR
9A3DNsMuiv24ukeNSdZevd2h+vPsJpgBrMqQRd820RxiGd9PLxby1kji4BV5IZZz
f3tyubMyokmw1Zk=
-----END PRIVATE KEY-----`;
const PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDjXrdZRPmsgm6Z1MaZb2eHosYa
aLr4SbuezofXnOMjGTjboelO/shOAoBkIhVPSNF3mC2zniVjvU0OWHpLkM+hpc1x
Q9ObAI/r/5WXK8iGnsUBb1hX6OHRXsiWOz5wWvoP/y1dcZMuE3mV95iTWntOTmrH
8K1F/E66MFFwlih0qQIDAQAB
-----END PUBLIC KEY-----`;
const BODY =
  '{"user":"100042-RUB","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","token":"t0k3n"}';
const OPENSSL_SIGNATURE =
  'PtuC88AElekrfp6a6APbbVAsk7rLn3T9BkdWZuiUyHwPD2AdLWgTLy7HfMDZ+G3Mnx8k4UGoOLo3PUkgyi0ac6mAcYwjrrclA8FmKvi2l6tuvGnRnVaCNa9JpBfHwmRLrHO1+4ePzLZ3hxueyO2u0BlFuuA3xJuhK5mH0kTLhbM=';

describe('Hub88 signature (RSA-SHA256 of the raw body, base64)', () => {
  it("signs as openssl does and verifies openssl's signature", () => {
    expect(signHub88(BODY, PRIVATE_KEY)).toBe(OPENSSL_SIGNATURE);
    expect(verifyHub88(BODY, OPENSSL_SIGNATURE, PUBLIC_KEY)).toBe(true);
    expect(verifyHub88(Buffer.from(BODY), OPENSSL_SIGNATURE, PUBLIC_KEY)).toBe(true);
  });

  it('refuses another body, another key, a missing or malformed signature', () => {
    expect(verifyHub88(BODY.replace('t0k3n', 't0k3m'), OPENSSL_SIGNATURE, PUBLIC_KEY)).toBe(false);
    // The same JSON re-serialised with a space is other bytes: the signature covers bytes.
    expect(verifyHub88(BODY.replace(',', ', '), OPENSSL_SIGNATURE, PUBLIC_KEY)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(verifyHub88(BODY, OPENSSL_SIGNATURE, other)).toBe(false);
    for (const bad of [undefined, null, '', 'not base64!', 'AAAA', OPENSSL_SIGNATURE.slice(4)]) {
      expect(verifyHub88(BODY, bad, PUBLIC_KEY)).toBe(false);
    }
  });
});

describe('PHP http_build_query and urlencode', () => {
  it("encodes as PHP's urlencode: RFC 1738, space as +, only A-Za-z0-9-_. kept", () => {
    expect(phpUrlencode("a b~c!d'e(f)g*h.i-j_k/l?m=n&o")).toBe(
      'a+b%7Ec%21d%27e%28f%29g%2Ah.i-j_k%2Fl%3Fm%3Dn%26o',
    );
    expect(phpUrlencode('тест')).toBe('%D1%82%D0%B5%D1%81%D1%82');
  });

  it("builds php.net's own example, nested arrays with encoded brackets", () => {
    const data = {
      user: { name: 'Bob Smith', age: 47, sex: 'M', dob: '5/12/1956' },
      pastimes: ['golf', 'opera', 'poker', 'rap'],
      children: { bobby: { age: 12, sex: 'M' }, sally: { age: 8, sex: 'F' } },
    };
    expect(httpBuildQuery(data)).toBe(
      'user%5Bname%5D=Bob+Smith&user%5Bage%5D=47&user%5Bsex%5D=M&user%5Bdob%5D=5%2F12%2F1956' +
        '&pastimes%5B0%5D=golf&pastimes%5B1%5D=opera&pastimes%5B2%5D=poker&pastimes%5B3%5D=rap' +
        '&children%5Bbobby%5D%5Bage%5D=12&children%5Bbobby%5D%5Bsex%5D=M' +
        '&children%5Bsally%5D%5Bage%5D=8&children%5Bsally%5D%5Bsex%5D=F',
    );
  });

  it('leaves out null, writes booleans as 1 and 0, and nothing for an empty array', () => {
    expect(httpBuildQuery({ a: null, b: true, c: false, d: [], e: undefined, f: 0 })).toBe(
      'b=1&c=0&f=0',
    );
  });

  it('parses a form body back as parse_str does', () => {
    const body =
      'action=rollback&rollback_transactions%5B0%5D%5Baction%5D=bet&rollback_transactions[0][transaction_id]=tx+1' +
      '&rollback_transactions[1][action]=win&list[]=a&list[]=b&plain=x%26y';
    expect(parseStr(body)).toEqual({
      action: 'rollback',
      rollback_transactions: {
        0: { action: 'bet', transaction_id: 'tx 1' },
        1: { action: 'win' },
      },
      list: { 0: 'a', 1: 'b' },
      plain: 'x&y',
    });
  });
});

describe('GIS signature (HMAC-SHA1 of the sorted query with the headers)', () => {
  const credentials = { merchantId: 'merchant-1', merchantKey: 'merchant-key-123' };
  const headers = {
    'X-Merchant-Id': 'merchant-1',
    'X-Timestamp': '1700000000',
    'X-Nonce': 'abc123',
  };
  const params = {
    action: 'rollback',
    player_id: '100042-EUR',
    currency: 'EUR',
    transaction_id: 'rb-1',
    rollback_transactions: [
      { action: 'bet', amount: '1.5', transaction_id: 'tx 1' },
      { action: 'win', transaction_id: 'tx~2' },
    ],
  };
  // Worked out by hand: the headers sort first (capitals), the nested list keeps its order.
  const SIGNED =
    'X-Merchant-Id=merchant-1&X-Nonce=abc123&X-Timestamp=1700000000&action=rollback&currency=EUR' +
    '&player_id=100042-EUR&rollback_transactions%5B0%5D%5Baction%5D=bet' +
    '&rollback_transactions%5B0%5D%5Bamount%5D=1.5&rollback_transactions%5B0%5D%5Btransaction_id%5D=tx+1' +
    '&rollback_transactions%5B1%5D%5Baction%5D=win&rollback_transactions%5B1%5D%5Btransaction_id%5D=tx%7E2' +
    '&transaction_id=rb-1';
  // python3: hmac.new(b'merchant-key-123', SIGNED.encode(), hashlib.sha1).hexdigest()
  const HMAC = '0900057d1428f51ad99b8c8df1e6290c092ab227';

  it('signs the hand-built string with the known HMAC', () => {
    expect(gisSigningString(params, headers)).toBe(SIGNED);
    expect(gisSign(credentials.merchantKey, params, headers)).toBe(HMAC);
  });

  const read = (all: Record<string, string>) => (name: keyof GisHeaders) => all[name];
  const now = 1_700_000_000_000;

  it('verifies within 30 s, and says why not otherwise', () => {
    const signed = { ...headers, 'X-Sign': HMAC };
    expect(verifyGis(credentials, params, read(signed), now)).toBe('ok');
    expect(verifyGis(credentials, params, read(signed), now + 30_000)).toBe('ok');
    expect(verifyGis(credentials, params, read(signed), now + 31_000)).toBe('stale');
    expect(verifyGis(credentials, params, read(signed), now - 31_000)).toBe('stale');
    expect(
      verifyGis(credentials, params, read({ ...signed, 'X-Sign': HMAC.toUpperCase() }), now),
    ).toBe('ok');
    expect(verifyGis(credentials, { ...params, currency: 'USD' }, read(signed), now)).toBe(
      'bad_signature',
    );
    expect(verifyGis(credentials, params, read({ ...signed, 'X-Nonce': 'abc124' }), now)).toBe(
      'bad_signature',
    );
    expect(verifyGis(credentials, params, read({ ...signed, 'X-Merchant-Id': 'other' }), now)).toBe(
      'wrong_merchant',
    );
    const { 'X-Sign': _sign, ...unsigned } = signed; // eslint-disable-line @typescript-eslint/no-unused-vars
    expect(verifyGis(credentials, params, read(unsigned), now)).toBe('missing');
    // Half a surrogate pair has no UTF-8 to sign: refused, never thrown.
    expect(verifyGis(credentials, { ...params, round_id: 'r\ud800' }, read(signed), now)).toBe(
      'bad_signature',
    );
  });

  it('verifies what it signs, a form body parsed back included', () => {
    const signedHeaders = gisSignedHeaders(credentials, params, now, 'n-1');
    expect(signedHeaders['X-Sign']).toBe(
      gisSign(credentials.merchantKey, params, { ...headers, 'X-Nonce': 'n-1' }),
    );
    const form = parseStr(httpBuildQuery(params));
    expect(verifyGis(credentials, form, read(signedHeaders), now)).toBe('ok');
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '@/server/lib/app-error';
import { ConfigError, loadConfig } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';
import { enabledProviders } from '@/server/services/payments/providers';
import {
  divideUp,
  floorTo,
  parseDecimal,
  shareOf,
  decimalText,
} from '@/server/services/payments/providers/nowpayments/amounts';
import {
  parsePaymentIpn,
  parsePayoutIpn,
} from '@/server/services/payments/providers/nowpayments/ipn';
import {
  hasValidIpnSignature,
  signIpn,
  sortKeysDeep,
} from '@/server/services/payments/providers/nowpayments/sign';

const SECRET = 'ipn-secret-for-the-unit-tests';
const hmac = (text: string, secret = SECRET) =>
  createHmac('sha512', secret).update(text).digest('hex');
const decimal = (text: string) => parseDecimal(text)!;

describe('NOWPayments IPN signature (x-nowpayments-sig)', () => {
  const body = {
    payment_status: 'finished',
    payment_id: 5077125051,
    fee: { withdrawalFee: 0, currency: 'btc', depositFee: 0.0000123 },
    payment_extra_ids: [2, 1],
    actually_paid: 0.17070286,
  };
  // What NOWPayments' PHP and Python examples sign: keys sorted at every depth, arrays in order.
  const sortedText =
    '{"actually_paid":0.17070286,"fee":{"currency":"btc","depositFee":0.0000123,"withdrawalFee":0},"payment_extra_ids":[2,1],"payment_id":5077125051,"payment_status":"finished"}';

  it('is the hex HMAC-SHA512 of the body with its keys sorted at every depth', () => {
    expect(JSON.stringify(sortKeysDeep(body))).toBe(sortedText);
    expect(signIpn(body, SECRET)).toBe(hmac(sortedText));
    expect(signIpn(body, SECRET)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts a signature over the body however its keys were sent, in any case of hex', () => {
    const raw = JSON.stringify(body);
    expect(hasValidIpnSignature(raw, SECRET, hmac(sortedText))).toBe(true);
    expect(hasValidIpnSignature(raw, SECRET, ` ${hmac(sortedText).toUpperCase()} `)).toBe(true);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()));
    expect(hasValidIpnSignature(reordered, SECRET, hmac(sortedText))).toBe(true);
  });

  it('accepts the other two serialisations NOWPayments documents, and nothing else', () => {
    const raw = JSON.stringify(body);
    // Their Node `sortObject`: the array becomes an object keyed by index.
    const nodeText =
      '{"actually_paid":0.17070286,"fee":{"currency":"btc","depositFee":0.0000123,"withdrawalFee":0},"payment_extra_ids":{"0":2,"1":1},"payment_id":5077125051,"payment_status":"finished"}';
    expect(hasValidIpnSignature(raw, SECRET, hmac(nodeText))).toBe(true);
    // Their older replacer list: nested objects keep only keys of the top level (none here).
    const legacyText = JSON.stringify(body, Object.keys(body).sort());
    expect(legacyText).toContain('"fee":{}');
    expect(hasValidIpnSignature(raw, SECRET, hmac(legacyText))).toBe(true);
    // The raw body as sent, unsorted, is none of them.
    expect(hasValidIpnSignature(raw, SECRET, hmac(raw))).toBe(false);
  });

  it('refuses another secret, a changed body, no signature and a body that is not an object', () => {
    const raw = JSON.stringify(body);
    const good = signIpn(body, SECRET);
    expect(hasValidIpnSignature(raw, 'another-secret', good)).toBe(false);
    expect(hasValidIpnSignature(raw.replace('0.17070286', '1.17070286'), SECRET, good)).toBe(false);
    expect(hasValidIpnSignature(raw, SECRET, null)).toBe(false);
    expect(hasValidIpnSignature(raw, SECRET, '')).toBe(false);
    expect(hasValidIpnSignature(raw, SECRET, good.slice(0, 64))).toBe(false);
    expect(hasValidIpnSignature('not json', SECRET, hmac('not json'))).toBe(false);
    expect(hasValidIpnSignature('[1,2]', SECRET, hmac('[1,2]'))).toBe(false);
    expect(hasValidIpnSignature('null', SECRET, hmac('null'))).toBe(false);
  });
});

describe('NOWPayments amounts', () => {
  it('reads JSON numbers and strings as exact decimals', () => {
    expect(decimalText(decimal('0.17070286'))).toBe('0.17070286');
    expect(decimalText(parseDecimal(1e-7)!)).toBe('0.0000001');
    expect(decimalText(parseDecimal(0.1 + 0.2)!)).toBe('0.30000000000000004');
    expect(decimalText(decimal('50.000'))).toBe('50');
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('1e5')).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });

  it('computes shares, floors and quotes in integers', () => {
    // 2000.00 RUB asked as 22.222223 USDT; 10 USDT arrived.
    expect(shareOf(200_000, decimal('10'), decimal('22.222223'))).toBe(89_999);
    expect(shareOf(200_000, decimal('22.222223'), decimal('22.222223'))).toBe(200_000);
    expect(shareOf(1, decimal('1'), decimal('0'))).toBeNull();
    expect(decimalText(floorTo(decimal('0.123456789'), 6))).toBe('0.123456');
    expect(decimalText(divideUp(decimal('2000'), decimal('90'), 6))).toBe('22.222223');
    expect(decimalText(divideUp(decimal('1800'), decimal('90'), 6))).toBe('20');
  });
});

describe('NOWPayments IPN bodies', () => {
  const invoiceId = randomUUID();
  const payment = (fields: Record<string, unknown>) =>
    JSON.stringify({
      payment_id: 5_000_000_001,
      parent_payment_id: null,
      payment_status: 'finished',
      order_id: invoiceId,
      pay_amount: 22.222223,
      actually_paid: 22.222223,
      price_amount: 2000,
      price_currency: 'rub',
      ...fields,
    });

  it('credits the price for an exact payment, a share for a partial one, more for an overpayment', () => {
    expect(parsePaymentIpn(payment({}))).toMatchObject({
      invoiceId,
      status: 'paid',
      amount: 200_000,
      currency: 'RUB',
      reference: '5000000001',
    });
    expect(
      parsePaymentIpn(payment({ payment_status: 'partially_paid', actually_paid: 10 })),
    ).toMatchObject({ status: 'paid', amount: 89_999 });
    expect(parsePaymentIpn(payment({ actually_paid: '30' }))).toMatchObject({
      status: 'paid',
      amount: 269_999,
    });
  });

  it('reads the other statuses as news, failure, expiry or refund, never as money', () => {
    const statusOf = (payment_status: string) =>
      parsePaymentIpn(payment({ payment_status })).status;
    expect(['waiting', 'confirming', 'confirmed', 'sending'].map(statusOf)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(statusOf('failed')).toBe('failed');
    expect(statusOf('expired')).toBe('expired');
    expect(statusOf('refunded')).toBe('refunded');
    // A status NOWPayments adds later, and a repeated deposit to the same address, are news.
    expect(statusOf('cancelled')).toBe('pending');
    expect(parsePaymentIpn(payment({ parent_payment_id: 5_000_000_000 })).status).toBe('pending');
    // Finished with nothing paid has nothing to credit.
    expect(parsePaymentIpn(payment({ actually_paid: 0 })).status).toBe('pending');
  });

  it('refuses a body it cannot read with a 422 naming the fields', () => {
    const refusal = (raw: string) => {
      try {
        parsePaymentIpn(raw);
      } catch (error) {
        return error instanceof AppError ? { status: error.status, fields: error.fields } : error;
      }
      return null;
    };
    expect(refusal('{')).toMatchObject({ status: 422, fields: { body: expect.any(Array) } });
    expect(refusal(payment({ pay_amount: 'lots', order_id: undefined }))).toMatchObject({
      status: 422,
      fields: { pay_amount: expect.any(Array), order_id: expect.any(Array) },
    });
    expect(refusal(payment({ order_id: 'a\u0000b' }))).toMatchObject({ status: 422 });
  });

  it('reads a payout IPN: FINISHED paid, FAILED and REJECTED failed, the rest on its way', () => {
    const withdrawal = (status: string, extra: Record<string, unknown> = {}) =>
      parsePayoutIpn(
        JSON.stringify({
          id: '5000000123',
          batch_withdrawal_id: '5000000122',
          status,
          error: null,
          currency: 'usdttrc20',
          amount: '10',
          ...extra,
        }),
      );
    expect(withdrawal('FINISHED')).toMatchObject({
      payoutId: null,
      reference: '5000000123',
      status: 'paid',
      providerStatus: 'FINISHED',
    });
    expect(withdrawal('failed', { error: 'no fee' })).toMatchObject({
      status: 'failed',
      providerStatus: 'FAILED',
      error: 'no fee',
    });
    expect(withdrawal('REJECTED').status).toBe('failed');
    expect(withdrawal('SENDING').status).toBe('sent');
    const id = randomUUID();
    expect(withdrawal('WAITING', { unique_external_id: id }).payoutId).toBe(id);
    expect(withdrawal('WAITING', { unique_external_id: 'not-ours' }).payoutId).toBeNull();
  });
});

describe('NOWPayments configuration', () => {
  const base = {
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
    SELF_EXCLUSION_REGISTER: 'off',
  };

  it('is off without keys, and on for deposits with the API key and IPN secret', () => {
    expect(loadConfig(base).nowPayments).toBeNull();
    const config = loadConfig({
      ...base,
      NOWPAYMENTS_API_KEY: 'key-12345678',
      NOWPAYMENTS_IPN_SECRET: 'secret-12345678',
    });
    expect(config.nowPayments).toMatchObject({
      apiUrl: 'https://api.nowpayments.io',
      apiKey: 'key-12345678',
      ipnSecret: 'secret-12345678',
      payouts: null,
      standIn: false,
    });
    expect([...enabledProviders(config, 'deposit')]).toContain('nowpayments');
    expect([...enabledProviders(config, 'payout')]).not.toContain('nowpayments');
  });

  it('pays out with the dashboard account, its 2FA secret read as base32', () => {
    const config = loadConfig({
      ...base,
      NOWPAYMENTS_API_KEY: 'key-12345678',
      NOWPAYMENTS_IPN_SECRET: 'secret-12345678',
      NOWPAYMENTS_API_URL: 'https://api-sandbox.nowpayments.io/',
      NOWPAYMENTS_EMAIL: 'Finance@example.com',
      NOWPAYMENTS_PASSWORD: 'pw',
      NOWPAYMENTS_2FA_SECRET: 'jbsw y3dp ehpk 3pxp',
    });
    expect(config.nowPayments).toMatchObject({
      apiUrl: 'https://api-sandbox.nowpayments.io',
      payouts: {
        email: 'Finance@example.com',
        password: 'pw',
        twoFactorSecret: 'JBSWY3DPEHPK3PXP',
      },
    });
    expect([...enabledProviders(config, 'payout')]).toContain('nowpayments');
  });

  it('names every missing or bad variable', () => {
    expect(() => loadConfig({ ...base, NOWPAYMENTS_API_KEY: 'key-12345678' })).toThrow(
      /NOWPAYMENTS_IPN_SECRET: required with NOWPAYMENTS_API_KEY/,
    );
    expect(() =>
      loadConfig({
        ...base,
        NOWPAYMENTS_API_KEY: 'key-12345678',
        NOWPAYMENTS_IPN_SECRET: 'secret-12345678',
        NOWPAYMENTS_EMAIL: 'a@b.c',
      }),
    ).toThrow(/NOWPAYMENTS_PASSWORD: required with NOWPAYMENTS_EMAIL/);
    expect(() => loadConfig({ ...base, NOWPAYMENTS_2FA_SECRET: '0189!' })).toThrow(ConfigError);
  });

  it('serves the stand-in only with development tools, at the site’s own API by default', () => {
    const config = loadConfig({ ...base, NOWPAYMENTS_STAND_IN: '1' });
    expect(config.nowPayments).toMatchObject({
      apiUrl: 'http://localhost:3000/api/dev/nowpayments',
      standIn: true,
      payouts: { twoFactorSecret: expect.any(String) },
    });
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        NOWPAYMENTS_STAND_IN: '1',
        SANDBOX_PSP_ENABLED: '0',
        SANDBOX_RGS_ENABLED: '0',
        KYC_PROVIDER: 'off',
        SPORTS_FEED: 'off',
      }),
    ).toThrow(
      /NOWPAYMENTS_STAND_IN: the stand-in of NOWPayments is served with development tools only/,
    );
  });
});

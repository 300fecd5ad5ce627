import { createHash } from 'node:crypto';
import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';

export type MethodType = 'card' | 'sbp' | 'wallet' | 'crypto';
export type Region = 'RU' | 'KZ';

/**
 * A way to pay in or out, as the operator configures it: which provider serves it, for which
 * currencies and regions, with which limits (major units; null means the spec's defaults for
 * deposits, MIN_PAYOUT and the balance for payouts) and the provider's fee. Names are catalogue
 * data in every site language, like a provider's own method list.
 */
export type PaymentMethod = {
  code: string;
  provider: string;
  direction: 'deposit' | 'payout';
  type: MethodType;
  name: Record<Locale, string>;
  currencies: Currency[];
  regions: Region[];
  min: number | null;
  max: number | null;
  default: number | null;
  /** The currency the player actually pays in, when it is not the wallet's (crypto). */
  exchangeCurrency: string | null;
  network: string | null;
  /** The provider's fee in percent of the amount; the player is credited in full. */
  feePercent: number;
};

type MethodSpec = Omit<PaymentMethod, 'direction' | 'exchangeCurrency' | 'network'> &
  Partial<Pick<PaymentMethod, 'exchangeCurrency' | 'network'>>;

const ALL_REGIONS: Region[] = ['RU', 'KZ'];

/** Cards in every currency and region, both ways. */
const BANK_CARD: MethodSpec = {
  code: 'card',
  provider: 'sandbox',
  type: 'card',
  name: { ru: 'Банковская карта', en: 'Bank card', kz: 'Банк картасы' },
  currencies: ['RUB', 'KZT', 'USD', 'EUR', 'INR'],
  regions: ALL_REGIONS,
  min: null,
  max: null,
  default: null,
  feePercent: 0,
};

const DEPOSITS: MethodSpec[] = [
  BANK_CARD,
  {
    code: 'sbp',
    provider: 'sandbox',
    type: 'sbp',
    name: { ru: 'СБП', en: 'Faster Payments (SBP)', kz: 'СБП' },
    currencies: ['RUB'],
    regions: ['RU'],
    min: 500,
    max: 100_000,
    default: 1000,
    feePercent: 1.5,
  },
  {
    code: 'kaspi',
    provider: 'sandbox',
    type: 'wallet',
    name: { ru: 'Kaspi', en: 'Kaspi', kz: 'Kaspi' },
    currencies: ['KZT'],
    regions: ['KZ'],
    min: 2000,
    max: 1_500_000,
    default: 5000,
    feePercent: 1,
  },
];

/**
 * The crypto methods, each served by the sandbox and by NOWPayments (the real processor): where
 * both are on, NOWPayments takes the method over (`methodsFor`), so a player sees one USDT (TRC20)
 * and one Bitcoin.
 */
const CRYPTO_PROVIDERS = ['sandbox', 'nowpayments'] as const;

const CRYPTO: Omit<
  MethodSpec,
  'min' | 'max' | 'default' | 'currencies' | 'regions' | 'provider'
>[] = [
  {
    code: 'usdt-trc20',
    type: 'crypto',
    name: { ru: 'USDT (TRC20)', en: 'USDT (TRC20)', kz: 'USDT (TRC20)' },
    exchangeCurrency: 'USDT',
    network: 'TRC20',
    feePercent: 0,
  },
  {
    code: 'btc',
    type: 'crypto',
    name: { ru: 'Bitcoin', en: 'Bitcoin', kz: 'Bitcoin' },
    exchangeCurrency: 'BTC',
    network: 'BTC',
    feePercent: 0,
  },
];

/** The networks crypto payouts are sent on (`TRC20`, `BTC`): a wallet address is hashed with one. */
export function cryptoNetworks(): string[] {
  return CRYPTO.map((spec) => spec.network).filter((network): network is string => !!network);
}

/** Crypto limits per wallet currency (major units), about 10 and 10 000 US dollars. */
const CRYPTO_LIMITS: Record<Currency, { min: number; max: number; default: number }> = {
  RUB: { min: 1000, max: 1_000_000, default: 2000 },
  KZT: { min: 5000, max: 5_000_000, default: 10_000 },
  USD: { min: 10, max: 10_000, default: 20 },
  EUR: { min: 10, max: 10_000, default: 20 },
  INR: { min: 1000, max: 1_000_000, default: 2000 },
};

const PAYOUTS: MethodSpec[] = [{ ...BANK_CARD, max: 500_000 }];

function expand(direction: PaymentMethod['direction'], specs: MethodSpec[]): PaymentMethod[] {
  return specs.map((spec) => ({
    exchangeCurrency: null,
    network: null,
    ...spec,
    direction,
  }));
}

function cryptoMethods(direction: PaymentMethod['direction']): PaymentMethod[] {
  return CRYPTO_PROVIDERS.flatMap((provider) =>
    CRYPTO.flatMap((spec) =>
      (Object.keys(CRYPTO_LIMITS) as Currency[]).map((currency) => ({
        exchangeCurrency: null,
        network: null,
        ...spec,
        provider,
        direction,
        currencies: [currency],
        regions: ALL_REGIONS,
        min: direction === 'payout' ? null : CRYPTO_LIMITS[currency].min,
        max: CRYPTO_LIMITS[currency].max,
        default: direction === 'payout' ? null : CRYPTO_LIMITS[currency].default,
      })),
    ),
  );
}

const CATALOGUE: PaymentMethod[] = [
  ...expand('deposit', DEPOSITS),
  ...cryptoMethods('deposit'),
  ...expand('payout', PAYOUTS),
  ...cryptoMethods('payout'),
];

/**
 * The method's public id: stable across restarts and releases, opaque to the player, and
 * different per direction and currency (a hash names exactly one row of the catalogue).
 */
export function methodHash(method: PaymentMethod, currency: Currency) {
  return createHash('sha256')
    .update(`${method.provider}:${method.direction}:${method.code}:${currency}`)
    .digest('hex')
    .slice(0, 24);
}

export type OfferedMethod = PaymentMethod & { hash: string; currency: Currency };

/**
 * The methods a player with this currency in this region is offered, in catalogue order. A
 * sandbox method steps aside for a real provider's method of the same code: test money never
 * sits beside real money in one list.
 */
export function methodsFor(
  direction: PaymentMethod['direction'],
  currency: Currency,
  region: Region,
  enabledProviders: ReadonlySet<string>,
): OfferedMethod[] {
  const available = CATALOGUE.filter(
    (method) =>
      method.direction === direction &&
      method.currencies.includes(currency) &&
      method.regions.includes(region) &&
      enabledProviders.has(method.provider),
  );
  const real = new Set(
    available.filter((method) => method.provider !== 'sandbox').map((method) => method.code),
  );
  return available
    .filter((method) => method.provider !== 'sandbox' || !real.has(method.code))
    .map((method) => ({ ...method, currency, hash: methodHash(method, currency) }));
}

/** The method a hash names, if this player may use it. */
export function findMethod(
  direction: PaymentMethod['direction'],
  hash: string,
  currency: Currency,
  region: Region,
  enabledProviders: ReadonlySet<string>,
): OfferedMethod | undefined {
  return methodsFor(direction, currency, region, enabledProviders).find(
    (method) => method.hash === hash,
  );
}

/**
 * The catalogue entry a hash names, whatever the currency, region or provider state: history
 * still names the method of an old deposit or payout after its provider is switched off.
 */
export function describeMethod(hash: string): OfferedMethod | undefined {
  byHash ??= new Map(
    CATALOGUE.flatMap((method) =>
      method.currencies.map((currency) => {
        const offered = { ...method, currency, hash: methodHash(method, currency) };
        return [offered.hash, offered] as const;
      }),
    ),
  );
  return byHash.get(hash);
}

let byHash: Map<string, OfferedMethod> | undefined;

/** The region a player's offer is for: the Region header, else by currency. */
export function regionFor(currency: Currency, header: Region | null): Region {
  return header ?? (currency === 'KZT' ? 'KZ' : 'RU');
}

/**
 * The hashes of the deposit method `code` in every currency it takes, or in `currency` only:
 * what invoices of that method carry (the back office's filter).
 */
export function depositMethodHashes(code: string, currency?: Currency): string[] {
  return CATALOGUE.filter(
    (method) => method.direction === 'deposit' && method.code === code,
  ).flatMap((method) =>
    method.currencies
      .filter((each) => !currency || each === currency)
      .map((each) => methodHash(method, each)),
  );
}

/** Every deposit method's code, in catalogue order (`DEPOSIT_METHOD_CODES` names the same). */
export function depositMethodCodes(): string[] {
  return [
    ...new Set(
      CATALOGUE.filter((method) => method.direction === 'deposit').map((method) => method.code),
    ),
  ];
}

import type {
  BillingData,
  DepositConfig,
  HistoryItem,
  PaymentMethod,
  PaymentStatus,
} from '@/lib/schemas/billing';

/** A payment method as the billing API answers it (`lib/schemas/billing.ts`); `fields` overrides. */
export function methodFixture(fields: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    hash: 'm-card',
    type: 'card',
    name: 'Bank card',
    name_en: 'Bank card',
    currency: 'USD',
    min_amount: 10,
    max_amount: 5000,
    default_amount: 50,
    exchange_currency: null,
    network: null,
    ...fields,
  };
}

/** `GET /api/v2/billing/data` with the given methods. */
export function billingDataFixture({
  deposits = [methodFixture()],
  cryptoDeposits = [],
  payouts = [methodFixture({ hash: 'p-card' })],
  cryptoPayouts = [],
  bonus = null,
  bonusMinDeposit = null,
}: {
  deposits?: PaymentMethod[];
  cryptoDeposits?: PaymentMethod[];
  payouts?: PaymentMethod[];
  cryptoPayouts?: PaymentMethod[];
  bonus?: string | null;
  bonusMinDeposit?: number | null;
} = {}): BillingData {
  return {
    payments: { methods: deposits, bonus: { name: bonus, min_deposit: bonusMinDeposit } },
    'crypto-payments': cryptoDeposits,
    payouts: { methods: payouts },
    'crypto-payouts': cryptoPayouts,
  };
}

export function depositConfigFixture(fields: Partial<DepositConfig> = {}): DepositConfig {
  return {
    id: 'inv-1',
    hash: 'm-card',
    type: 'card',
    amount: 100,
    shop_amount: 98.5,
    commission: 1.5,
    currency: 'USD',
    life_time: 1200,
    expires_at: new Date(Date.now() + 1_200_000).toISOString(),
    card: { card_number: '2200 7001 2345 6789', phone_number: '+79001234567' },
    address: null,
    network: null,
    checkout_url: 'http://localhost/en/payments/sandbox/inv-1',
    sum_was_changed: false,
    ...fields,
  };
}

export function paymentStatusFixture(fields: Partial<PaymentStatus> = {}): PaymentStatus {
  return {
    status: 1,
    amount: 100,
    paid_amount: null,
    currency: 'USD',
    sum_was_changed: false,
    bonus_amount: 0,
    ...fields,
  };
}

export function historyItemFixture(fields: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: 'h-1',
    type: 'deposit',
    method: { hash: 'm-card', name: 'Bank card' },
    amount: 100,
    paid_amount: 100,
    currency: 'USD',
    status: 'paid',
    created_at: '2025-03-01T09:30:00.000Z',
    settled_at: '2025-03-01T09:35:00.000Z',
    ...fields,
  };
}

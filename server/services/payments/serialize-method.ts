import type { Locale } from '@/lib/i18n/config';
import type { OfferedMethod } from './methods';

/**
 * A payment method as billing data answers it (spec §3), limits in major units; a null limit
 * means the default (spec §5 for deposits; MIN_PAYOUT and the balance for payouts).
 */
export function serializeMethod(method: OfferedMethod, locale: Locale) {
  return {
    hash: method.hash,
    type: method.type,
    name: method.name[locale],
    name_en: method.name.en,
    currency: method.currency,
    min_amount: method.min,
    max_amount: method.max,
    default_amount: method.default,
    exchange_currency: method.exchangeCurrency,
    network: method.network,
  };
}

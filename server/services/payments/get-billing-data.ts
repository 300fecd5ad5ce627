import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { methodsFor, regionFor, type Region } from './methods';
import { enabledProviders } from './providers';
import { serializeMethod } from './serialize-method';

/**
 * Billing data (spec §3): the deposit and payout methods for the player's currency and region,
 * crypto apart from the rest. `bonus` names the bonus the player's next deposit would get
 * (`nextDepositBonus`: a waiting offer or the next welcome-pack step) and its minimum deposit.
 */
export function getBillingData(
  ctx: Pick<AppContext, 'config'>,
  user: Pick<User, 'currency'>,
  regionHeader: Region | null,
  locale: Locale,
  bonus: { name: string | null; min_deposit: number | null } = { name: null, min_deposit: null },
) {
  const region = regionFor(user.currency, regionHeader);
  const list = (direction: 'deposit' | 'payout', crypto: boolean) =>
    methodsFor(direction, user.currency, region, enabledProviders(ctx.config, direction))
      .filter((method) => (method.type === 'crypto') === crypto)
      .map((method) => serializeMethod(method, locale));
  return {
    payments: { methods: list('deposit', false), bonus },
    'crypto-payments': list('deposit', true),
    payouts: { methods: list('payout', false) },
    'crypto-payouts': list('payout', true),
  };
}

import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { methodsFor, regionFor, type Region } from './methods';
import { enabledProviders } from './providers';
import { serializeMethod } from './serialize-method';

/**
 * Billing data (spec §3): the deposit and payout methods for the player's currency and region,
 * crypto apart from the rest. `bonus.name` names the bonus the player's next deposit would get
 * (`nextDepositBonus`: a waiting offer or the next welcome-pack step), null when none.
 */
export function getBillingData(
  ctx: Pick<AppContext, 'config'>,
  user: Pick<User, 'currency'>,
  regionHeader: Region | null,
  locale: Locale,
  bonusName: string | null = null,
) {
  const enabled = enabledProviders(ctx.config);
  const region = regionFor(user.currency, regionHeader);
  const list = (direction: 'deposit' | 'payout', crypto: boolean) =>
    methodsFor(direction, user.currency, region, enabled)
      .filter((method) => (method.type === 'crypto') === crypto)
      .map((method) => serializeMethod(method, locale));
  return {
    payments: { methods: list('deposit', false), bonus: { name: bonusName } },
    'crypto-payments': list('deposit', true),
    payouts: { methods: list('payout', false) },
    'crypto-payouts': list('payout', true),
  };
}

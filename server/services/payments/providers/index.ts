import type { AppContext } from '@/server/app-context';
import type { Config } from '@/server/config';
import { createNowPaymentsProvider, NOWPAYMENTS_PROVIDER } from './nowpayments/provider';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox';
import type { PaymentProvider } from './types';

type ProviderConfig = Pick<Config, 'sandboxPsp' | 'nowPayments' | 'siteUrl' | 'authSecret'>;
type ProviderContext = Pick<AppContext, 'fetch' | 'clock'> & { config: ProviderConfig };

/**
 * One payment provider as the wallet knows it: whether its configuration is on for a direction
 * (deposits, payouts), and how to make it. Adding a provider is one entry here.
 */
type ProviderDefinition = {
  name: string;
  enabled(config: ProviderConfig, direction: 'deposit' | 'payout'): boolean;
  create(ctx: ProviderContext): PaymentProvider;
};

const PROVIDERS: readonly ProviderDefinition[] = [
  {
    name: SANDBOX_PROVIDER,
    enabled: (config) => config.sandboxPsp !== null,
    create: ({ config }) =>
      createSandboxProvider({
        secret: config.sandboxPsp!.secret,
        siteUrl: config.siteUrl,
        checkoutKey: config.authSecret,
      }),
  },
  {
    name: NOWPAYMENTS_PROVIDER,
    // Payouts need the dashboard account (NOWPAYMENTS_EMAIL and _PASSWORD) besides the keys.
    enabled: (config, direction) =>
      config.nowPayments !== null &&
      (direction === 'deposit' || config.nowPayments.payouts !== null),
    create: (ctx) =>
      createNowPaymentsProvider(ctx, {
        config: ctx.config.nowPayments!,
        siteUrl: ctx.config.siteUrl,
      }),
  },
];

/** The providers whose configuration is on for `direction`; the catalogue offers only their methods. */
export function enabledProviders(
  config: ProviderConfig,
  direction: 'deposit' | 'payout',
): ReadonlySet<string> {
  return new Set(
    PROVIDERS.filter((provider) => provider.enabled(config, direction)).map(
      (provider) => provider.name,
    ),
  );
}

/**
 * The provider of this name, or null when it is unknown or turned off. Payouts already taken
 * are still reported on (their webhook) while a provider's deposits are on.
 */
export function paymentProvider(ctx: ProviderContext, name: string): PaymentProvider | null {
  const definition = PROVIDERS.find((provider) => provider.name === name);
  if (!definition || !definition.enabled(ctx.config, 'deposit')) return null;
  return definition.create(ctx);
}

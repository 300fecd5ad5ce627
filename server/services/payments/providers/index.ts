import type { Config } from '@/server/config';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox';
import type { PaymentProvider } from './types';

/** The providers whose configuration is on; the method catalogue offers only their methods. */
export function enabledProviders(config: Pick<Config, 'sandboxPsp'>): ReadonlySet<string> {
  const names = new Set<string>();
  if (config.sandboxPsp) names.add(SANDBOX_PROVIDER);
  return names;
}

/** The provider of this name, or null when it is unknown or turned off. */
export function paymentProvider(
  ctx: { config: Pick<Config, 'sandboxPsp' | 'siteUrl' | 'authSecret'> },
  name: string,
): PaymentProvider | null {
  const { sandboxPsp, siteUrl, authSecret } = ctx.config;
  if (name === SANDBOX_PROVIDER && sandboxPsp) {
    return createSandboxProvider({ secret: sandboxPsp.secret, siteUrl, checkoutKey: authSecret });
  }
  return null;
}

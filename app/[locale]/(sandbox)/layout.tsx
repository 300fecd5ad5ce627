import type { ReactNode } from 'react';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * Pages that stand in for a payment provider's own site (the sandbox checkout): none of the
 * casino's chrome, so they read as somebody else's page, as a real provider's would.
 */
export default async function SandboxLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  return <main id="main">{children}</main>;
}

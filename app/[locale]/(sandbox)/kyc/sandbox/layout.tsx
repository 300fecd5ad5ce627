import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { KYC_SANDBOX_NAMESPACES } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The sandbox KYC provider's pages (its WebSDK stand-in and its reviewer): their own copy in the
 * browser, which no other page carries.
 */
export default async function KycSandboxLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  const messages = await getMessages();
  const sandboxMessages = Object.fromEntries(
    KYC_SANDBOX_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );
  return <NextIntlClientProvider messages={sandboxMessages}>{children}</NextIntlClientProvider>;
}

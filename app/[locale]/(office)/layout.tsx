import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { OfficeLocale } from '@/components/office/office-locale';
import { OFFICE_NAMESPACES } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** Staff pages are for no search engine (the middleware sends `X-Robots-Tag` too). */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * The back office (issue 33): none of the player's chrome, providers or chat (PlayerShell leaves
 * this group alone), and only its own messages in the browser. Its code lives under
 * components/office/, which no player page imports (npm run lint:deps).
 */
export default async function OfficeLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  const locale = await resolveLocale(params);
  const messages = await getMessages();
  const officeMessages = Object.fromEntries(
    OFFICE_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <NextIntlClientProvider messages={officeMessages}>
      <OfficeLocale locale={locale} />
      {children}
    </NextIntlClientProvider>
  );
}

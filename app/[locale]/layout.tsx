import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { Providers } from '@/components/layout/providers';
import { SupportChatButton } from '@/components/layout/support-chat-button';
import { publicEnv } from '@/lib/env/public';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';
import { intlLocales } from '@/lib/i18n/config';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { siteVerification } from '@/lib/seo/site-verification';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    verification: await siteVerification(),
  };
}

export const viewport: Viewport = {
  themeColor: '#12141c',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  // Every page is rendered per request: Next writes the request's CSP nonce (middleware.ts)
  // into the scripts of what it renders, never into HTML prerendered at build time.
  await connection();
  const locale = await resolveLocale(params);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <html lang={intlLocales[locale]}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          <Providers>
            {children}
            <SupportChatButton />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Script from 'next/script';
import { connection } from 'next/server';
import { PlayerShell } from '@/components/layout/player-shell';
import { SupportChatButton } from '@/components/layout/support-chat-button';
import { PwaLoader } from '@/components/pwa/pwa-loader';
import { EARLY_INSTALL_PROMPT_SCRIPT } from '@/lib/constants/pwa';
import { publicEnv } from '@/lib/env/public';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';
import { intlLocales } from '@/lib/i18n/config';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { manifestHref } from '@/lib/pwa/manifest';
import { routing } from '@/lib/i18n/routing';
import { siteVerification } from '@/lib/seo/site-verification';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    // The installable app (docs/ARCHITECTURE.md, "PWA"): the manifest of this language; the
    // Apple touch icon is app/apple-icon.png.
    manifest: manifestHref(locale),
    appleWebApp: { capable: true, title: t('siteName'), statusBarStyle: 'black-translucent' },
    verification: await siteVerification(),
  };
}

/**
 * Pages are prerendered per language. HTML made at build time carries no CSP nonce: the site
 * server (site-server/nonce-stamp.ts) puts each answer's own on its scripts.
 */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
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
  // Where nothing stamps prerendered pages with the answer's nonce (Vercel, README), Next must
  // render each page for its request and write the nonce itself.
  if (process.env.PAGES_PER_REQUEST === '1') await connection();
  const locale = await resolveLocale(params);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <html lang={intlLocales[locale]}>
      <body>
        {/* Keeps an install offer made before the bundles run (lib/pwa/install-prompt.ts). */}
        <Script id="install-prompt" strategy="beforeInteractive">
          {EARLY_INSTALL_PROMPT_SCRIPT}
        </Script>
        <NextIntlClientProvider messages={clientMessages}>
          <PlayerShell
            extras={
              <>
                <SupportChatButton />
                <PwaLoader buildId={process.env.NEXT_PUBLIC_BUILD_ID ?? ''} />
              </>
            }
          >
            {children}
          </PlayerShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { OFFICE_NAMESPACES } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** What the trading pages add to the office's messages: the markets' and outcomes' names. */
const TRADING_NAMESPACES = [...OFFICE_NAMESPACES, 'SportsMarkets'] as const;

/**
 * The Sportsbook trading section: its pages name markets and outcomes as the player's pages do
 * (`SportsMarkets`), so only this section's browser receives those messages besides the office's.
 */
export default async function TradingLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={Object.fromEntries(
        TRADING_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
      )}
    >
      {children}
    </NextIntlClientProvider>
  );
}

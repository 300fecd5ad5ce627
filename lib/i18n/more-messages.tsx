'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * The messages the page already has, plus `messages`: what an area's layout adds for its own
 * client components (`AreaMessages`), so only that area's pages carry them.
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const locale = useLocale();
  const page = useMessages();
  const merged = useMemo(() => ({ ...page, ...messages }), [page, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

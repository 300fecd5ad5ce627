import { render, type RenderOptions } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/lib/i18n/config';

const MESSAGES = { ru, en, kz };

type Options = RenderOptions & { locale?: Locale; store?: ReturnType<typeof createStore> };

/** Renders with the real messages of a language and a fresh jotai store. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', store = createStore(), ...options }: Options = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Moscow">
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </NextIntlClientProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

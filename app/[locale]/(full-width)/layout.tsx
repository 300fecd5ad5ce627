import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** The full-width layout of spec §2, used by the game pages. */
export default async function FullWidthLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  // Every layout sets the language itself, so its server components render statically.
  await resolveLocale(params);
  return <DefaultChrome wide>{children}</DefaultChrome>;
}

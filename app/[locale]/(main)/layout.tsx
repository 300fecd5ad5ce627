import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** The default layout of spec §2. */
export default async function MainLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  // Every layout sets the language itself, so its server components render statically.
  await resolveLocale(params);
  return <DefaultChrome>{children}</DefaultChrome>;
}

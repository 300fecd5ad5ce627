import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { AreaMessages } from '@/lib/i18n/area-messages';
import { AREA_NAMESPACES } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** The full-width layout of spec §2, used by the game pages, with the games' own copy. */
export default async function FullWidthLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  // Every layout sets the language itself, so its server components render statically.
  await resolveLocale(params);
  return (
    <AreaMessages namespaces={AREA_NAMESPACES.games.namespaces}>
      <DefaultChrome wide>{children}</DefaultChrome>
    </AreaMessages>
  );
}

import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The separate no-access layout (spec §2): no navigation into the product, only the brand and
 * the language, so a blocked visitor can read why.
 */
export default async function NoAccessLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  return (
    <div className="no-access-shell">
      <header className="no-access-header">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main" className="no-access-main">
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { MarketingSection } from '@/components/office/marketing/marketing-section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** `/office/marketing/*`: the section's heading and tabs, kept while its pages change. */
export default async function MarketingLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  return <MarketingSection>{children}</MarketingSection>;
}

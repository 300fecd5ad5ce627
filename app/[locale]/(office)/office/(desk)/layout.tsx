import type { ReactNode } from 'react';
import { OfficeShell } from '@/components/office/office-shell';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

/** The signed-in back office: the member, the sections their role opens, sign-out. */
export default async function OfficeDeskLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  return <OfficeShell>{children}</OfficeShell>;
}

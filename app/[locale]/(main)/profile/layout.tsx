import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export default async function ProfileLayout({
  children,
  params,
}: { children: ReactNode } & LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Profile');
  return (
    <>
      <PageHeading title={t('heading')} />
      <ProfileTabs />
      {children}
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { PasswordResetForm } from './password-reset-form';

export const generateMetadata = pageMetadataFrom('PasswordReset', '/password/reset', {
  noIndex: true,
});

export default async function PasswordResetPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('PasswordReset');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <PasswordResetForm />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { ResetPasswordForm } from './reset-password-form';

type Params = LocaleParams<{ token: string }>;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResetPassword' });
  // The token is a secret: the canonical address leaves it out and no Referer carries it away.
  return {
    ...pageMetadata({
      locale,
      path: '/password/reset',
      title: t('title'),
      description: t('description'),
      noIndex: true,
    }),
    referrer: 'no-referrer',
  };
}

export default async function ResetPasswordPage({ params }: Params) {
  await resolveLocale(params);
  const { token } = await params;
  const t = await getTranslations('ResetPassword');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <ResetPasswordForm token={token} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { checkResetToken } from '@/lib/api/password';
import { serverApi } from '@/lib/api/server';
import { Link, redirect } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import {
  phoneParam,
  resetPageOutcome,
  tokenCheckFailure,
  type TokenCheck,
} from '@/lib/password/reset-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { ResetPasswordForm } from './reset-password-form';

type Params = LocaleParams<{ token: string }>;
type Props = Params & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The token is checked against the API on every request.
export const dynamic = 'force-dynamic';

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

async function checkToken(token: string, phone: string | undefined): Promise<TokenCheck> {
  try {
    await checkResetToken(await serverApi(), token, phone);
    return 'passed';
  } catch (error) {
    return tokenCheckFailure(error);
  }
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const phone = phoneParam(query.phone);
  const outcome = resetPageOutcome(await checkToken(token, phone), phone);
  if (outcome === 'error') redirect({ href: '/error', locale });

  const t = await getTranslations('ResetPassword');
  return (
    <>
      <PageHeading title={t('heading')} lead={outcome === 'form' ? t('lead') : undefined} />
      {outcome === 'form' ? (
        <ResetPasswordForm token={token} phone={phone} />
      ) : (
        <EmptyState
          title={t('invalidTitle')}
          text={t('invalidText')}
          action={
            <Link href="/password/reset" className="btn btn-primary">
              {t('requestNew')}
            </Link>
          }
        />
      )}
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SandboxReview } from '@/components/kyc-sandbox/sandbox-review';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'KycSandbox.review' });
  return {
    title: { absolute: t('title') },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The sandbox KYC provider's reviewer: its dashboard, deciding each applicant. */
export default async function KycSandboxReviewPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <SandboxReview />;
}

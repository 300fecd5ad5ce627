import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SandboxSdk } from '@/components/kyc-sandbox/sandbox-sdk';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

type Props = LocaleParams & { searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'KycSandbox.sdk' });
  // The SDK token in the address is the page's only secret: no search engine, no Referer.
  return {
    title: { absolute: t('title') },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The sandbox KYC provider's upload page (`sdk_url`): Sumsub's WebSDK stand-in. */
export default async function KycSandboxPage({ params, searchParams }: Props) {
  await resolveLocale(params);
  const { token } = await searchParams;
  return <SandboxSdk token={typeof token === 'string' ? token : undefined} />;
}

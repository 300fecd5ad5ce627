import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SandboxCheckout } from '@/components/payments/sandbox-checkout';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

type Params = LocaleParams<{ invoiceId: string }>;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'SandboxCheckout' });
  // The invoice id is the only secret of the page: no search engine, no Referer.
  return {
    title: { absolute: t('title') },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The sandbox provider's checkout (`checkout_url` of a sandbox deposit): Pay or Decline. */
export default async function SandboxCheckoutPage({ params }: Params) {
  await resolveLocale(params);
  const { invoiceId } = await params;
  return <SandboxCheckout invoiceId={invoiceId} />;
}

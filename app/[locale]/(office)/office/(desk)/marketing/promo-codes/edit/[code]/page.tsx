import { notFound } from 'next/navigation';
import { PromoCodeEditor } from '@/components/office/marketing/promo-code-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/promo-codes/edit/{code}` — a promo code's terms. */
export default async function Page({ params }: LocaleParams<{ code: string }>) {
  await resolveLocale(params);
  // A code is letters, digits, - and _: nothing in it is ever escaped in the address.
  const { code } = await params;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) notFound();
  return <PromoCodeEditor code={code} />;
}

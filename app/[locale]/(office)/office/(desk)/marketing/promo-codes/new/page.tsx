import { PromoCodeEditor } from '@/components/office/marketing/promo-code-editor';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/promo-codes/new` — a new promo code. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PromoCodeEditor />;
}

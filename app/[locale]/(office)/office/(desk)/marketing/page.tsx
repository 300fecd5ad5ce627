import { PromoCodesPage } from '@/components/office/marketing/promo-codes-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing` — the promo codes, and a new one. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PromoCodesPage />;
}

import { BonusCostPage } from '@/components/office/marketing/bonus-cost-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/bonus-cost` — bonus cost per template and currency. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <BonusCostPage />;
}

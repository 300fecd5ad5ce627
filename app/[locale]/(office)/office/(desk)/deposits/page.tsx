import { DepositsPage } from '@/components/office/deposits/deposits-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('deposits');

/** `/office/deposits` — deposits newest first, by status, method, currency, player and days. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <DepositsPage />;
}

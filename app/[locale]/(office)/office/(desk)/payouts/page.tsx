import { PayoutsPage } from '@/components/office/payouts/payouts-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('payouts');

/** `/office/payouts` — the payouts waiting for a decision. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PayoutsPage />;
}

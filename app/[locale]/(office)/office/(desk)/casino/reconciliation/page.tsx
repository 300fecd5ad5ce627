import { CasinoReconciliationPage } from '@/components/office/casino/reconciliation-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('casino');

/** `/office/casino/reconciliation` — a UTC day of an aggregator's transactions against ours. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoReconciliationPage />;
}

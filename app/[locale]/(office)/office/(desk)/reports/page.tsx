import { ReportsPage } from '@/components/office/reports/reports-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('reports');

/** `/office/reports` — GGR and NGR by product, day and currency, from the ledger. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <ReportsPage />;
}

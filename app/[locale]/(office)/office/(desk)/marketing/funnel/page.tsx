import { FunnelPage } from '@/components/office/sites/funnel-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('funnel');

/** `/office/marketing/funnel` — clicks, registrations and first deposits by partner and campaign. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <FunnelPage />;
}

import { SitesPage } from '@/components/office/sites/sites-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('sites');

/** `/office/marketing/sites` — the mirrors and the redirect rules. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <SitesPage />;
}

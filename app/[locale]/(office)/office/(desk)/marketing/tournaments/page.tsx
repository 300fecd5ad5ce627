import { TournamentsPage } from '@/components/office/marketing/tournaments-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('marketing');

/** `/office/marketing/tournaments` — every tournament; edit an upcoming one, cancel one. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <TournamentsPage />;
}

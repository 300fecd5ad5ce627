import { CasinoStudiosPage } from '@/components/office/casino/studios-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('casino');

/** `/office/casino/studios` — every studio with its games, shown or hidden as a whole. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoStudiosPage />;
}

import { CasinoFreeSpinsPage } from '@/components/office/casino/free-spins-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../../office-metadata';

export const generateMetadata = officeMetadata('casino');

/** `/office/casino/free-spins` — a player's free-spin grants, granted and cancelled. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoFreeSpinsPage />;
}

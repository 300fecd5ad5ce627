import { CasinoGamesPage } from '@/components/office/casino/games-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../../office-metadata';

export const generateMetadata = officeMetadata('casino');

/** `/office/casino` — the catalogue as staff see it: games shown or hidden one by one. */
export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CasinoGamesPage />;
}

import { CataloguePage, catalogueMetadata } from '@/components/games/catalogue-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = catalogueMetadata('liveCasino');

/**
 * Static, regenerated with its games every `CATALOGUE_REVALIDATE_S` at most; the grid asks the
 * API for the visitor's own list (country, favourites) in the browser.
 */
export default async function LiveCasinoPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CataloguePage catalogue="liveCasino" />;
}

import { CataloguePage, catalogueMetadata } from '@/components/games/catalogue-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// The games are the API's for this visitor (country, favourites): read per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = catalogueMetadata('liveCasino');

export default async function LiveCasinoPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CataloguePage catalogue="liveCasino" />;
}

import { CataloguePage, catalogueMetadata } from '@/components/games/catalogue-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

// The games are the API's for this visitor (country, favourites): read per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = catalogueMetadata('slots');

export default async function SlotsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <CataloguePage catalogue="slots" />;
}

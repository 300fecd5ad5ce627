import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueGrid } from '@/components/catalogue/catalogue-grid';
import { PageHeading } from '@/components/ui/page-heading';
import { publicCatalogue } from '@/lib/api/public-catalogue';
import type { Locale } from '@/lib/i18n/config';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';

/** Provider game catalogues: slots and live casino (spec §2). */
export type Catalogue = 'slots' | 'liveCasino';

export const CATALOGUE_PATHS: Record<Catalogue, string> = {
  slots: '/games/slots',
  liveCasino: '/games/live-casino',
};

export function catalogueMetadata(catalogue: Catalogue) {
  return async function generateMetadata({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: 'Catalogue' });
    return pageMetadata({
      locale,
      path: CATALOGUE_PATHS[catalogue],
      title: t(`${catalogue}.title`),
      description: t(`${catalogue}.description`),
    });
  };
}

export const CATALOGUE_KINDS: Record<Catalogue, 'slot' | 'live'> = {
  slots: 'slot',
  liveCasino: 'live',
};

/**
 * A catalogue's games (issue 17): the first page is in the server's HTML, so crawlers see the
 * games; the grid takes over in the browser and asks for the visitor's own first page (their
 * country's blocks, their favourites). The HTML is the same for every visitor of a language and
 * regenerated at most every `CATALOGUE_REVALIDATE_S` (issue 41: `lib/api/public-catalogue.ts`).
 */
export async function CataloguePage({ catalogue }: { catalogue: Catalogue }) {
  const t = await getTranslations('Catalogue');
  const kind = CATALOGUE_KINDS[catalogue];
  const lang = (await getLocale()) as Locale;
  const { initial, providers } = await publicCatalogue(kind, lang);
  return (
    <div className="game-layout">
      <PageHeading title={t(`${catalogue}.title`)} lead={t(`${catalogue}.lead`)} />
      <CatalogueGrid
        kind={kind}
        basePath={CATALOGUE_PATHS[catalogue]}
        initial={initial}
        providers={providers}
      />
    </div>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueGrid } from '@/components/catalogue/catalogue-grid';
import { CATALOGUE_PAGE_SIZE } from '@/lib/constants/casino';
import { PageHeading } from '@/components/ui/page-heading';
import { casinoGames, casinoProviders } from '@/lib/api/casino';
import { serverApi } from '@/lib/api/server';
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

/** A call of the server render, or null when the API fails: the browser then asks itself. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

/**
 * A catalogue's games (issue 17): the first page is rendered on the server, as the API answers
 * it for this visitor (their country's blocks, their favourites), so crawlers see the games; the
 * grid takes over in the browser.
 */
export async function CataloguePage({ catalogue }: { catalogue: Catalogue }) {
  const t = await getTranslations('Catalogue');
  const kind = CATALOGUE_KINDS[catalogue];
  const lang = (await getLocale()) as Locale;
  const api = await serverApi();
  const [initial, providers] = await Promise.all([
    orNull(() =>
      casinoGames(api, { kind, sort: 'popular', lang, limit: String(CATALOGUE_PAGE_SIZE) }),
    ),
    orNull(() => casinoProviders(api, kind)),
  ]);
  return (
    <div className="game-layout">
      <PageHeading title={t(`${catalogue}.title`)} lead={t(`${catalogue}.lead`)} />
      <CatalogueGrid
        kind={kind}
        basePath={CATALOGUE_PATHS[catalogue]}
        initial={initial}
        providers={providers?.providers ?? []}
      />
    </div>
  );
}

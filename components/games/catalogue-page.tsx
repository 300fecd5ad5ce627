import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
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

/** The list of a catalogue's games; empty until providers are connected. */
export async function CataloguePage({ catalogue }: { catalogue: Catalogue }) {
  const t = await getTranslations('Catalogue');
  return (
    <div className="game-layout">
      <PageHeading title={t(`${catalogue}.title`)} lead={t(`${catalogue}.lead`)} />
      <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
    </div>
  );
}

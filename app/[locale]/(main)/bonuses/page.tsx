import { getTranslations } from 'next-intl/server';
import { BonusesView } from '@/components/bonus/bonuses-view';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Bonuses', '/bonuses');

/** /bonuses: offers with their terms, the promo field and the active bonus (issue 19). */
export default async function BonusesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Bonuses');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <BonusesView />
    </>
  );
}

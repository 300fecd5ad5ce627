import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Top', '/top');

export default async function TopPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Top');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
    </>
  );
}

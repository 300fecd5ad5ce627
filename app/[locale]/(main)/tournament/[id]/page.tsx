import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = LocaleParams<{ id: string }>;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'Tournament' });
  return pageMetadata({
    locale,
    path: `/tournament/${encodeURIComponent(id)}`,
    title: t('title', { id }),
    description: t('description'),
  });
}

export default async function TournamentPage({ params }: Params) {
  await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations('Tournament');
  return (
    <>
      <PageHeading title={t('title', { id })} lead={t('lead')} />
      <EmptyState
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <Link className="btn btn-ghost" href="/tournaments">
            {t('all')}
          </Link>
        }
      />
    </>
  );
}

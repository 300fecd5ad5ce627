import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = LocaleParams<{ slug: string }>;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const t = await getTranslations({ locale, namespace: 'Games' });
  return pageMetadata({
    locale,
    path: `/games/cases/${encodeURIComponent(slug)}`,
    title: t('cases.caseTitle', { name: slug }),
    description: t('cases.description'),
  });
}

export default async function CasePage({ params }: Params) {
  await resolveLocale(params);
  const { slug } = await params;
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t('cases.caseTitle', { name: slug })} lead={t('cases.description')} />
      <EmptyState
        title={t('cases.caseEmptyTitle')}
        text={t('cases.caseEmptyText')}
        action={
          <Link className="btn btn-ghost" href="/games/cases">
            {t('cases.all')}
          </Link>
        }
      />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Betting', '/betting');

const SPORTS = ['football', 'hockey', 'basketball', 'tennis', 'esports', 'mma'] as const;

export default async function BettingPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Betting');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      <nav className="chips" aria-label={t('sportsLabel')}>
        {SPORTS.map((sport) => (
          <span key={sport} className="chip">
            {t(`sports.${sport}`)}
          </span>
        ))}
      </nav>
      <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
    </>
  );
}

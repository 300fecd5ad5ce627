import { getTranslations } from 'next-intl/server';
import { gameMetadata } from '@/components/games/game-page';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = gameMetadata('cases');

export default async function CasesPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t('cases.title')} lead={t('cases.description')} />
      <EmptyState title={t('cases.emptyTitle')} text={t('cases.emptyText')} />
      <section aria-labelledby="cases-rules" className="panel">
        <h2 id="cases-rules">{t('rulesHeading')}</h2>
        <p>{t('cases.rules')}</p>
      </section>
    </div>
  );
}

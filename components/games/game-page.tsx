import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import type { GameSlug } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** `generateMetadata` of an in-house game page (also used by the cases and rooms lists). */
export function gameMetadata(game: GameSlug | 'cases' | 'rooms') {
  return async function generateMetadata({ params }: LocaleParams) {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace: 'Games' });
    return pageMetadata({
      locale,
      path: `/games/${game}`,
      title: t(`${game}.title`),
      description: t(`${game}.description`),
    });
  };
}

/** The frame of an in-house game: its name, what it is, the table area and the rules. */
export async function GamePage({ game }: { game: GameSlug }) {
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t(`${game}.title`)} lead={t(`${game}.description`)} />
      <EmptyState title={t('table.emptyTitle')} text={t('table.emptyText')} />
      <section aria-labelledby={`${game}-rules`} className="panel">
        <h2 id={`${game}-rules`}>{t('rulesHeading')}</h2>
        <p>{t(`${game}.rules`)}</p>
      </section>
    </div>
  );
}

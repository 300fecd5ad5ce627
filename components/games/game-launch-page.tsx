import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { OpenModalButton } from '@/components/ui/open-modal-button';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { CATALOGUE_PATHS, type Catalogue } from './catalogue-page';

export type LaunchMode = 'demo' | 'play';
export type LaunchParams = LocaleParams<{ slots: string }>;

/** Until the catalogue names games, the address slug is shown as the game's name. */
function gameName(slug: string): string {
  let name = slug;
  try {
    name = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as it was typed.
  }
  return name.replace(/[-_]+/g, ' ').trim();
}

export function launchMetadata(catalogue: Catalogue, mode: LaunchMode) {
  return async function generateMetadata({ params }: LaunchParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const { slots } = await params;
    const t = await getTranslations({ locale, namespace: 'Catalogue' });
    return pageMetadata({
      locale,
      path: `${CATALOGUE_PATHS[catalogue]}/${encodeURIComponent(slots)}/${mode}`,
      title: t(`launch.${mode}Title`, { name: gameName(slots) }),
      description: t(`${catalogue}.description`),
      // Demo and real-money launches are not pages of their own for search engines.
      noIndex: true,
    });
  };
}

/** A provider game opened in demo or real-money mode (spec §2). */
export async function GameLaunchPage({
  catalogue,
  mode,
  slug,
}: {
  catalogue: Catalogue;
  mode: LaunchMode;
  slug: string;
}) {
  const t = await getTranslations('Catalogue');
  const other: LaunchMode = mode === 'demo' ? 'play' : 'demo';
  return (
    <div className="game-layout">
      <PageHeading
        title={t(`launch.${mode}Title`, { name: gameName(slug) })}
        lead={t(`launch.${mode}Lead`)}
      />
      <div className="game-frame">
        <EmptyState
          title={t('launch.emptyTitle')}
          text={t('launch.emptyText')}
          action={
            <div className="actions">
              <Link
                className="btn btn-ghost"
                href={`${CATALOGUE_PATHS[catalogue]}/${encodeURIComponent(slug)}/${other}`}
              >
                {t(`launch.switchTo.${other}`)}
              </Link>
              {mode === 'play' ? (
                <OpenModalButton modal="Login">{t('launch.login')}</OpenModalButton>
              ) : null}
            </div>
          }
        />
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache, Suspense } from 'react';
import { GameFrame } from '@/components/casino/game-frame';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { casinoGame } from '@/lib/api/casino';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/config';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { CATALOGUE_PATHS, type Catalogue } from './catalogue-page';

export type LaunchMode = 'demo' | 'play';
export type LaunchParams = LocaleParams<{ slots: string }>;

/**
 * The catalogue's game of the address, or null (unknown, switched off, or the API unreachable);
 * one call per request for the metadata and the page.
 */
const loadGame = cache(async (slug: string) => {
  try {
    return await casinoGame(await serverApi(), slug);
  } catch {
    return null;
  }
});

/** The game's name in the page's language; a game the catalogue does not know, by its slug. */
async function gameName(slug: string): Promise<string> {
  const game = await loadGame(slug);
  if (game) return game.name[(await getLocale()) as Locale] ?? game.name.en;
  return slugName(slug);
}

/** The address slug as a name. */
function slugName(slug: string): string {
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
      title: t(`launch.${mode}Title`, { name: await gameName(slots) }),
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
  const game = await loadGame(slug);
  const heading = (
    <PageHeading
      title={t(`launch.${mode}Title`, { name: await gameName(slug) })}
      lead={t(`launch.${mode}Lead`)}
    />
  );
  // Unknown to the catalogue (or switched off), or blocked here: nothing to launch, and why.
  const frame = await getTranslations('Catalogue.frame');
  const why = !game
    ? { title: frame('problem.gone.title'), text: frame('problem.gone.text') }
    : !game.available_here
      ? { title: t('launch.blockedTitle'), text: t('launch.blockedText') }
      : null;
  if (why) {
    return (
      <div className="game-layout">
        {heading}
        <div className="game-frame">
          <EmptyState
            title={why.title}
            text={why.text}
            action={
              <Link className="btn btn-ghost" href={CATALOGUE_PATHS[catalogue]}>
                {t('launch.lobby')}
              </Link>
            }
          />
        </div>
      </div>
    );
  }
  return (
    <div className="game-layout">
      {heading}
      <Suspense>
        <GameFrame
          slug={slug}
          mode={mode === 'play' ? 'real' : 'demo'}
          lobbyPath={CATALOGUE_PATHS[catalogue]}
          name={await gameName(slug)}
        />
      </Suspense>
      <p className="muted">
        <Link href={`${CATALOGUE_PATHS[catalogue]}/${encodeURIComponent(slug)}/${other}`}>
          {t(`launch.switchTo.${other}`)}
        </Link>
      </p>
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { CasinoGamesParams } from '@/lib/api/casino';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useCasinoGames } from '@/lib/hooks/data/use-casino-games';
import type { Locale } from '@/lib/i18n/config';
import type { CasinoGamesAnswer, CasinoProvidersAnswer } from '@/lib/schemas/casino';
import { useToken } from '@/lib/session/token';
import { CATALOGUE_PAGE_SIZE } from '@/lib/constants/casino';
import { CATEGORY_TAGS, CatalogueFilters, type CatalogueFilterState } from './catalogue-filters';
import styles from './catalogue.module.css';
import { GameTile, TileSkeleton } from './game-tile';
import { RecentRow } from './recent-row';
import { useFavourites } from './use-favourites';

/** Tiles whose artwork loads at once: a laptop's first row, a phone's first screen or two. */
export const FIRST_ROW_TILES = 4;

export const DEFAULT_FILTERS: CatalogueFilterState = {
  provider: '',
  category: '',
  q: '',
  sort: 'popular',
};

/** The query the API gets for the grid's filters. */
export function catalogueParams(
  kind: 'slot' | 'live',
  filters: CatalogueFilterState,
  lang: Locale,
): CasinoGamesParams {
  const favourites = filters.category === 'favourites';
  return {
    kind,
    provider: filters.provider || undefined,
    category: favourites ? undefined : filters.category || undefined,
    favourite: favourites ? '1' : undefined,
    q: filters.q || undefined,
    sort: filters.sort,
    lang,
    limit: String(CATALOGUE_PAGE_SIZE),
  };
}

/**
 * The slots or live-casino grid (issue 17). The server's first page shows at once (crawlers see
 * the games); filters, search and sort ask the API again; scrolling near the end loads the next
 * page (a button does the same without scrolling, for keyboards and old browsers).
 */
export function CatalogueGrid({
  kind,
  basePath,
  initial,
  providers,
}: {
  kind: 'slot' | 'live';
  basePath: string;
  initial: CasinoGamesAnswer | null;
  providers: CasinoProvidersAnswer['providers'];
}) {
  const t = useTranslations('Catalogue');
  const locale = useLocale() as Locale;
  const token = useToken();
  const { open } = useModal();
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const isDefault = filters === DEFAULT_FILTERS;
  const params = useMemo(() => catalogueParams(kind, filters, locale), [kind, filters, locale]);
  const { games, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCasinoGames(
    params,
    isDefault ? initial : null,
  );
  const favouritesOnly = filters.category === 'favourites';
  const { isFavourite, toggle } = useFavourites(() => {
    if (favouritesOnly) void reload();
  });

  // A guest's Favourites chip opens the login instead of an empty list.
  const change = useCallback(
    (next: CatalogueFilterState) => {
      if (next.category === 'favourites' && !token) {
        open('Login');
        return;
      }
      setFilters(next);
    },
    [token, open],
  );

  const categories = useMemo(() => {
    const present = new Set(initial?.games.flatMap((game) => game.tags) ?? []);
    return CATEGORY_TAGS.filter((tag) => present.has(tag));
  }, [initial]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isLoadingMore) void loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);

  const visible = favouritesOnly ? games.filter((game) => isFavourite(game)) : games;
  let content;
  if (error && games.length === 0) {
    content = (
      <div className="empty-state" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void reload()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!isLoading && visible.length === 0) {
    const noFilters = isDefault && providers.length === 0;
    content = (
      <EmptyState
        title={noFilters ? t('emptyTitle') : t('noResultsTitle')}
        text={
          noFilters ? t('emptyText') : favouritesOnly ? t('noFavouritesText') : t('noResultsText')
        }
      />
    );
  } else {
    content = (
      <ul className={styles.grid} aria-busy={isLoading || isLoadingMore}>
        {visible.map((game, index) => (
          <GameTile
            key={game.slug}
            game={game}
            basePath={basePath}
            favourite={isFavourite(game)}
            onFavourite={(chosen) => void toggle(chosen)}
            priority={index < FIRST_ROW_TILES}
          />
        ))}
        {isLoading || isLoadingMore
          ? Array.from({ length: isLoading ? 8 : 4 }, (_, index) => <TileSkeleton key={index} />)
          : null}
      </ul>
    );
  }

  return (
    <div className={styles.catalogue}>
      <RecentRow basePath={basePath} kind={kind} />
      <CatalogueFilters
        value={filters}
        onChange={change}
        providers={providers}
        categories={categories}
      />
      <p className="visually-hidden" role="status">
        {isLoading || isLoadingMore ? t('loading') : ''}
      </p>
      {content}
      {hasMore && !error ? (
        <div ref={sentinel} className={styles.more}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={isLoadingMore}
            onClick={() => void loadMore()}
          >
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

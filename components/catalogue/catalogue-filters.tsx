'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { CASINO_SORTS, type CasinoSort } from '@/lib/constants/casino';
import type { CasinoProvidersAnswer } from '@/lib/schemas/casino';
import styles from './catalogue.module.css';

/** The categories the grid offers, in this order, when the catalogue has games with the tag. */
export const CATEGORY_TAGS = [
  'popular',
  'new',
  'free-spins',
  'bonus-buy',
  'megaways',
  'jackpot',
  'live',
  'roulette',
  'blackjack',
  'baccarat',
] as const;
export type CategoryTag = (typeof CATEGORY_TAGS)[number];

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export type CatalogueFilterState = {
  provider: string;
  /** A tag, `favourites`, or '' for every game. */
  category: CategoryTag | 'favourites' | '';
  q: string;
  sort: CasinoSort;
};

/** Provider select, search box (debounced), sort and the category chips of the grid. */
export function CatalogueFilters({
  value,
  onChange,
  providers,
  categories,
}: {
  value: CatalogueFilterState;
  onChange: (next: CatalogueFilterState) => void;
  providers: CasinoProvidersAnswer['providers'];
  categories: readonly CategoryTag[];
}) {
  const t = useTranslations('Catalogue');
  const id = useId();
  const [text, setText] = useState(value.q);

  useEffect(() => {
    const query = text.trim();
    if (query === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q: query }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  const chip = (category: CatalogueFilterState['category'], label: string) => (
    <button
      key={category || 'all'}
      type="button"
      className="chip"
      aria-pressed={value.category === category}
      onClick={() => onChange({ ...value, category })}
    >
      {label}
    </button>
  );

  return (
    <search className={styles.filters} aria-label={t('filters.label')}>
      <div className={styles.controls}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-provider`}>{t('filters.provider')}</label>
          <select
            id={`${id}-provider`}
            value={value.provider}
            onChange={(event) => onChange({ ...value, provider: event.target.value })}
          >
            <option value="">{t('filters.allProviders')}</option>
            {providers.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.name} ({provider.games})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            value={value.sort}
            onChange={(event) => onChange({ ...value, sort: event.target.value as CasinoSort })}
          >
            {CASINO_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="chips" role="group" aria-label={t('filters.categories')}>
        {chip('', t('filters.all'))}
        {categories.map((tag) => chip(tag, t(`tags.${tag}`)))}
        {chip('favourites', t('filters.favourites'))}
      </div>
    </search>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { CasinoGameFilters } from '@/lib/api/office-casino';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import { formReader } from '@/lib/forms/form-reader';
import { OFFICE_GAME_VISIBILITIES, type OfficeGameVisibility } from '@/lib/constants/casino-office';
import type { OfficeCasinoProvider } from '@/lib/schemas/casino-office';
import { SelectField } from '../select-field';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

const KINDS = ['slot', 'live', 'table'] as const;
type Kind = (typeof KINDS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's filters as the address names them (`?q=&provider=&aggregator=&kind=&visible=`). */
export function filtersFromSearch(search: string): CasinoGameFilters {
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim();
  const provider = params.get('provider');
  const aggregator = oneOf(CASINO_AGGREGATORS, params.get('aggregator'));
  const kind = oneOf(KINDS, params.get('kind'));
  const visible = oneOf(OFFICE_GAME_VISIBILITIES, params.get('visible'));
  return {
    ...(q && { q }),
    ...(provider && /^[a-z0-9][a-z0-9-]{0,99}$/.test(provider) && { provider }),
    ...(aggregator && { aggregator }),
    ...(kind && { kind }),
    ...(visible && { visible }),
  };
}

/** The address's query for the filters; empty ones are left out. */
export function searchOfFilters(filters: CasinoGameFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Find games: by name or slug, studio, aggregator, type and what players see. */
export function GameFiltersForm({
  filters,
  providers,
  fieldError,
  onApply,
}: {
  filters: CasinoGameFilters;
  providers: readonly OfficeCasinoProvider[] | undefined;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: CasinoGameFilters) => void;
}) {
  const t = useTranslations('office.casino.games');
  const names = useCasinoNames();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const q = read('q').trim();
    const provider = read('provider');
    const aggregator = read('aggregator') as CasinoAggregator | '';
    const kind = read('kind') as Kind | '';
    const visible = read('visible') as OfficeGameVisibility | '';
    onApply({
      ...(q && { q }),
      ...(provider && { provider }),
      ...(aggregator && { aggregator }),
      ...(kind && { kind }),
      ...(visible && { visible }),
    });
  }

  // The studio asked for stays a choice while the studios load (or if it has no games yet).
  const studioOptions = [
    { value: '', label: t('filters.anyProvider') },
    ...(providers ?? []).map((provider) => ({ value: provider.slug, label: provider.name })),
    ...(filters.provider && !providers?.some((provider) => provider.slug === filters.provider)
      ? [{ value: filters.provider, label: filters.provider }]
      : []),
  ];

  // Keyed by the filters, so "clear" resets the controls to what applies.
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('filters.label')}
      role="search"
      noValidate
    >
      <Field
        label={t('filters.q')}
        name="q"
        type="search"
        autoComplete="off"
        defaultValue={filters.q}
        maxLength={100}
        error={fieldError('q')}
      />
      <SelectField
        label={t('filters.provider')}
        name="provider"
        defaultValue={filters.provider ?? ''}
        options={studioOptions}
        error={fieldError('provider')}
      />
      <SelectField
        label={t('filters.aggregator')}
        name="aggregator"
        defaultValue={filters.aggregator ?? ''}
        options={[
          { value: '', label: t('filters.anyAggregator') },
          ...CASINO_AGGREGATORS.map((value) => ({ value, label: names.aggregator(value) })),
        ]}
        error={fieldError('aggregator')}
      />
      <SelectField
        label={t('filters.kind')}
        name="kind"
        defaultValue={filters.kind ?? ''}
        options={[
          { value: '', label: t('filters.anyKind') },
          ...KINDS.map((value) => ({ value, label: names.kind(value) })),
        ]}
        error={fieldError('kind')}
      />
      <SelectField
        label={t('filters.visible')}
        name="visible"
        defaultValue={filters.visible ?? ''}
        options={[
          { value: '', label: t('filters.anyVisible') },
          ...OFFICE_GAME_VISIBILITIES.map((value) => ({
            value,
            label: t(`filters.visibility.${value}`),
          })),
        ]}
        error={fieldError('visible')}
      />
      <div className={`${styles.row} ${casinoStyles.formActions}`}>
        <button type="submit" className="btn btn-primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onApply({})}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

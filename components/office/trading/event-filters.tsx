'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { TradingEventFilters } from '@/lib/api/office-trading';
import { formReader } from '@/lib/forms/form-reader';
import { useLineSports } from '@/lib/hooks/data/use-line-sports';
import { nameIn } from '@/lib/sports/local-name';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

const STATUSES = ['live', 'upcoming'] as const;

/** The list as the address names it (`?status=&sport=&q=`), so it can be shared or returned to. */
export function filtersFromSearch(search: string): TradingEventFilters {
  const params = new URLSearchParams(search);
  const sport = params.get('sport')?.trim();
  const q = params.get('q')?.trim();
  return {
    status: params.get('status') === 'upcoming' ? 'upcoming' : 'live',
    ...(sport && { sport }),
    ...(q && { q }),
  };
}

/** The address's query for the list; the default status and empty parts are left out. */
export function searchOfFilters(filters: TradingEventFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'live') params.set('status', filters.status);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Live or upcoming, then a sport and a team, tournament or event id to look for. */
export function EventFilters({
  filters,
  fieldError,
  onApply,
}: {
  filters: TradingEventFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: TradingEventFilters) => void;
}) {
  const t = useTranslations('office.trading.events');
  const locale = useLocale();
  const { sports } = useLineSports();
  const sportError = fieldError('sport');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const sport = read('sport');
    const q = read('q').trim();
    onApply({ status: filters.status, ...(sport && { sport }), ...(q && { q }) });
  }

  return (
    <>
      <div className={`segmented ${styles.status}`} role="group" aria-label={t('statusLabel')}>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={filters.status === status ? 'active' : undefined}
            aria-pressed={filters.status === status}
            onClick={() => onApply({ ...filters, status })}
          >
            {t(`status.${status}`)}
          </button>
        ))}
      </div>
      {/* Keyed by the filters, so "clear" resets the controls to what applies, and by the
          sports, so the chosen one stays chosen once their names arrive. */}
      <form
        key={`${JSON.stringify(filters)}:${sports ? sports.length : 'loading'}`}
        className={officeStyles.filters}
        onSubmit={submit}
        role="search"
        aria-label={t('searchLabel')}
        noValidate
      >
        <div className={styles.query}>
          <Field
            label={t('q')}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            defaultValue={filters.q}
            hint={t('qHint')}
            error={fieldError('q')}
          />
        </div>
        <div className="field">
          <label htmlFor="trading-sport">{t('sport')}</label>
          <select
            id="trading-sport"
            name="sport"
            defaultValue={filters.sport ?? ''}
            aria-invalid={sportError ? true : undefined}
            aria-describedby={sportError ? 'trading-sport-error' : undefined}
          >
            <option value="">{t('anySport')}</option>
            {filters.sport && !sports?.some((sport) => sport.slug === filters.sport) ? (
              <option value={filters.sport}>{filters.sport}</option>
            ) : null}
            {sports?.map((sport) => (
              <option key={sport.id} value={sport.slug}>
                {nameIn(sport.name, locale)}
              </option>
            ))}
          </select>
          {sportError ? (
            <p id="trading-sport-error" className="field-error">
              {sportError}
            </p>
          ) : null}
        </div>
        <div className={`${officeStyles.row} ${styles.actions}`}>
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => onApply({ status: filters.status })}
          >
            {t('clear')}
          </button>
        </div>
      </form>
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { PromoCodeFilters } from '@/lib/api/office-marketing';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

/** What a code's first letters can be: a code's own characters, up to a code's length. */
const PREFIX = /^[A-Za-z0-9_-]{0,64}$/;

/** The search as the address names it (`?q=`), in capitals as codes are saved; else none. */
export function filtersFromSearch(search: string): PromoCodeFilters {
  const q = new URLSearchParams(search).get('q')?.trim().toUpperCase();
  return q && PREFIX.test(q) ? { q } : {};
}

/** The address's query for the search; none without a prefix. */
export function searchOfFilters(filters: PromoCodeFilters): string {
  return filters.q ? `?${new URLSearchParams({ q: filters.q })}` : '';
}

/**
 * Find promo codes by their first letters (the list reads them along the codes' index, so a
 * prefix finds a code among millions at once). A prefix no code could start with is refused
 * here, on its field; the API's refusal (`fieldError`) shows there too.
 */
export function PromoCodeSearch({
  filters,
  fieldError,
  onApply,
}: {
  filters: PromoCodeFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: PromoCodeFilters) => void;
}) {
  const t = useTranslations('office.marketing.promo.search');
  // The field is held here rather than the form keyed by the search, so a search keeps the
  // focus where it was (a new form would drop it).
  const [value, setValue] = useState(filters.q ?? '');
  const [refused, setRefused] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    if (!PREFIX.test(q)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onApply(q ? { q: q.toUpperCase() } : {});
  }

  return (
    <form
      className={officeStyles.filters}
      onSubmit={submit}
      role="search"
      aria-label={t('label')}
      noValidate
    >
      <Field
        label={t('q')}
        name="q"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={refused ? t('invalid') : fieldError('q')}
      />
      <div className={`${officeStyles.row} ${styles.searchActions}`}>
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setValue('');
            setRefused(false);
            onApply({});
          }}
        >
          {t('clear')}
        </button>
      </div>
    </form>
  );
}

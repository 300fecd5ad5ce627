'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import type { GgrReportFilters } from '@/lib/api/office-reports';
import { Field } from '@/components/ui/field';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { formReader } from '@/lib/forms/form-reader';
import styles from '../office.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's window as the address names it (`?from=&to=&currency=`); absent is the default. */
export function filtersFromSearch(search: string): GgrReportFilters {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  const currency = params.get('currency') as Currency | null;
  return {
    ...(from && DAY.test(from) && { from }),
    ...(to && DAY.test(to) && { to }),
    ...(currency && CURRENCIES.includes(currency) && { currency }),
  };
}

export function searchOfFilters(filters: GgrReportFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The window (UTC days, both included) and one currency or all; the server checks the rest. */
export function ReportFiltersForm({
  filters,
  fieldError,
  onApply,
}: {
  filters: GgrReportFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: GgrReportFilters) => void;
}) {
  const t = useTranslations('office.reports.filters');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const currency = read('currency') as Currency | '';
    onApply({
      ...(read('from') && { from: read('from') }),
      ...(read('to') && { to: read('to') }),
      ...(currency && { currency }),
    });
  }

  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('label')}
      noValidate
    >
      {(['from', 'to'] as const).map((name) => (
        <Field
          key={name}
          label={t(name)}
          name={name}
          type="date"
          defaultValue={filters[name] ?? ''}
          error={fieldError(name)}
        />
      ))}
      <div className="field">
        <label htmlFor="report-currency">{t('currency')}</label>
        <select id="report-currency" name="currency" defaultValue={filters.currency ?? ''}>
          <option value="">{t('anyCurrency')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('apply')}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { DepositFilters } from '@/lib/api/office-deposits';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import {
  DEPOSIT_METHOD_CODES,
  INVOICE_STATUSES,
  type DepositMethodCode,
  type InvoiceStatusName,
} from '@/lib/constants/payments';
import { formReader } from '@/lib/forms/form-reader';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';

/**
 * The list's filters as the address names them (`?status=&method=&currency=&user_id=&from=&to=`):
 * `from` and `to` are days of the browser's calendar, both included.
 */
export type DepositSearch = {
  status?: InvoiceStatusName;
  method?: DepositMethodCode;
  currency?: Currency;
  user_id?: number;
  from?: string;
  to?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAYER = /^[1-9]\d{0,9}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function searchFromAddress(search: string): DepositSearch {
  const params = new URLSearchParams(search);
  const status = oneOf(INVOICE_STATUSES, params.get('status'));
  const method = oneOf(DEPOSIT_METHOD_CODES, params.get('method'));
  const currency = oneOf(CURRENCIES, params.get('currency'));
  const player = params.get('user_id') ?? '';
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...(status && { status }),
    ...(method && { method }),
    ...(currency && { currency }),
    ...(PLAYER.test(player) && { user_id: Number(player) }),
    ...(from && DAY.test(from) && { from }),
    ...(to && DAY.test(to) && { to }),
  };
}

/** The address's query for the filters. */
export function addressOfSearch(search: DepositSearch): string {
  const params = new URLSearchParams(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The start of a day of the browser's calendar, `days` later, as an instant. */
function localMidnight(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + days).toISOString();
}

/** What the API is asked: the days as the instants they start and end at, here. */
export function apiFilters({ from, to, ...rest }: DepositSearch): DepositFilters {
  return {
    ...rest,
    ...(from && { from: localMidnight(from) }),
    ...(to && { to: localMidnight(to, 1) }),
  };
}

/** Status, method, currency, one player and the days opened; the server checks the rest. */
export function DepositFiltersForm({
  search,
  fieldError,
  onApply,
}: {
  search: DepositSearch;
  fieldError: (field: string) => string | undefined;
  onApply: (search: DepositSearch) => void;
}) {
  const t = useTranslations('office.deposits');
  const [invalid, setInvalid] = useState<'user_id' | 'to' | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const player = read('user_id').trim().replace(/^#/, '');
    const from = read('from');
    const to = read('to');
    const wrong =
      player && !PLAYER.test(player) ? 'user_id' : from && to && to < from ? 'to' : null;
    setInvalid(wrong);
    if (wrong) {
      form.querySelector<HTMLInputElement>(`[name="${wrong}"]`)?.focus();
      return;
    }
    const status = oneOf(INVOICE_STATUSES, read('status'));
    const method = oneOf(DEPOSIT_METHOD_CODES, read('method'));
    const currency = oneOf(CURRENCIES, read('currency'));
    onApply({
      ...(status && { status }),
      ...(method && { method }),
      ...(currency && { currency }),
      ...(player && { user_id: Number(player) }),
      ...(from && { from }),
      ...(to && { to }),
    });
  }

  const select = (
    name: 'status' | 'method' | 'currency',
    label: string,
    any: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const error = fieldError(name);
    return (
      <div className="field">
        <label htmlFor={`deposits-${name}`}>{label}</label>
        <select
          id={`deposits-${name}`}
          name={name}
          defaultValue={search[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `deposits-${name}-error` : undefined}
        >
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`deposits-${name}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // Keyed by the filters, so "clear" resets the controls to what applies.
  return (
    <form
      key={JSON.stringify(search)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('filters.label')}
      noValidate
    >
      {select(
        'status',
        t('filters.status'),
        t('filters.anyStatus'),
        INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      )}
      {select(
        'method',
        t('filters.method'),
        t('filters.anyMethod'),
        DEPOSIT_METHOD_CODES.map((code) => ({ value: code, label: t(`methods.${code}`) })),
      )}
      {select(
        'currency',
        t('filters.currency'),
        t('filters.anyCurrency'),
        CURRENCIES.map((currency) => ({ value: currency, label: currency })),
      )}
      <Field
        label={t('filters.player')}
        name="user_id"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={search.user_id}
        error={invalid === 'user_id' ? t('filters.badPlayer') : fieldError('user_id')}
      />
      <Field
        label={t('filters.from')}
        name="from"
        type="date"
        defaultValue={search.from ?? ''}
        error={fieldError('from')}
      />
      <Field
        label={t('filters.to')}
        name="to"
        type="date"
        defaultValue={search.to ?? ''}
        error={invalid === 'to' ? t('filters.badDays') : fieldError('to')}
      />
      <div className={`${styles.row} ${riskStyles.actions}`}>
        <button type="submit" className="btn btn-primary">
          {t('filters.apply')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setInvalid(null);
            onApply({});
          }}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

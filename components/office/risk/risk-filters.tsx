'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { RiskQueueFilters } from '@/lib/api/office-risk';
import {
  RISK_FLAG_KINDS,
  RISK_FLAG_STATUSES,
  type RiskFlagKind,
  type RiskFlagStatus,
} from '@/lib/constants/kyc';
import { formReader } from '@/lib/forms/form-reader';
import styles from '../office.module.css';
import riskStyles from './risk.module.css';

/** The queue's filters as the address names them (`?status=&kind=&user_id=`). */
export function filtersFromSearch(search: string): RiskQueueFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status') as RiskFlagStatus | null;
  const kind = params.get('kind') as RiskFlagKind | null;
  const userId = Number(params.get('user_id'));
  return {
    status: status && RISK_FLAG_STATUSES.includes(status) ? status : 'open',
    ...(kind && RISK_FLAG_KINDS.includes(kind) && { kind }),
    ...(Number.isInteger(userId) && userId > 0 && { user_id: userId }),
  };
}

/** The address's query for the filters; the default status is left out. */
export function searchOfFilters(filters: RiskQueueFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.user_id) params.set('user_id', String(filters.user_id));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The risk queue's filters: the status, the kind of flag and one player. */
export function RiskFiltersForm({
  filters,
  fieldError,
  onApply,
}: {
  filters: RiskQueueFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: RiskQueueFilters) => void;
}) {
  const t = useTranslations('office.risk');
  const [badPlayer, setBadPlayer] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const player = read('user_id').trim().replace(/^#/, '');
    if (player && !/^[1-9]\d{0,9}$/.test(player)) {
      setBadPlayer(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="user_id"]')?.focus();
      return;
    }
    setBadPlayer(false);
    const kind = read('kind') as RiskFlagKind | '';
    onApply({
      status: read('status') as RiskFlagStatus,
      ...(kind && { kind }),
      ...(player && { user_id: Number(player) }),
    });
  }

  const statusError = fieldError('status');
  const kindError = fieldError('kind');
  // Keyed by the filters, so "clear" resets the controls to what applies.
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('filters.label')}
      noValidate
    >
      <div className="field">
        <label htmlFor="risk-status">{t('filters.status')}</label>
        <select
          id="risk-status"
          name="status"
          defaultValue={filters.status}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? 'risk-status-error' : undefined}
        >
          {RISK_FLAG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
        {statusError ? (
          <p id="risk-status-error" className="field-error">
            {statusError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="risk-kind">{t('filters.kind')}</label>
        <select
          id="risk-kind"
          name="kind"
          defaultValue={filters.kind ?? ''}
          aria-invalid={kindError ? true : undefined}
          aria-describedby={kindError ? 'risk-kind-error' : undefined}
        >
          <option value="">{t('filters.anyKind')}</option>
          {RISK_FLAG_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
        {kindError ? (
          <p id="risk-kind-error" className="field-error">
            {kindError}
          </p>
        ) : null}
      </div>
      <Field
        label={t('filters.player')}
        name="user_id"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={filters.user_id}
        error={badPlayer ? t('filters.badPlayer') : fieldError('user_id')}
      />
      <div className={`${styles.row} ${riskStyles.actions}`}>
        <button type="submit" className="btn btn-primary">
          {t('filters.apply')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setBadPlayer(false);
            onApply({ status: 'open' });
          }}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

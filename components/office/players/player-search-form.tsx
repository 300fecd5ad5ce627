'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { PlayerSearchFilters } from '@/lib/api/office-players';
import { ACCOUNT_STATES, type AccountState } from '@/lib/constants/account-states';
import { KYC_LEVELS } from '@/lib/constants/kyc';
import { formReader } from '@/lib/forms/form-reader';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';
import playerStyles from './players.module.css';

/** The search as the address names it (`?q=&state=&kyc_level=`), so a result can be shared or returned to. */
export function filtersFromSearch(search: string): PlayerSearchFilters {
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim();
  const state = params.get('state') as AccountState | null;
  const level = params.get('kyc_level');
  return {
    ...(q && { q }),
    ...(state && ACCOUNT_STATES.includes(state) && { state }),
    ...(level && /^[0-3]$/.test(level) && { kyc_level: Number(level) }),
  };
}

/** The address's query for the search; empty parts are left out. */
export function searchOfFilters(filters: PlayerSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.state) params.set('state', filters.state);
  if (filters.kyc_level !== undefined) params.set('kyc_level', String(filters.kyc_level));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * One box for any key staff are given (number, e-mail, phone, name, device, card or wallet),
 * and the account's state and verified level.
 */
export function PlayerSearchForm({
  filters,
  fieldError,
  onApply,
}: {
  filters: PlayerSearchFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: PlayerSearchFilters) => void;
}) {
  const t = useTranslations('office.players');
  const tr = useTranslations('office.risk');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const q = read('q').trim();
    const state = read('state') as AccountState | '';
    const level = read('kyc_level');
    onApply({
      ...(q && { q }),
      ...(state && { state }),
      ...(level !== '' && { kyc_level: Number(level) }),
    });
  }

  const stateError = fieldError('state');
  const levelError = fieldError('kyc_level');
  // Keyed by the filters, so "clear" resets the controls to what applies.
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      onSubmit={submit}
      role="search"
      aria-label={t('search.label')}
      noValidate
    >
      <div className={playerStyles.query}>
        <Field
          label={t('search.q')}
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          defaultValue={filters.q}
          hint={t('search.qHint')}
          error={fieldError('q')}
        />
      </div>
      <div className="field">
        <label htmlFor="players-state">{t('search.state')}</label>
        <select
          id="players-state"
          name="state"
          defaultValue={filters.state ?? ''}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? 'players-state-error' : undefined}
        >
          <option value="">{t('search.anyState')}</option>
          {ACCOUNT_STATES.map((state) => (
            <option key={state} value={state}>
              {tr(`states.${state}`)}
            </option>
          ))}
        </select>
        {stateError ? (
          <p id="players-state-error" className="field-error">
            {stateError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="players-level">{t('search.level')}</label>
        <select
          id="players-level"
          name="kyc_level"
          defaultValue={filters.kyc_level ?? ''}
          aria-invalid={levelError ? true : undefined}
          aria-describedby={levelError ? 'players-level-error' : undefined}
        >
          <option value="">{t('search.anyLevel')}</option>
          {KYC_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t('level', { level })}
            </option>
          ))}
        </select>
        {levelError ? (
          <p id="players-level-error" className="field-error">
            {levelError}
          </p>
        ) : null}
      </div>
      <div className={`${styles.row} ${riskStyles.actions}`}>
        <button type="submit" className="btn btn-primary">
          {t('search.apply')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onApply({})}>
          {t('search.clear')}
        </button>
      </div>
    </form>
  );
}

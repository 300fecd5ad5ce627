'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import type { AuditFilters } from '@/lib/api/office';
import { formReader } from '@/lib/forms/form-reader';
import styles from '../office.module.css';

const ACTOR_TYPES = ['staff', 'service', 'system'] as const;

/** The audit's filters: who (kind and id), what (an action), on what (a target's type and id). */
export function AuditFiltersForm({
  filters,
  fieldError,
  onApply,
}: {
  filters: AuditFilters;
  fieldError: (field: string) => string | undefined;
  onApply: (filters: AuditFilters) => void;
}) {
  const t = useTranslations('office.audit.filters');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const value = (name: keyof AuditFilters) => read(name).trim() || undefined;
    onApply({
      action: value('action'),
      actor_type: value('actor_type'),
      actor_id: value('actor_id'),
      target_type: value('target_type'),
      target_id: value('target_id'),
    });
  }

  // Keyed by the filters, so "clear" resets the inputs to what applies.
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('label')}
    >
      <Field
        label={t('action')}
        name="action"
        defaultValue={filters.action}
        placeholder="staff.sign_in"
        error={fieldError('action')}
      />
      <div className="field">
        <label htmlFor="audit-actor-type">{t('actorType')}</label>
        <select id="audit-actor-type" name="actor_type" defaultValue={filters.actor_type ?? ''}>
          <option value="">{t('anyActor')}</option>
          {ACTOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`actorTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('actorId')}
        name="actor_id"
        inputMode="numeric"
        defaultValue={filters.actor_id}
        error={fieldError('actor_id')}
      />
      <Field
        label={t('targetType')}
        name="target_type"
        defaultValue={filters.target_type}
        placeholder="payouts"
        error={fieldError('target_type')}
      />
      <Field
        label={t('targetId')}
        name="target_id"
        defaultValue={filters.target_id}
        error={fieldError('target_id')}
      />
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary">
          {t('apply')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onApply({})}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import {
  createFeatureSegment,
  deleteFeatureSegment,
  type FeatureSegmentBody,
} from '@/lib/api/office-features';
import { CURRENCIES } from '@/lib/constants/currencies';
import { FEATURES, type Feature } from '@/lib/constants/features';
import { REGIONS } from '@/lib/constants/geo';
import { VIP_LEVELS } from '@/lib/constants/vip';
import { formReader } from '@/lib/forms/form-reader';
import { useFeatureSegments } from '@/lib/hooks/data/use-office-features';
import type { FeatureSegmentView } from '@/lib/schemas/office-features';
import { CheckField } from '../check-field';
import { ConfirmDialog } from '../confirm-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SelectField } from '../select-field';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';

const FIELDS = ['name', 'features', 'currency', 'region', 'vip_level_min', 'vip_level_max'];

/** A level typed in the form: empty for no bound, else the number (the API judges its range). */
const level = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The segment rules (newest first), each deleted after a confirmation, and the form that adds
 * one: a name, the flags, and the conditions a player must all meet (none: every player).
 */
export function SegmentRules() {
  const t = useTranslations('office.features');
  const format = useOfficeFormat();
  const { segments, error, mutate } = useFeatureSegments();
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FeatureSegmentView | null>(null);
  const { field, message } = useOfficeError(failure, FIELDS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const features = FEATURES.filter(
      (feature) =>
        (form.elements.namedItem(`feature-${feature}`) as HTMLInputElement | null)?.checked,
    );
    const body: FeatureSegmentBody = {
      name: read('name'),
      features,
      currency: (read('currency') || null) as FeatureSegmentBody['currency'],
      region: (read('region') || null) as FeatureSegmentBody['region'],
      vip_level_min: level(read('vip_level_min')),
      vip_level_max: level(read('vip_level_max')),
    };
    setPending(true);
    setFailure(null);
    setOutcome(null);
    try {
      const { data } = await createFeatureSegment(officeApi(), body);
      setVersion((value) => value + 1);
      setOutcome(t('segments.added', { name: data.name }));
      await mutate();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  async function remove(segment: FeatureSegmentView) {
    await deleteFeatureSegment(officeApi(), segment.id);
    setDeleting(null);
    setOutcome(t('segments.deleted', { name: segment.name }));
    await mutate();
  }

  const flagNames = (features: readonly Feature[]) =>
    features.map((feature) => t(`flags.${feature}`)).join(', ');

  function conditions(segment: FeatureSegmentView) {
    const { vip_level_min: min, vip_level_max: max } = segment;
    const parts = [
      segment.currency && t('segments.onCurrency', { currency: segment.currency }),
      segment.region && t('segments.onRegion', { region: segment.region }),
      min !== null && max !== null && t('segments.onLevels', { min, max }),
      min !== null && max === null && t('segments.onLevelsFrom', { min }),
      min === null && max !== null && t('segments.onLevelsTo', { max }),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('segments.everyone');
  }

  const columns: Column<FeatureSegmentView>[] = [
    { key: 'name', header: t('segments.name'), cell: (row) => row.name, required: true },
    {
      key: 'features',
      header: t('segments.features'),
      cell: (row) => flagNames(row.features),
      csv: (row) => row.features.join(' '),
    },
    { key: 'conditions', header: t('segments.conditions'), cell: conditions },
    {
      key: 'created',
      header: t('segments.created'),
      cell: (row) => format.dateTime(row.created_at),
      csv: (row) => row.created_at,
    },
    {
      key: 'actions',
      header: t('segments.actions'),
      hiddenHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('segments.deleteOf', { name: row.name })}
          onClick={() => {
            setOutcome(null);
            setDeleting(row);
          }}
        >
          {t('segments.delete')}
        </button>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="office-feature-segments">
      <h2 id="office-feature-segments">{t('segments.title')}</h2>
      <p className="muted">{t('segments.hint')}</p>
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('segments.title')}
        columns={columns}
        rows={segments}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => mutate()}
        empty={t('segments.empty')}
        storageKey="office.feature-segments"
        exportName="feature-segments"
      />
      <form key={version} className={styles.grid} onSubmit={submit} noValidate>
        <h3 className={styles.wide}>{t('segments.addTitle')}</h3>
        <Field
          label={t('segments.name')}
          name="name"
          required
          hint={t('segments.nameHint')}
          error={field('name')}
        />
        <fieldset className={styles.wide}>
          <legend>{t('segments.features')}</legend>
          {FEATURES.map((feature) => (
            <CheckField key={feature} label={t(`flags.${feature}`)} name={`feature-${feature}`} />
          ))}
          {field('features') ? <p className="field-error">{field('features')}</p> : null}
        </fieldset>
        <SelectField
          label={t('segments.currency')}
          name="currency"
          defaultValue=""
          placeholder={t('segments.anyCurrency')}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          error={field('currency')}
        />
        <SelectField
          label={t('segments.region')}
          name="region"
          defaultValue=""
          placeholder={t('segments.anyRegion')}
          options={REGIONS.map((region) => ({ value: region, label: region }))}
          error={field('region')}
        />
        <Field
          label={t('segments.vipMin')}
          name="vip_level_min"
          type="number"
          min={1}
          max={VIP_LEVELS}
          hint={t('segments.vipHint')}
          error={field('vip_level_min')}
        />
        <Field
          label={t('segments.vipMax')}
          name="vip_level_max"
          type="number"
          min={1}
          max={VIP_LEVELS}
          hint={t('segments.vipHint')}
          error={field('vip_level_max')}
        />
        <FormAlert message={message} />
        <span className={styles.row}>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('segments.adding') : t('segments.add')}
          </button>
        </span>
      </form>
      {deleting ? (
        <ConfirmDialog
          title={t('segments.deleteTitle', { name: deleting.name })}
          summary={
            <p>
              {t('segments.deleteSummary', {
                flags: flagNames(deleting.features),
                who: conditions(deleting),
              })}
            </p>
          }
          confirmLabel={t('segments.delete')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

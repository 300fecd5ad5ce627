'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import { saveMirror } from '@/lib/api/office-sites';
import { MIRROR_STATUSES, type MirrorStatus } from '@/lib/constants/marketing';
import { formReader } from '@/lib/forms/form-reader';
import { useMirrors } from '@/lib/hooks/data/use-office-sites';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { SelectField } from '../select-field';
import styles from '../office.module.css';

type Mirror = NonNullable<ReturnType<typeof useMirrors>['mirrors']>[number];
const FIELDS = ['domain', 'status', 'new_link'] as const;

/**
 * The mirrors: each domain's status and where a blocked or retired one sends its visitors, and one
 * form that adds a mirror or, for a known domain, changes it ("Change" fills it in).
 */
export function Mirrors() {
  const t = useTranslations('office.sites.mirrors');
  const format = useOfficeFormat();
  const { mirrors, error, mutate } = useMirrors();
  const [editing, setEditing] = useState<Mirror | null>(null);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { field, message } = useOfficeError(failure, FIELDS);

  function edit(mirror: Mirror | null) {
    setEditing(mirror);
    setFailure(null);
    setOutcome(null);
    setVersion((value) => value + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    setPending(true);
    setFailure(null);
    setOutcome(null);
    try {
      const { data } = await saveMirror(officeApi(), {
        domain: read('domain'),
        status: read('status') as MirrorStatus,
        new_link: read('new_link').trim() || null,
      });
      edit(null);
      setOutcome(t('saved', { domain: data.domain, status: t(`statuses.${data.status}`) }));
      await mutate();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  const columns: Column<Mirror>[] = [
    { key: 'domain', header: t('domain'), cell: (row) => row.domain, required: true },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <span className={styles.badge} data-tone={row.status === 'active' ? 'success' : 'failure'}>
          {t(`statuses.${row.status}`)}
        </span>
      ),
      csv: (row) => row.status,
    },
    { key: 'newLink', header: t('newLink'), cell: (row) => row.new_link ?? '—' },
    {
      key: 'seen',
      header: t('lastSeen'),
      cell: (row) => (row.last_seen_at ? format.dateTime(row.last_seen_at) : t('never')),
    },
    { key: 'created', header: t('created'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'edit',
      header: t('actions'),
      hiddenHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('changeOf', { domain: row.domain })}
          onClick={() => edit(row)}
        >
          {t('change')}
        </button>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="office-mirrors">
      <h2 id="office-mirrors">{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={mirrors}
        rowKey={(row) => row.domain}
        error={error}
        onRetry={() => mutate()}
        empty={t('empty')}
        exportName="mirrors"
      />
      <form key={version} className={styles.grid} onSubmit={submit} noValidate>
        <h3 className={styles.wide}>
          {editing ? t('editTitle', { domain: editing.domain }) : t('addTitle')}
        </h3>
        <FormAlert message={message} />
        <Field
          label={t('domain')}
          name="domain"
          required
          defaultValue={editing?.domain}
          readOnly={Boolean(editing)}
          placeholder="casino2.example"
          error={field('domain')}
        />
        <SelectField
          label={t('status')}
          name="status"
          defaultValue={editing?.status ?? 'active'}
          options={MIRROR_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          error={field('status')}
        />
        <Field
          label={t('newLink')}
          name="new_link"
          type="url"
          defaultValue={editing?.new_link ?? ''}
          placeholder="https://casino3.example"
          hint={t('newLinkHint')}
          error={field('new_link')}
        />
        <span className={styles.row}>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('saving') : editing ? t('saveChange') : t('add')}
          </button>
          {editing ? (
            <button type="button" className="btn btn-ghost" onClick={() => edit(null)}>
              {t('cancel')}
            </button>
          ) : null}
        </span>
      </form>
    </section>
  );
}

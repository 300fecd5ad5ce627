'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import { saveRedirectRule, type RedirectRuleBody } from '@/lib/api/office-sites';
import {
  REDIRECT_MATCHES,
  REDIRECT_STATUSES,
  type RedirectMatch,
  type RedirectStatus,
} from '@/lib/constants/marketing';
import { formReader } from '@/lib/forms/form-reader';
import { useRedirectRules } from '@/lib/hooks/data/use-office-sites';
import { CheckField } from '../check-field';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SelectField } from '../select-field';
import { useOfficeError } from '../use-office-error';
import styles from '../office.module.css';

type Rule = NonNullable<ReturnType<typeof useRedirectRules>['rules']>[number];
const FIELDS = ['match', 'path', 'destination', 'status', 'keep_rest', 'active'] as const;

const bodyOf = (rule: Rule, change: Partial<RedirectRuleBody> = {}): RedirectRuleBody => ({
  match: rule.match,
  path: rule.path,
  destination: rule.destination,
  status: rule.status,
  keep_rest: rule.keep_rest,
  active: rule.active,
  ...change,
});

/**
 * The redirect rules of the site's paths: the list (newest first) with a switch per rule, and one
 * form that adds a rule or replaces the one being changed. A rule is switched off, never deleted.
 */
export function RedirectRules() {
  const t = useTranslations('office.sites.rules');
  const { rules, error, mutate } = useRedirectRules();
  const [editing, setEditing] = useState<Rule | null>(null);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { field, message } = useOfficeError(failure, FIELDS);

  function edit(rule: Rule | null) {
    setEditing(rule);
    setFailure(null);
    setOutcome(null);
    setVersion((value) => value + 1);
  }

  async function save(body: RedirectRuleBody, id: number | undefined, busy: string) {
    setPending(busy);
    setFailure(null);
    setOutcome(null);
    try {
      const { data } = await saveRedirectRule(officeApi(), body, id);
      edit(null);
      setOutcome(
        t(id === undefined ? 'added' : data.active ? 'saved' : 'switchedOff', { path: data.path }),
      );
      await mutate();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const read = formReader(form);
    const checked = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
    void save(
      {
        match: read('match') as RedirectMatch,
        path: read('path'),
        destination: read('destination'),
        status: Number(read('status')) as RedirectStatus,
        keep_rest: checked('keep_rest'),
        active: checked('active'),
      },
      editing?.id,
      'form',
    );
  }

  const columns: Column<Rule>[] = [
    {
      key: 'path',
      header: t('path'),
      cell: (row) => <code>{row.path}</code>,
      csv: (row) => row.path,
      required: true,
    },
    {
      key: 'match',
      header: t('match'),
      cell: (row) => t(`matches.${row.match}`),
      csv: (row) => row.match,
    },
    { key: 'destination', header: t('destination'), cell: (row) => row.destination },
    { key: 'status', header: t('status'), cell: (row) => row.status },
    {
      key: 'keepRest',
      header: t('keepRest'),
      cell: (row) => (row.keep_rest ? t('yes') : t('no')),
      csv: (row) => String(row.keep_rest),
    },
    {
      key: 'active',
      header: t('active'),
      cell: (row) => (
        <span className={styles.badge} data-tone={row.active ? 'success' : 'failure'}>
          {row.active ? t('on') : t('off')}
        </span>
      ),
      csv: (row) => String(row.active),
    },
    {
      key: 'actions',
      header: t('actions'),
      hiddenHeader: true,
      cell: (row) => (
        <span className={styles.row}>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('changeOf', { path: row.path })}
            onClick={() => edit(row)}
          >
            {t('change')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending !== null}
            aria-label={t(row.active ? 'switchOffOf' : 'switchOnOf', { path: row.path })}
            onClick={() => save(bodyOf(row, { active: !row.active }), row.id, `row-${row.id}`)}
          >
            {pending === `row-${row.id}` ? t('saving') : t(row.active ? 'switchOff' : 'switchOn')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="office-rules">
      <h2 id="office-rules">{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      <FormAlert message={outcome} tone="info" />
      <FormAlert message={message} />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={rules}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => mutate()}
        empty={t('empty')}
        storageKey="office.redirect-rules"
        exportName="redirect-rules"
      />
      <form key={version} className={styles.grid} onSubmit={submit} noValidate>
        <h3 className={styles.wide}>
          {editing ? t('editTitle', { path: editing.path }) : t('addTitle')}
        </h3>
        <SelectField
          label={t('match')}
          name="match"
          defaultValue={editing?.match ?? 'exact'}
          options={REDIRECT_MATCHES.map((match) => ({
            value: match,
            label: t(`matches.${match}`),
          }))}
          error={field('match')}
        />
        <Field
          label={t('path')}
          name="path"
          required
          defaultValue={editing?.path}
          placeholder="/promo"
          hint={t('pathHint')}
          error={field('path')}
        />
        <Field
          label={t('destination')}
          name="destination"
          required
          defaultValue={editing?.destination}
          placeholder="/bonuses"
          hint={t('destinationHint')}
          error={field('destination')}
        />
        <SelectField
          label={t('status')}
          name="status"
          defaultValue={editing?.status ?? 302}
          options={REDIRECT_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          error={field('status')}
        />
        <CheckField
          label={t('keepRestLabel')}
          name="keep_rest"
          defaultChecked={editing?.keep_rest ?? false}
          error={field('keep_rest')}
        />
        <CheckField
          label={t('activeLabel')}
          name="active"
          defaultChecked={editing?.active ?? true}
          error={field('active')}
        />
        <span className={styles.row}>
          <button type="submit" className="btn btn-primary" disabled={pending !== null}>
            {pending === 'form' ? t('saving') : editing ? t('saveChange') : t('add')}
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

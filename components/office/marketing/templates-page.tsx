'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BonusTemplate } from '@/lib/api/office-marketing';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { Link } from '@/lib/i18n/navigation';
import { ListTable, type Column } from '../list-table';
import { ActiveBadge } from './active-badge';
import type { Localized } from './form-kit';
import { SavedNotice } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

/** `/office/marketing/templates`: every bonus template, its kind, wagering and currencies. */
export function TemplatesPage() {
  const t = useTranslations('office.marketing.templates');
  const tm = useTranslations('office.marketing');
  const locale = useLocale() as keyof Localized;
  const { templates, error, mutate } = useOfficeBonusTemplates();

  const columns: Column<BonusTemplate>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      required: true,
      cell: (template) => (
        <>
          <strong className={officeStyles.mono}>{template.code}</strong>
          <span className={officeStyles.sub}>{template.name[locale]}</span>
        </>
      ),
      csv: (template) => template.code,
    },
    {
      key: 'kind',
      header: t('columns.kind'),
      cell: (template) =>
        template.kind === 'deposit_match'
          ? t('match', { kind: tm(`kinds.${template.kind}`), percent: template.percent })
          : tm(`kinds.${template.kind}`),
      csv: (template) => template.kind,
    },
    {
      key: 'currencies',
      header: t('columns.currencies'),
      cell: (template) => Object.keys(template.currencies).join(', '),
    },
    {
      key: 'wagering',
      header: t('columns.wagering'),
      cell: (template) =>
        t('wagering', {
          multiplier: template.wagering_multiplier,
          base: tm(`wageringBases.${template.wagering_base}`),
        }),
      csv: (template) => template.wagering_multiplier,
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      cell: (template) => t('days', { days: template.validity_days }),
      csv: (template) => template.validity_days,
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (template) => <ActiveBadge active={template.active} />,
      csv: (template) => (template.active ? 'active' : 'off'),
    },
    {
      key: 'edit',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (template) => (
        <Link href={MARKETING_PAGES.template(template.code)} className="btn btn-ghost">
          {t('edit')}
          <span className="visually-hidden"> {template.code}</span>
        </Link>
      ),
    },
  ];

  return (
    <section className={styles.tab} aria-labelledby="marketing-templates">
      <div className={styles.toolbar}>
        <h1 id="marketing-templates">{t('title')}</h1>
        <Link href={MARKETING_PAGES.newTemplate} className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="muted">{t('lead')}</p>
      <SavedNotice />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={templates}
        rowKey={(template) => template.code}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="marketing-templates"
        exportName="bonus-templates"
      />
    </section>
  );
}

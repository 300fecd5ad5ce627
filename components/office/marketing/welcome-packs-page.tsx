'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { WelcomePack } from '@/lib/api/office-marketing';
import { useOfficeWelcomePacks } from '@/lib/hooks/data/use-office-welcome-packs';
import { Link } from '@/lib/i18n/navigation';
import { ListTable, type Column } from '../list-table';
import { ActiveBadge } from './active-badge';
import type { Localized } from './form-kit';
import { SavedNotice } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

/** `/office/marketing/welcome-packs`: every welcome pack and the bonus of each of its deposits. */
export function WelcomePacksPage() {
  const t = useTranslations('office.marketing.packs');
  const locale = useLocale() as keyof Localized;
  const { packs, error, mutate } = useOfficeWelcomePacks();

  const steps = (pack: WelcomePack) =>
    pack.steps.map((step) =>
      t('stepLine', { step: step.step, deposit: step.nth_deposit, template: step.template }),
    );

  const columns: Column<WelcomePack>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      required: true,
      cell: (pack) => (
        <>
          <strong className={officeStyles.mono}>{pack.code}</strong>
          <span className={officeStyles.sub}>{pack.name[locale]}</span>
        </>
      ),
      csv: (pack) => pack.code,
    },
    { key: 'title', header: t('columns.title'), cell: (pack) => pack.public_title[locale] },
    {
      key: 'steps',
      header: t('columns.steps'),
      cell: (pack) => (
        <ol className={styles.stepList}>
          {steps(pack).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      ),
      csv: (pack) => steps(pack).join('; '),
    },
    {
      key: 'valid',
      header: t('columns.validDays'),
      cell: (pack) => t('days', { days: pack.valid_days }),
      csv: (pack) => pack.valid_days,
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (pack) => <ActiveBadge active={pack.active} />,
      csv: (pack) => (pack.active ? 'active' : 'off'),
    },
    {
      key: 'edit',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (pack) => (
        <Link href={MARKETING_PAGES.welcomePack(pack.code)} className="btn btn-ghost">
          {t('edit')}
          <span className="visually-hidden"> {pack.code}</span>
        </Link>
      ),
    },
  ];

  return (
    <section className={styles.tab} aria-labelledby="marketing-packs">
      <div className={styles.toolbar}>
        <h1 id="marketing-packs">{t('title')}</h1>
        <Link href={MARKETING_PAGES.newWelcomePack} className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="muted">{t('lead')}</p>
      <SavedNotice />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={packs}
        rowKey={(pack) => pack.code}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="marketing-welcome-packs"
        exportName="welcome-packs"
      />
    </section>
  );
}

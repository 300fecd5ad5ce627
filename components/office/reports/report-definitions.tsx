'use client';

import { useTranslations } from 'next-intl';
import reportStyles from './reports.module.css';

/** What each figure means, on the page as in docs/ARCHITECTURE.md (NGR has no single definition). */
export function ReportDefinitions({ percent }: { percent: string }) {
  const t = useTranslations('office.reports.definitions');
  return (
    <section className={reportStyles.definitions} aria-labelledby="report-definitions">
      <h2 id="report-definitions">{t('title')}</h2>
      <ul>
        <li>{t('basis')}</li>
        <li>{t('ggr')}</li>
        <li>{t('bonusCost')}</li>
        <li>{t('fees', { percent })}</li>
        <li>{t('ngr')}</li>
        <li>{t('base')}</li>
      </ul>
    </section>
  );
}
